/** 导入表: the database's tables not imported yet, filtered by name and comment, chosen with checkboxes. */
import { useCallback, useEffect, useState } from 'react';
import { App, Button, Form, Modal, Space, Table } from 'antd';
import { useTranslation } from '@shared/i18n';
import { importTable, listDbTable, type DbTableQuery } from '@shared/api/tool/gen';
import type { DbTable } from '@shared/contract/entities/gen';
import TableFilters from './TableFilters';

const PAGE_SIZE = 10;

export default function ImportTableDialog({ onClose }: { onClose(done: boolean): void }) {
  const { t } = useTranslation('admin-tool');
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<DbTableQuery>();
  const [query, setQuery] = useState<DbTableQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const [rows, setRows] = useState<DbTable[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async (q: DbTableQuery) => {
    setLoading(true);
    try {
      const res = await listDbTable(q);
      setRows(res.rows);
      setTotal(res.total);
    } catch {
      // the request layer has shown why
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load(query);
  }, [load, query]);

  const submit = async () => {
    if (chosen.length === 0) {
      message.error(t('gen.chooseImport'));
      return;
    }
    setSaving(true);
    try {
      await importTable(chosen);
      message.success(t('gen.imported'));
      onClose(true);
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('gen.importTitle')} width={800} onCancel={() => onClose(false)} onOk={() => void submit()} okText={t('gen.confirm')}
      cancelText={t('gen.cancel')} confirmLoading={saving} destroyOnHidden>
      <Form form={filterForm} layout="inline" onFinish={(v) => setQuery({ ...v, pageNum: 1, pageSize: PAGE_SIZE })} style={{ marginBottom: 12, rowGap: 8 }}>
        <TableFilters />
        <Space>
          <Button type="primary" htmlType="submit">{t('gen.search')}</Button>
          <Button onClick={() => { filterForm.resetFields(); setQuery({ pageNum: 1, pageSize: PAGE_SIZE }); }}>{t('gen.reset')}</Button>
        </Space>
      </Form>
      <Table<DbTable>
        aria-label={t('gen.dbTableLabel')}
        rowKey="tableName"
        size="small"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          getCheckboxProps: (r) => ({ 'aria-label': t('gen.chooseTable', { name: r.tableName }) }),
          preserveSelectedRowKeys: true,
        }}
        columns={[
          { key: 'tableName', dataIndex: 'tableName', title: t('gen.tableName') },
          { key: 'tableComment', dataIndex: 'tableComment', title: t('gen.tableComment') },
        ]}
        pagination={{
          current: query.pageNum,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Modal>
  );
}
