/**
 * Common file calls (RuoYi CommonController): upload to /common/upload and the two downloads.
 * Upload rules on the server: bmp gif jpg jpeg png doc docx xls xlsx ppt pptx txt rar zip gz bz2 pdf and the
 * editor's audio/video formats (EDITOR_VIDEO_TYPES: flv mp3 mp4 wav wma wmv mid avi mpg asf rm rmvb),
 * content must match the extension, ≤ 50 MB, file name ≤ 100 characters.
 */
import type { CommonUploadResponse } from '@shared/contract';
import { downloadName, downloadResource } from './download';
import { type UploadOptions, uploadFile } from './upload';

/**
 * POST /common/upload (multipart `file`) → `{url, fileName: '/profile/upload/…', newFileName, originalFilename}`.
 * The server decides by the name's extension (and checks the content), so a nameless Blob (a cropped image,
 * a generated file) needs `fileName`.
 */
export async function commonUpload(
  file: Blob,
  options: Omit<UploadOptions, 'url' | 'field'> & { fileName?: string } = {},
): Promise<CommonUploadResponse> {
  const { fileName, ...rest } = options;
  const named = !(file as File).name && fileName ? new File([file], fileName, { type: file.type }) : file;
  return (await uploadFile(named, { ...rest, url: '/common/upload', field: 'file' })) as CommonUploadResponse;
}

/** GET /common/download?fileName=&delete= : a temporary file by its plain name; saved under the server's name. */
export function commonDownload(fileName: string, del = true): Promise<boolean> {
  return downloadName(fileName, del);
}

/** GET /common/download/resource?resource=/profile/… : a stored upload. */
export function commonDownloadResource(resource: string): Promise<boolean> {
  return downloadResource(resource);
}
