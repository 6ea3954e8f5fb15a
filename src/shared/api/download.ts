/**
 * File downloads (RuoYi `download()` and `plugins/download.js`). Every helper sends the Bearer token,
 * saves with file-saver and, when the server answers with a JSON envelope instead of a file, shows its message.
 * They resolve `true` when a file was saved, `false` when an error was shown (they never reject).
 */
import { saveAs } from 'file-saver';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { envelopeMessage, getNotifier, getService, tr } from './request';
import { tansParams } from './params';

export const DOWNLOAD_ERROR_ZH = '下载文件出现错误，请联系管理员！';
export const DOWNLOADING_ZH = '正在下载数据，请稍候';

/** A blob is a file unless its type says JSON (RuoYi `blobValidate`). */
export function blobValidate(data: Blob): boolean {
  return !(data.type ?? '').toLowerCase().includes('application/json');
}

/** Read a JSON error envelope out of a blob and show its message. */
async function printErrMsg(data: Blob): Promise<void> {
  let text = '';
  try {
    text = await data.text();
    const obj = JSON.parse(text) as { code?: number; msg?: string };
    getNotifier().error(envelopeMessage(obj));
  } catch {
    getNotifier().error(tr('download.error', DOWNLOAD_ERROR_ZH));
  }
}

function headerFileName(res: AxiosResponse, fallback: string): string {
  const h = res.headers['download-filename'] as string | undefined;
  if (h) {
    try {
      return decodeURIComponent(h);
    } catch {
      return h;
    }
  }
  const cd = res.headers['content-disposition'] as string | undefined;
  const m = cd ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(cd) : null;
  if (m?.[1]) {
    try {
      return decodeURIComponent(m[1]);
    } catch {
      return m[1];
    }
  }
  return fallback;
}

async function fetchBlob(config: AxiosRequestConfig): Promise<AxiosResponse<Blob> | null> {
  try {
    return await (await getService()).request<Blob>({ ...config, responseType: 'blob' });
  } catch (err) {
    console.error(err);
    getNotifier().error(tr('download.error', DOWNLOAD_ERROR_ZH));
    return null;
  }
}

/**
 * Generic export: POST `url` with a form-urlencoded body (same serialisation as GET params), save the blob
 * under the client-chosen `filename`. A loading indicator shows meanwhile.
 */
export async function download(
  url: string,
  params: Record<string, unknown> = {},
  filename: string,
  config: AxiosRequestConfig = {},
): Promise<boolean> {
  const close = getNotifier().loading(tr('download.loading', DOWNLOADING_ZH));
  try {
    const res = await fetchBlob({
      url,
      method: 'post',
      data: params,
      transformRequest: [(p: Record<string, unknown>) => tansParams(p ?? {})],
      ...config,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        repeatSubmit: false,
        ...(config.headers as Record<string, unknown> | undefined),
      } as AxiosRequestConfig['headers'],
    });
    if (!res) return false;
    if (!blobValidate(res.data)) {
      await printErrMsg(res.data);
      return false;
    }
    saveAs(new Blob([res.data], { type: res.data.type || undefined }), filename);
    return true;
  } finally {
    close();
  }
}

/** GET /common/download?fileName=…&delete=… ; the saved name comes from the `download-filename` header. */
export async function downloadName(fileName: string, del = true): Promise<boolean> {
  const res = await fetchBlob({ url: '/common/download', method: 'get', params: { fileName, delete: del } });
  if (!res) return false;
  if (!blobValidate(res.data)) {
    await printErrMsg(res.data);
    return false;
  }
  const base = fileName.split('/').pop() ?? fileName;
  saveAs(new Blob([res.data], { type: res.data.type || undefined }), headerFileName(res, base));
  return true;
}

/** GET /common/download/resource?resource=… (a stored upload, e.g. `/profile/upload/…`). */
export async function downloadResource(resource: string): Promise<boolean> {
  const res = await fetchBlob({ url: '/common/download/resource', method: 'get', params: { resource } });
  if (!res) return false;
  if (!blobValidate(res.data)) {
    await printErrMsg(res.data);
    return false;
  }
  const base = resource.split('/').pop() ?? resource;
  saveAs(new Blob([res.data], { type: res.data.type || undefined }), headerFileName(res, base));
  return true;
}

/** GET `url` (relative to the API base) and save it as `name` (application/zip). */
export async function downloadZip(url: string, name: string): Promise<boolean> {
  const res = await fetchBlob({ url, method: 'get' });
  if (!res) return false;
  if (!blobValidate(res.data)) {
    await printErrMsg(res.data);
    return false;
  }
  saveAs(new Blob([res.data], { type: 'application/zip' }), name);
  return true;
}

/**
 * GET `url` (relative to the API base) as a Blob with the caller's token, for files only their owner or a reviewer
 * may see (school-authentication proofs: GET /bbs/schoolAuth/{id}/file/{n}). null when the server answered an
 * error envelope (its message is shown) or the request failed.
 */
export async function fetchPrivateFile(url: string): Promise<Blob | null> {
  const res = await fetchBlob({ url, method: 'get' });
  if (!res) return null;
  if (!blobValidate(res.data)) {
    await printErrMsg(res.data);
    return null;
  }
  return res.data;
}

/** Saves a Blob already in hand (a fetched private file) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  saveAs(blob, name);
}
