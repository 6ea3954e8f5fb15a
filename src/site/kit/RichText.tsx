import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/**
 * Server HTML (article, story, reply, school intro) rendered after DOMPurify: the server sanitizes on write,
 * the client again on render. Links to other sites open in a new tab with rel="noopener noreferrer".
 */
export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, {
    ADD_TAGS: ['video', 'source'],
    ADD_ATTR: ['controls', 'preload', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    RETURN_DOM_FRAGMENT: true,
  });
  clean.querySelectorAll('a[target]').forEach((a) => {
    if (a.getAttribute('target') === '_blank') a.setAttribute('rel', 'noopener noreferrer');
    else a.removeAttribute('target');
  });
  const box = document.createElement('div');
  box.appendChild(clean);
  return box.innerHTML;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={`dir-rich${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
