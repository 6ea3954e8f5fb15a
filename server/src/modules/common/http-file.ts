/**
 * RuoYi FileUtils.setAttachmentResponseHeader: a percent-encoded name in both `filename` and the RFC 5987
 * `filename*`, the same in `download-filename` (what the client's download helper reads), and the two headers
 * exposed to scripts. The encoded form keeps quotes, semicolons and line breaks out of the header.
 */
export function attachmentHeaders(fileName: string): Record<string, string> {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    'content-disposition': `attachment; filename=${encoded}; filename*=utf-8''${encoded}`,
    'download-filename': encoded,
    'access-control-expose-headers': 'Content-Disposition,download-filename',
  };
}
