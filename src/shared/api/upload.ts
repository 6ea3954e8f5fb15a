import type { AxiosProgressEvent } from 'axios';
import { request } from './request';

/** POST /common/upload answer (RuoYi keys plus `fileId` of the portal's member layer). */
export interface UploadResponse {
  code: number;
  msg: string;
  /** stored path, e.g. /profile/upload/2026/08/18/name_<seq>.png */
  fileName: string;
  /** absolute URL of the stored file */
  url?: string;
  newFileName?: string;
  originalFilename?: string;
  fileId?: string | number;
}

export interface UploadOptions {
  /** default /common/upload */
  url?: string;
  /** multipart field name, default `file` */
  field?: string;
  /** 0..100 */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** extra form fields */
  data?: Record<string, string | Blob>;
  /** no toast on failure */
  silent?: boolean;
}

/** Upload one file (multipart, Bearer token); rejects with RequestError on a non-200 code (the msg is shown). */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadResponse> {
  const form = new FormData();
  const name = (file as File).name;
  if (name) form.append(options.field ?? 'file', file, name);
  else form.append(options.field ?? 'file', file);
  for (const [k, v] of Object.entries(options.data ?? {})) form.append(k, v);
  return request<UploadResponse>({
    url: options.url ?? '/common/upload',
    method: 'post',
    data: form,
    timeout: 0,
    signal: options.signal,
    silent: options.silent,
    headers: { repeatSubmit: false },
    onUploadProgress: options.onProgress
      ? (e: AxiosProgressEvent) => {
          if (e.total) options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
        }
      : undefined,
  });
}
