import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { downloadImportTemplate, importUsers } from '@shared/api/system/user';
import { isRequestError } from '@shared/api/errors';

/** The server's summary ('…：<br/>1、账号 x 导入成功…', values escaped) as lines of text, never as HTML. */
export function summaryLines(msg: string): string[] {
  return msg
    .split(/<br\s*\/?>/i)
    .map((line) => line.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'))
    .filter(Boolean);
}

/**
 * 用户导入 (RuoYi ExcelImportDialog): one .xls/.xlsx file, 是否更新已经存在的用户数据, 下载模板, then the server's
 * row summary (which rows were added, updated or refused and why).
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const { t } = useTranslation('admin-views');
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; lines: string[] } | null>(null);

  const close = () => {
    setFile(null);
    setResult(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await importUsers(file, update);
      setResult({ ok: true, lines: summaryLines(res.msg) });
      onImported();
    } catch (err) {
      const msg = isRequestError(err) ? ((err.body as { msg?: string } | undefined)?.msg ?? err.message) : String(err);
      setResult({ ok: false, lines: summaryLines(msg) });
      onImported();
    } finally {
      setBusy(false);
      setFile(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('user.importTitle')}
      onCancel={close}
      width={480}
      footer={[
        <Button key="ok" type="primary" loading={busy} disabled={!file} onClick={() => void submit()}>
          {t('action.confirm')}
        </Button>,
        <Button key="cancel" onClick={close}>
          {t('action.cancel')}
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        beforeUpload={(f) => {
          setFile(f);
          setResult(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon"><InboxOutlined aria-hidden /></p>
        <p>{t('user.importDrop')}</p>
      </Upload.Dragger>
      <div className="admin-user-import__options">
        <Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)}>{t('user.updateSupport')}</Checkbox>
        <p>{t('user.importHint')}</p>
        <Button type="link" onClick={() => void downloadImportTemplate()}>{t('user.template')}</Button>
      </div>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          title={result.lines[0]}
          description={<ol className="admin-user-import__rows">{result.lines.slice(1).map((l) => <li key={l}>{l.replace(/^\d+、/, '')}</li>)}</ol>}
        />
      )}
    </Modal>
  );
}
