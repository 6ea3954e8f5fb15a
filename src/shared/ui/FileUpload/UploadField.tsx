import type { ReactNode } from 'react';
import { Upload, type UploadProps } from 'antd';
import { useTranslation } from '@shared/i18n';
import { acceptOf } from '@shared/lib/upload';
import { useUploadList, type UploadBaseProps } from './useUploadList';
import { SortableUpload, sortableItemRender } from './SortableUpload';
import './upload.css';

export interface UploadFieldProps extends UploadBaseProps {
  fileType: readonly string[];
  /** image messages and checks (ImageUpload) */
  image: boolean;
  /** `list` (FileUpload) or `grid` of picture cards (ImageUpload) */
  layout: 'list' | 'grid';
  className: string;
  listType?: UploadProps['listType'];
  onPreview?: UploadProps['onPreview'];
  /** what opens the file dialog (only while enabled), given whether the list is full */
  trigger(full: boolean): ReactNode;
  /** after the tip (ImageUpload's preview dialog) */
  children?: ReactNode;
}

/**
 * What FileUpload and ImageUpload share: the list state of `useUploadList`, the drag-sortable antd Upload and
 * RuoYi's size / type tip. Texts come from `common`: the public site never loads `admin-views`.
 */
export function UploadField({
  value,
  onChange,
  limit = 5,
  fileSize = 5,
  fileType,
  isShowTip = true,
  action = '/common/upload',
  disabled,
  id,
  image,
  layout,
  className,
  listType,
  onPreview,
  trigger,
  children,
}: UploadFieldProps) {
  const { t } = useTranslation('common');
  const list = useUploadList({ value, onChange, action, fileType, fileSize, limit, image });
  const full = limit > 0 && list.items.length >= limit;
  return (
    <div className={className}>
      <SortableUpload items={list.items} layout={layout} disabled={disabled} onMove={list.move}>
        <Upload
          id={id}
          listType={listType}
          fileList={list.items}
          itemRender={sortableItemRender}
          multiple={limit !== 1}
          accept={acceptOf(fileType)}
          beforeUpload={list.beforeUpload}
          customRequest={list.customRequest}
          onChange={list.onChange}
          onPreview={onPreview}
          disabled={disabled}
          showUploadList={{ showRemoveIcon: !disabled }}
        >
          {!disabled && trigger(full)}
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
      {children}
    </div>
  );
}
