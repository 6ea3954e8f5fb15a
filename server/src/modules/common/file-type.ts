/**
 * What an upload may be, by extension, and whether its first bytes agree (a "png" that is really a script or an
 * HTML page is refused). Extensions follow RuoYi's MimeTypeUtils (contract 3.7) without the ones a browser would
 * run or render from our origin (html, htm, svg, js…), which are never accepted.
 */

export const IMAGE_EXTENSIONS = ['bmp', 'gif', 'jpg', 'jpeg', 'png'] as const;

/** /common/upload: contract 3.7's list (RuoYi's default minus html/htm). */
export const UPLOAD_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt',
  'rar', 'zip', 'gz', 'bz2',
  'mp4', 'avi', 'rmvb',
  'pdf',
] as const;

/** How many leading bytes `matchesSignature` needs. */
export const SIGNATURE_BYTES = 4100;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

function isZip(head: Buffer): boolean {
  return startsWith(head, ZIP) || startsWith(head, ZIP_EMPTY);
}

/**
 * Plain text: no NUL bytes and no markup that a browser could take for a page (a text file is served from our
 * origin with nosniff, but refusing an HTML document renamed .txt costs nothing).
 */
function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const text = head.toString('utf8').trimStart().slice(0, 512).toLowerCase();
  return !/^<(?:!doctype|html|script|svg|\?xml)/.test(text);
}

const CHECKS: Record<string, (head: Buffer) => boolean> = {
  png: (h) => startsWith(h, PNG),
  jpg: (h) => startsWith(h, JPEG),
  jpeg: (h) => startsWith(h, JPEG),
  gif: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')),
  bmp: (h) => startsWith(h, ascii('BM')) && h.length >= 26,
  pdf: (h) => startsWith(h, ascii('%PDF-')),
  // legacy Office files are OLE2 compound documents, the 2007+ formats zip packages
  doc: (h) => startsWith(h, OLE2),
  xls: (h) => startsWith(h, OLE2),
  ppt: (h) => startsWith(h, OLE2),
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  zip: isZip,
  rar: (h) => startsWith(h, ascii('Rar!\x1a\x07')),
  gz: (h) => startsWith(h, [0x1f, 0x8b]),
  bz2: (h) => startsWith(h, ascii('BZh')),
  mp4: (h) => startsWith(h, ascii('ftyp'), 4),
  avi: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('AVI '), 8),
  rmvb: (h) => startsWith(h, ascii('.RMF')),
  txt: isPlainText,
};

/** Does the content start the way a file of this extension must? Unknown extensions never match. */
export function matchesSignature(ext: string, head: Buffer): boolean {
  const check = CHECKS[ext.toLowerCase()];
  return check ? check(head) : false;
}

/** The lower-case extension of a file name ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}
