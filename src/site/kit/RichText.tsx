import { Suspense, use, useMemo, useState, useSyncExternalStore } from 'react';
import { loadSanitizer, type Purify } from '../lib/sanitizer';

/** The server's sanitizer, for pages rendered there (DOMPurify needs a document); set by entry-server.tsx. */
let serverSanitize: ((html: string) => string) | null = null;

export function setServerSanitizer(fn: ((html: string) => string) | null): void {
  serverSanitize = fn;
}

const onClient = typeof document !== 'undefined';

/** DOMPurify's pass, and links to other sites open in a new tab with rel="noopener noreferrer". */
function sanitizeWith(purify: Purify, html: string): string {
  const clean = purify.sanitize(html, {
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

const never = () => () => undefined;
/** True only while React hydrates (its server snapshot), false in the browser's own renders. */
const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

/**
 * Server HTML (article, story, reply, school intro, news) rendered after a sanitizer: the server sanitizes on write
 * and on render (its own sanitizer: without one, nothing is shown), the browser again with DOMPurify.
 *
 * A rich text the server rendered keeps the server's markup while its html stays the same: React leaves the markup
 * of `dangerouslySetInnerHTML` as it is when it hydrates, and the value it then remembers is the one passed here, so
 * it never writes it. DOMPurify (its set-up alone is a 10–40 ms task on a phone) thus loads only for the rich texts
 * the browser renders itself, which wait for it (main.tsx loads it on the reader's first tap or key).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    // (the box alone, while DOMPurify loads for a rich text the browser renders itself)
    <Suspense fallback={<div className={boxClass(className)} />}>
      <RichTextBody html={html} className={className} />
    </Suspense>
  );
}

const boxClass = (className?: string) => `dir-rich${className ? ` ${className}` : ''}`;

function RichTextBody({ html, className }: { html: string; className?: string }) {
  const hydrating = useHydrating();
  const [adopted] = useState(() => (onClient && hydrating ? html : null));
  // (read through `use` on each render that needs it, loaded or not: React's rule for a part that suspended)
  const purify = onClient && adopted !== html ? use(loadSanitizer()) : null;
  const clean = useMemo(() => {
    if (!onClient) return html && serverSanitize ? serverSanitize(html) : '';
    return purify && html ? sanitizeWith(purify, html) : html;
  }, [html, purify]);
  return <div className={boxClass(className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
