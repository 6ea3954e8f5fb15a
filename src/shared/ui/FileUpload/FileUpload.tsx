import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadList } from './useUploadList';
import { SortableUpload, sortableItemRender } from './SortableUpload';
import './upload.css';

/** RuoYi FileUpload defaults (spec section 5, with the Office x-formats RuoYi-Vue3 also accepts). */
export const FILE_UPLOAD_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'pdf', 'mp4'] as const;

export interface FileUploadProps {
  /** comma-joined server fileNames ('/profile/upload/…') */
  value?: string | null;
  onChange?(value: string): void;
  /** max files (default 5; 0 = no limit) */
  limit?: number;
  /** MB per file (default 5; 0 = no limit) */
  fileSize?: number;
  /** allowed extensions (default doc, docx, xls, xlsx, ppt, pptx, txt, pdf, mp4; [] = any) */
  fileType?: readonly string[];
  /** show the size / type tip (default true) */
  isShowTip?: boolean;
  /** upload url relative to the API base (default /common/upload) */
  action?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * File upload to POST /common/upload: type, size and count checks with RuoYi's messages; value = fileNames in
 * list order. The list is drag-sortable (pointer, or the keyboard from each item's handle).
 */
export function FileUpload({
  value,
  onChange,
  limit = 5,
  fileSize = 5,
  fileType = FILE_UPLOAD_TYPES,
  isShowTip = true,
  action = '/common/upload',
  disabled,
  id,
}: FileUploadProps) {
  const { t } = useTranslation('admin-views');
  const list = useUploadList({ value, onChange, action, fileType, fileSize, limit, image: false });
  const full = limit > 0 && list.items.length >= limit;
  return (
    <div className="dss-file-upload">
      <SortableUpload items={list.items} layout="list" disabled={disabled} onMove={list.move}>
        <Upload
          id={id}
          fileList={list.items}
          itemRender={sortableItemRender}
          multiple={limit !== 1}
          accept={fileType.length ? fileType.map((x) => `.${x}`).join(',') : undefined}
          beforeUpload={list.beforeUpload}
          customRequest={list.customRequest}
          onChange={list.onChange}
          disabled={disabled}
          showUploadList={{ showRemoveIcon: !disabled }}
        >
          {!disabled && (
            <Button icon={<UploadOutlined aria-hidden />} disabled={full}>
              {t('upload.chooseFile')}
            </Button>
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
    </div>
  );
}

export default FileUpload;
