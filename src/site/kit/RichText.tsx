import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** The server's sanitizer, for pages rendered there (DOMPurify needs a document); set by entry-server.tsx. */
let serverSanitize: ((html: string) => string) | null = null;

export function setServerSanitizer(fn: ((html: string) => string) | null): void {
  serverSanitize = fn;
}

/**
 * Server HTML (article, story, reply, school intro, news) rendered after DOMPurify: the server sanitizes on write,
 * the client again on render. Links to other sites open in a new tab with rel="noopener noreferrer". Rendered on
 * the server, the server's own sanitizer runs instead (and without one, nothing is shown).
 */
export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof document === 'undefined') return serverSanitize ? serverSanitize(html) : '';
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
