/**
 * The list state shared by FileUpload and ImageUpload (RuoYi components/FileUpload, ImageUpload): the model value
 * is a comma-joined string of the server's `fileName`s; the antd list is rebuilt when the value changes from
 * outside (a form reset, a record loaded) and emitted once no upload is running. Client checks (type, size,
 * count) reject a file before it is sent; a failed upload (network, or a non-200 code whose msg is shown) is
 * removed, so the value stays as it was. `move` reorders the list (drag sorting): the value follows the list order.
 */
import { useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { BASE_API, getNotifier, isRequestError, tr } from '@shared/api/request';
import { uploadFile, type UploadResponse } from '@shared/api/upload';
import { checkUploadCount, checkUploadFile } from '@shared/lib/upload';

/** The props FileUpload and ImageUpload share (RuoYi's FileUpload / ImageUpload props). */
export interface UploadBaseProps {
  /** comma-joined server fileNames ('/profile/upload/…') */
  value?: string | null;
  onChange?(value: string): void;
  /** max files (default 5; 0 = no limit) */
  limit?: number;
  /** MB per file (default 5; 0 = no limit) */
  fileSize?: number;
  /** allowed extensions without dots (each component has its default; [] = any) */
  fileType?: readonly string[];
  /** show the size / type tip (default true) */
  isShowTip?: boolean;
  /** upload url relative to the API base (default /common/upload) */
  action?: string;
  disabled?: boolean;
  id?: string;
}

export interface UploadListOptions extends Pick<UploadBaseProps, 'value' | 'onChange' | 'action'> {
  /** multipart field (default file) */
  field?: string;
  /** extensions without dots; [] accepts any */
  fileType: readonly string[];
  /** MB; 0 = no limit */
  fileSize: number;
  /** max number of files; 0 = no limit */
  limit: number;
  /** image messages (上传头像图片大小…, 上传图片失败…) */
  image: boolean;
}

/** '/profile/upload/…/a.png' → '/prod-api/profile/upload/…/a.png'; absolute URLs as they are. */
export function fileUrl(fileName: string): string {
  if (/^(https?:|data:|blob:)|^\/\//i.test(fileName)) return fileName;
  if (fileName.startsWith(BASE_API + '/')) return fileName;
  return BASE_API + (fileName.startsWith('/') ? '' : '/') + fileName;
}

/** The last path segment. */
export function baseName(fileName: string): string {
  const i = fileName.lastIndexOf('/');
  return i >= 0 ? fileName.slice(i + 1) : fileName;
}

export function splitValue(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

type Item = UploadFile<Partial<UploadResponse>>;

/** The public address to link an item to; a private store path (no leading '/', e.g. a proof's 'proof/…') has none. */
function linkOf(fileName: string): string | undefined {
  return /^(\/|https?:|data:|blob:)/i.test(fileName) ? fileUrl(fileName) : undefined;
}

function fromValue(value: string | null | undefined): Item[] {
  return splitValue(value).map((fileName, i) => ({
    uid: `v-${i}-${fileName}`,
    name: baseName(fileName),
    status: 'done',
    url: linkOf(fileName),
    response: { fileName },
  }));
}

/**
 * The list with the item `from` (uid) moved to the place of the item `to` (uid), the others shifting (a drop of a
 * drag-sorted list). Unknown uids or `from === to` give the same list back.
 */
export function reorderByUid<T extends { uid: string }>(items: readonly T[], from: string, to: string): readonly T[] {
  const a = items.findIndex((f) => f.uid === from);
  const b = items.findIndex((f) => f.uid === to);
  if (a < 0 || b < 0 || a === b) return items;
  const next = [...items];
  const [moved] = next.splice(a, 1);
  next.splice(b, 0, moved!);
  return next;
}

function toValue(items: readonly Item[]): string {
  return items
    .filter((f) => f.status === 'done' && f.response?.fileName)
    .map((f) => f.response!.fileName!)
    .join(',');
}

export function useUploadList(o: UploadListOptions) {
  const value = o.value ?? '';
  const [items, setItems] = useState<Item[]>(() => fromValue(value));
  // the value the list was last built from or emitted (adjusting state during render when it changes outside)
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    setItems(fromValue(value));
  }
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const lastBatch = useRef<unknown>(null);
  const optsRef = useRef(o);
  optsRef.current = o;

  const emit = (next: Item[]) => {
    const v = toValue(next);
    setKnown(v);
    if (v !== (optsRef.current.value ?? '')) optsRef.current.onChange?.(v);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const { limit, fileType, fileSize, image } = optsRef.current;
    if (limit > 0) {
      const countMsg = checkUploadCount(itemsRef.current.length + batch.length, limit);
      if (countMsg) {
        // one message per selection, not one per file
        if (lastBatch.current !== batch) getNotifier().error(countMsg);
        lastBatch.current = batch;
        return Upload.LIST_IGNORE;
      }
    }
    const msg = checkUploadFile(file, { types: fileType, maxSizeMB: fileSize, image });
    if (msg) {
      getNotifier().error(msg);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const { action, field, image } = optsRef.current;
    uploadFile(file as Blob, {
      url: action,
      field,
      silent: true,
      onProgress: (percent) => onProgress?.({ percent }),
    })
      .then((res) => onSuccess?.(res))
      .catch((err: unknown) => {
        // a non-200 code: the server's msg; anything else: the generic failure text
        const msg =
          isRequestError(err) && err.kind === 'business'
            ? err.message
            : image
              ? tr('upload.imageFailed', '上传图片失败，请重试')
              : tr('upload.fileFailed', '上传文件失败，请重试');
        getNotifier().error(msg);
        onError?.(err instanceof Error ? err : new Error(String(err)));
      });
  };

  const onChange: UploadProps<Partial<UploadResponse>>['onChange'] = ({ file, fileList }) => {
    let next = fileList.map((f) => {
      if (f.uid !== file.uid || f.status !== 'done') return f;
      const fileName = f.response?.fileName;
      return fileName ? { ...f, name: baseName(fileName) || f.name, url: linkOf(fileName) } : f;
    });
    if (file.status === 'error') next = next.filter((f) => f.uid !== file.uid);
    setItems(next);
    if (!next.some((f) => f.status === 'uploading')) emit(next);
  };

  const move = (from: string, to: string) => {
    const next = reorderByUid(itemsRef.current, from, to) as Item[];
    if (next === itemsRef.current) return;
    itemsRef.current = next;
    setItems(next);
    // while a batch is uploading, its end emits the value in the new order
    if (!next.some((f) => f.status === 'uploading')) emit(next);
  };

  return { items, beforeUpload, customRequest, onChange, move };
}
