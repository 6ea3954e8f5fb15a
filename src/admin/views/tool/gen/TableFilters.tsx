/** The table name and description filters of the gen list and the import dialog. */
import { Form, Input } from 'antd';
import { useTranslation } from '@shared/i18n';

export default function TableFilters() {
  const { t } = useTranslation('admin-tool');
  return (
    <>
      <Form.Item label={t('gen.tableName')} name="tableName">
        <Input placeholder={t('gen.tableNamePh')} allowClear />
      </Form.Item>
      <Form.Item label={t('gen.tableComment')} name="tableComment">
        <Input placeholder={t('gen.tableCommentPh')} allowClear />
      </Form.Item>
    </>
  );
}
