/** Client-side checks of uploads (spec section 5) with the RuoYi messages. */
import { tr } from '@shared/api/request';
import { EDITOR_VIDEO_TYPES } from '@shared/contract/constants';

// the server stores exactly these (it shares the list), so the editor offers nothing it would refuse
export { EDITOR_VIDEO_TYPES };

export const FILE_UPLOAD_DEFAULTS = { types: ['doc', 'xls', 'ppt', 'txt', 'pdf', 'mp4'], maxSizeMB: 5, limit: 5 } as const;
export const IMAGE_UPLOAD_DEFAULTS = { types: ['png', 'jpg', 'jpeg'], maxSizeMB: 5, limit: 5 } as const;
export const EDITOR_IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;

/** A file input's `accept` for extensions without dots ('.png,.jpg'); none when any file will do ([]). */
export function acceptOf(types: readonly string[]): string | undefined {
  return types.length ? types.map((x) => `.${x}`).join(',') : undefined;
}

export function fileExtension(name: string): string {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i + 1).toLowerCase() : '';
}

export interface UploadRules {
  types?: readonly string[];
  maxSizeMB?: number;
  /** image uploads use the avatar-size message */
  image?: boolean;
}

/** null when the file is acceptable, else the message to show. Matching is by extension (the server checks content). */
export function checkUploadFile(file: { name: string; size: number }, rules: UploadRules = {}): string | null {
  const types = rules.types ?? (rules.image ? IMAGE_UPLOAD_DEFAULTS.types : FILE_UPLOAD_DEFAULTS.types);
  const maxSizeMB = rules.maxSizeMB ?? (rules.image ? IMAGE_UPLOAD_DEFAULTS.maxSizeMB : FILE_UPLOAD_DEFAULTS.maxSizeMB);
  const ext = fileExtension(file.name);
  if (types.length && !types.map((t) => t.toLowerCase()).includes(ext)) {
    return rules.image
      ? tr('upload.imageType', '文件格式不正确，请上传{{types}}图片格式文件!', { types: types.join('/') })
      : tr('upload.fileType', '文件格式不正确，请上传{{types}}格式文件!', { types: types.join('/') });
  }
  if (maxSizeMB > 0 && file.size / 1024 / 1024 > maxSizeMB) {
    return rules.image
      ? tr('upload.imageSize', '上传头像图片大小不能超过 {{size}} MB!', { size: maxSizeMB })
      : tr('upload.fileSize', '上传文件大小不能超过 {{size}} MB!', { size: maxSizeMB });
  }
  return null;
}

/** null when `count` files are within `limit`, else the message. */
export function checkUploadCount(count: number, limit: number = FILE_UPLOAD_DEFAULTS.limit): string | null {
  return count > limit ? tr('upload.count', '上传文件数量不能超过 {{limit}} 个!', { limit }) : null;
}

/** The rich-text editor's image check. */
export function checkEditorImage(file: { name: string }): string | null {
  return EDITOR_IMAGE_TYPES.includes(fileExtension(file.name) as (typeof EDITOR_IMAGE_TYPES)[number])
    ? null
    : tr('upload.editorImageType', '上传图片只能是png,jpg,jpeg格式!');
}

/** The rich-text editor's video check. */
export function checkVideo(file: { name: string }): boolean {
  return (EDITOR_VIDEO_TYPES as readonly string[]).includes(fileExtension(file.name));
}
