import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { FILE_UPLOAD_DEFAULTS } from '@shared/lib/upload';
import type { UploadBaseProps } from './useUploadList';
import { UploadField } from './UploadField';

/** The spec's FileUpload default types (section 5): doc, xls, ppt, txt, pdf, mp4; a page may pass others. */
export const FILE_UPLOAD_TYPES = FILE_UPLOAD_DEFAULTS.types;

export interface FileUploadProps extends UploadBaseProps {
  /** allowed extensions (default doc, xls, ppt, txt, pdf, mp4; [] = any) */
  fileType?: readonly string[];
}

/**
 * File upload to POST /common/upload: type, size and count checks with RuoYi's messages; value = fileNames in
 * list order. The list is drag-sortable (pointer, or the keyboard from each item's handle).
 */
export function FileUpload({ fileType = FILE_UPLOAD_TYPES, ...props }: FileUploadProps) {
  const { t } = useTranslation('common');
  return (
    <UploadField
      {...props}
      fileType={fileType}
      image={false}
      layout="list"
      className="dss-file-upload"
      trigger={(full) => (
        <Button icon={<UploadOutlined aria-hidden />} disabled={full}>
          {t('upload.chooseFile')}
        </Button>
      )}
    />
  );
}

export default FileUpload;
