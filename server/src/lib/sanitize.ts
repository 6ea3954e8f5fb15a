import sanitizeHtml from 'sanitize-html';

/**
 * Rich text is sanitized when it is written (DESIGN: server rules), and the client sanitizes again on render.
 * What the site's editor (tiptap) produces survives: paragraphs, headings, lists, quotes, code, links,
 * images and videos from our server or https, simple tables. Scripts, event handlers, styles, iframes,
 * forms and javascript:/data: URLs do not.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
    'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'a', 'img', 'video', 'source', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // links that open a new tab must not hand it our window; none pass ranking to outsiders
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
      },
    }),
  },
};

/** Sanitized HTML for a post, reply or news body. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/**
 * A field typed as plain text (titles, summaries, names, contact fields): stored as typed, only trimmed.
 * It is text, not HTML — `&lt;` stays those four characters and `<b>` stays visible; escaping is the renderer's
 * job (React does it). Stripping tags and then decoding entities would turn typed `&lt;img onerror=…&gt;`
 * into live markup (issue 9).
 */
export function plainText(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** The text of HTML: every tag removed (and the text of script/style dropped), entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** A plain-text summary of rich text, at most `max` characters. */
export function summarize(html: string | null | undefined, max = 120): string {
  const text = htmlToText(html).replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Plain text typed by a member (a reply) as HTML that shows exactly that text: every character escaped, line breaks
 * as `<br>`, runs of spaces kept. Nothing in it is markup, so it renders the same through the rich-text view.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
    .replace(/ {2}/g, ' &nbsp;')
    .replace(/\n/g, '<br>');
}
