import { useState } from 'react';
import { Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { IMAGE_UPLOAD_DEFAULTS } from '@shared/lib/upload';
import type { UploadBaseProps } from '../FileUpload/useUploadList';
import { UploadField } from '../FileUpload/UploadField';

export const IMAGE_UPLOAD_TYPES: readonly string[] = IMAGE_UPLOAD_DEFAULTS.types;

export interface ImageUploadProps extends UploadBaseProps {
  /** allowed extensions (default png, jpg, jpeg) */
  fileType?: readonly string[];
}

/**
 * Picture-card upload to POST /common/upload with preview; value = comma-joined fileNames in list order. The
 * cards are drag-sortable (pointer, or the keyboard from each card's handle).
 */
export function ImageUpload({ fileType = IMAGE_UPLOAD_TYPES, ...props }: ImageUploadProps) {
  const { t } = useTranslation('common');
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  return (
    <UploadField
      {...props}
      fileType={fileType}
      image
      layout="grid"
      className="dss-image-upload"
      listType="picture-card"
      onPreview={(f) => f.url && setPreview({ url: f.url, name: f.name })}
      trigger={(full) =>
        !full && (
          <span className="dss-image-upload__add">
            <PlusOutlined aria-hidden />
            <span>{t('upload.chooseImage')}</span>
          </span>
        )
      }
    >
      <Modal open={!!preview} title={t('upload.preview')} footer={null} onCancel={() => setPreview(null)} width={800}>
        {preview && <img src={preview.url} alt={preview.name} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </UploadField>
  );
}

export default ImageUpload;
