export { FileUpload, FILE_UPLOAD_TYPES, type FileUploadProps } from './FileUpload';
export { useUploadList, fileUrl, baseName, splitValue, type UploadListOptions } from './useUploadList';
