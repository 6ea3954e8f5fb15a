/** 代码预览: every generated file in a tab of its own, with a copy button. */
import { useEffect, useState } from 'react';
import { App, Button, Empty, Modal, Spin, Tabs } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { previewTable } from '@shared/api/tool/gen';
import type { GenTable } from '@shared/contract/entities/gen';

export default function PreviewDialog({ table, onClose }: { table: GenTable; onClose(): void }) {
  const { t } = useTranslation('admin-tool');
  const { message } = App.useApp();
  const [files, setFiles] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    let live = true;
    previewTable(table.tableId)
      .then((res) => live && setFiles(res.data ?? {}))
      .catch(() => live && setFiles({}));
    return () => {
      live = false;
    };
  }, [table.tableId]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('gen.copied'));
    } catch {
      message.error(t('gen.copyFailed'));
    }
  };

  return (
    <Modal open title={t('gen.previewTitle', { name: table.tableName })} width="90%" style={{ maxWidth: 1200 }} footer={null} onCancel={onClose} destroyOnHidden>
      {files && Object.keys(files).length === 0 ? (
        <Empty description={t('gen.previewEmpty')} />
      ) : files ? (
        <Tabs
          items={Object.entries(files).map(([path, text]) => ({
            key: path,
            label: path.split('/').pop(),
            children: (
              <div>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 8 }}>
                  <code style={{ wordBreak: 'break-all' }}>{path}</code>
                  <Button size="small" icon={<CopyOutlined aria-hidden />} onClick={() => void copy(text)}>{t('gen.copy')}</Button>
                </div>
                {/* focusable, so the keyboard can scroll a long file */}
                <pre tabIndex={0} aria-label={path} style={{ maxHeight: '60vh', overflow: 'auto', background: 'var(--ant-color-fill-quaternary, #f6f8fa)', padding: 12, margin: 0 }}>
                  {text}
                </pre>
              </div>
            ),
          }))}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
