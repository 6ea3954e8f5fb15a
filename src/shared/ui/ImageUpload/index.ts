export { ImageUpload, IMAGE_UPLOAD_TYPES, type ImageUploadProps } from './ImageUpload';
