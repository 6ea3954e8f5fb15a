import DOMPurify from 'dompurify';

/** DOMPurify behind a module of the site's own (lib/sanitizer loads it on demand). */
export const purify = DOMPurify;
