import { useState } from 'react';
import { Modal, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_DEFAULTS } from '@shared/lib/upload';
import { useUploadList } from '../FileUpload/useUploadList';
import { SortableUpload, sortableItemRender } from '../FileUpload/SortableUpload';
import '../FileUpload/upload.css';

export const IMAGE_UPLOAD_TYPES: readonly string[] = IMAGE_UPLOAD_DEFAULTS.types;

export interface ImageUploadProps {
  /** comma-joined server fileNames */
  value?: string | null;
  onChange?(value: string): void;
  /** max images (default 5; 0 = no limit) */
  limit?: number;
  /** MB per image (default 5) */
  fileSize?: number;
  /** default png, jpg, jpeg */
  fileType?: readonly string[];
  isShowTip?: boolean;
  action?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Picture-card upload to POST /common/upload with preview; value = comma-joined fileNames in list order. The
 * cards are drag-sortable (pointer, or the keyboard from each card's handle).
 */
export function ImageUpload({
  value,
  onChange,
  limit = 5,
  fileSize = 5,
  fileType = IMAGE_UPLOAD_TYPES,
  isShowTip = true,
  action = '/common/upload',
  disabled,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation('admin-views');
  const list = useUploadList({ value, onChange, action, fileType, fileSize, limit, image: true });
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const full = limit > 0 && list.items.length >= limit;
  return (
    <div className="dss-image-upload">
      <SortableUpload items={list.items} layout="grid" disabled={disabled} onMove={list.move}>
        <Upload
          id={id}
          listType="picture-card"
          fileList={list.items}
          itemRender={sortableItemRender}
          multiple={limit !== 1}
          accept={fileType.map((x) => `.${x}`).join(',')}
          beforeUpload={list.beforeUpload}
          customRequest={list.customRequest}
          onChange={list.onChange}
          onPreview={(f) => f.url && setPreview({ url: f.url, name: f.name })}
          disabled={disabled}
          showUploadList={{ showRemoveIcon: !disabled }}
        >
          {!full && !disabled && (
            <span className="dss-image-upload__add">
              <PlusOutlined aria-hidden />
              <span>{t('upload.chooseImage')}</span>
            </span>
          )}
        </Upload>
      </SortableUpload>
      {isShowTip && !disabled && (
        <div className="dss-upload-tip">
          {t('upload.tip', {
            size: fileSize > 0 ? t('upload.tipSize', { size: fileSize }) : '',
            types: fileType.length ? t('upload.tipTypes', { types: fileType.join('/') }) : '',
          })}
        </div>
      )}
      <Modal open={!!preview} title={t('upload.preview')} footer={null} onCancel={() => setPreview(null)} width={800}>
        {preview && <img src={preview.url} alt={preview.name} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </div>
  );
}

export default ImageUpload;
