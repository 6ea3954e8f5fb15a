import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Clean rich-text HTML before it is rendered or stored: DOMPurify's defaults (no scripts, event handlers or
 * `javascript:` URLs) plus the editor's `<video>`; links opening a new tab get `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['video', 'source'],
    ADD_ATTR: ['controls', 'preload', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

/** '' for an editor document with no text and no media ('<p></p>'). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}
