/**
 * What an upload may be, by extension, and whether its first bytes agree (a "png" that is really a script or an
 * HTML page is refused). Extensions follow RuoYi's MimeTypeUtils (contract 3.7) without the ones a browser would
 * run or render from our origin (html, htm, svg, js…), which are never accepted, plus the audio and video formats
 * the rich-text editor uploads (spec section 5), so that every file the editor offers can be stored.
 */
import { EDITOR_VIDEO_TYPES } from '../../../src/shared/contract/constants';

export const IMAGE_EXTENSIONS = ['bmp', 'gif', 'jpg', 'jpeg', 'png'] as const;

/** /common/upload: contract 3.7's list (RuoYi's default minus html/htm), its mp4/avi/rmvb widened to the editor's. */
export const UPLOAD_EXTENSIONS = [
  ...IMAGE_EXTENSIONS,
  'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt',
  'rar', 'zip', 'gz', 'bz2',
  ...EDITOR_VIDEO_TYPES,
  'pdf',
] as const;

/**
 * Uploads a browser may show inside our pages (images, audio, video); every other upload (pdf, office files,
 * archives, txt) is served with `Content-Disposition: attachment`, so no document renders from our origin.
 */
export const INLINE_EXTENSIONS: ReadonlySet<string> = new Set<string>([...IMAGE_EXTENSIONS, ...EDITOR_VIDEO_TYPES]);

/** Content types for serving stored uploads (what @fastify/static's mime table says for these extensions). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  bmp: 'image/bmp', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8', rar: 'application/vnd.rar', zip: 'application/zip', gz: 'application/gzip',
  bz2: 'application/x-bzip2', pdf: 'application/pdf',
  flv: 'video/x-flv', mp3: 'audio/mpeg', mp4: 'video/mp4', wav: 'audio/wav', wma: 'audio/x-ms-wma', wmv: 'video/x-ms-wmv',
  mid: 'audio/midi', avi: 'video/x-msvideo', mpg: 'video/mpeg', asf: 'video/x-ms-asf', rm: 'application/vnd.rn-realmedia',
  rmvb: 'application/vnd.rn-realmedia-vbr',
};

export function contentTypeOf(ext: string): string {
  return CONTENT_TYPES[ext.toLowerCase()] ?? 'application/octet-stream';
}

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
/** The GUID that opens every ASF file (wma and wmv are ASF too). */
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];

function isZip(head: Buffer): boolean {
  return startsWith(head, ZIP) || startsWith(head, ZIP_EMPTY);
}

const isRiff = (head: Buffer, form: string) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii(form), 8);

/**
 * MP3: an ID3v2 tag, or an MPEG audio frame header whose version, layer, bitrate and sample rate are not the
 * reserved or invalid values (the sync word alone is only 11 bits).
 */
function isMp3(head: Buffer): boolean {
  if (startsWith(head, ascii('ID3')) && head.length >= 4 && head[3]! >= 2 && head[3]! <= 4) return true;
  if (head.length < 3 || head[0] !== 0xff || (head[1]! & 0xe0) !== 0xe0) return false;
  const version = (head[1]! >> 3) & 3;
  const layer = (head[1]! >> 1) & 3;
  const bitrate = head[2]! >> 4;
  const sampleRate = (head[2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0xf && sampleRate !== 3;
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
  avi: (h) => isRiff(h, 'AVI '),
  rm: (h) => startsWith(h, ascii('.RMF')),
  rmvb: (h) => startsWith(h, ascii('.RMF')),
  flv: (h) => startsWith(h, ascii('FLV\x01')),
  asf: (h) => startsWith(h, ASF),
  wma: (h) => startsWith(h, ASF),
  wmv: (h) => startsWith(h, ASF),
  // an MPEG program stream's pack header, or an MPEG-1/2 video sequence header
  mpg: (h) => startsWith(h, [0x00, 0x00, 0x01, 0xba]) || startsWith(h, [0x00, 0x00, 0x01, 0xb3]),
  mp3: isMp3,
  wav: (h) => isRiff(h, 'WAVE'),
  // the header chunk's length is always 6
  mid: (h) => startsWith(h, [...ascii('MThd'), 0x00, 0x00, 0x00, 0x06]),
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
