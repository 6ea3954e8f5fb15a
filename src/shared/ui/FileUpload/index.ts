export { FileUpload, FILE_UPLOAD_TYPES, type FileUploadProps } from './FileUpload';
export { useUploadList, fileUrl, baseName, splitValue, reorderByUid, type UploadBaseProps, type UploadListOptions } from './useUploadList';
export { SortableUpload, sortableItemRender, type SortableUploadProps } from './SortableUpload';
