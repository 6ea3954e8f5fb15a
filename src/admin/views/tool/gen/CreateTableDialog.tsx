/** 创建表 (admin role): pasted CREATE TABLE statements; the server parses them and builds the tables itself. */
import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '@shared/i18n';
import { createTable } from '@shared/api/tool/gen';

export default function CreateTableDialog({ onClose }: { onClose(done: boolean): void }) {
  const { t } = useTranslation('admin-tool');
  const { message } = App.useApp();
  const [sql, setSql] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!sql.trim()) {
      message.error(t('gen.sqlRequired'));
      return;
    }
    setSaving(true);
    try {
      await createTable(sql);
      message.success(t('gen.created'));
      onClose(true);
    } catch {
      // the server's refusal is shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('gen.createTitle')} width={800} onCancel={() => onClose(false)} onOk={() => void submit()} okText={t('gen.confirm')}
      cancelText={t('gen.cancel')} confirmLoading={saving} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('gen.createHelp')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('gen.sql')} htmlFor="gen-create-sql">
          <Input.TextArea id="gen-create-sql" rows={12} value={sql} onChange={(e) => setSql(e.target.value)} placeholder={t('gen.sqlPh')}
            style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
