/**
 * Compression of the server-rendered pages (issue 13). The built files go out precompressed (plugins/static); a
 * rendered page is built per request, and the home page is about 70 KB of HTML and embedded data that brotli makes
 * about 11 KB: on a phone's 4G that is the first paint a few hundred milliseconds sooner.
 * Brotli at quality 5 takes about a millisecond for such a page (quality 11 takes some 60 ms for 10 % less), and a
 * page the renderer keeps in memory is compressed once per encoding, not once per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

export const HTML_ENCODINGS = ['br', 'gzip'] as const;
export type HtmlEncoding = (typeof HTML_ENCODINGS)[number];

/** Below this a page is sent as it is (headers and the compression's own cost outweigh the saving). */
const MIN_COMPRESSED_BYTES = 1024;

/** Whether a page is sent compressed at all (the reply and the renderer's warm-up ask the same question). */
export function worthCompressing(html: string): boolean {
  return Buffer.byteLength(html) >= MIN_COMPRESSED_BYTES;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// the header's forms are few (one per browser), so the answers are kept
const negotiator = new Negotiator<HtmlEncoding>({ supportedValues: [...HTML_ENCODINGS], cache: new Map() });

/** The encoding to send for an `Accept-Encoding` header: brotli where accepted, else gzip, else none. */
export function htmlEncodingFor(acceptEncoding: string | undefined): HtmlEncoding | null {
  return acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
}

function compress(html: string, encoding: HtmlEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html, 'utf8');
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: 6 });
}

// keyed by the rendered page object: the renderer's cache hands out the same object until it renders again
const compressed = new WeakMap<object, Partial<Record<HtmlEncoding, Promise<Buffer>>>>();

/**
 * The page's HTML in `encoding`, compressed once per page object. A failed compression is forgotten, so the next
 * request tries again.
 */
export function compressedHtml(page: { html: string }, encoding: HtmlEncoding): Promise<Buffer> {
  let forPage = compressed.get(page);
  if (!forPage) compressed.set(page, (forPage = {}));
  let body = forPage[encoding];
  if (!body) {
    body = forPage[encoding] = compress(page.html, encoding);
    body.catch(() => {
      if (forPage[encoding] === body) delete forPage[encoding];
    });
  }
  return body;
}
