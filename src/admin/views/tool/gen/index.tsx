/**
 * 代码生成 (tool/gen/index): the imported tables — filters, import from the database, preview (a tab per file, copy),
 * edit (tool/gen-edit/index/:tableId), delete, sync from the database, generate (zip); 创建表 for the admin role.
 */
import { useState } from 'react';
import { Button, Form } from 'antd';
import { CloudDownloadOutlined, EditOutlined, EyeOutlined, FileAddOutlined, ImportOutlined, SyncOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { Auth } from '@shared/auth/Auth';
import { downloadGenCode, genApi, synchDb, type GenQuery } from '@shared/api/tool/gen';
import type { GenTable } from '@shared/contract/entities/gen';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { DateRangeFilter } from '../../../components/QueryForm';
import CreateTableDialog from './CreateTableDialog';
import ImportTableDialog from './ImportTableDialog';
import PreviewDialog from './PreviewDialog';
import TableFilters from './TableFilters';

type Filters = Pick<GenQuery, 'tableName' | 'tableComment'> & { dateRange?: unknown };

export const GEN_EDIT_PATH = '/tool/gen-edit/index';
const PERM = { edit: 'tool:gen:edit', remove: 'tool:gen:remove', import: 'tool:gen:import', preview: 'tool:gen:preview', code: 'tool:gen:code' };

export default function GenPage() {
  const { t } = useTranslation('admin-tool');
  const navigate = useNavigate();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const list = useListQuery<GenTable, Filters>({ fetch: (q) => genApi.list(q) });
  const [importing, setImporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<GenTable | null>(null);
  const crud = useCrudPage({
    idKey: 'tableId',
    perms: { remove: PERM.remove },
    remove: genApi.remove,
    list,
    form,
    texts: { addTitle: '', editTitle: '', removeConfirm: (ids) => t('gen.removeConfirm', { ids }) },
    operationsWidth: 200,
    rowActions: (row, defaults) => [
      { key: 'preview', label: t('gen.preview'), icon: <EyeOutlined aria-hidden />, permi: PERM.preview, onClick: () => setPreview(row) },
      { key: 'edit', label: t('gen.edit'), icon: <EditOutlined aria-hidden />, permi: PERM.edit, onClick: () => navigate(`${GEN_EDIT_PATH}/${row.tableId}`) },
      ...defaults,
      { key: 'sync', label: t('gen.sync'), icon: <SyncOutlined aria-hidden />, permi: PERM.edit, onClick: () => void sync(row) },
      { key: 'code', label: t('gen.generate'), icon: <CloudDownloadOutlined aria-hidden />, permi: PERM.code, onClick: () => void generate([row.tableName]) },
    ],
  });
  const { message, confirm } = crud.feedback;

  const sync = async (row: GenTable) => {
    if (!(await confirm(t('gen.syncConfirm', { name: row.tableName })))) return;
    try {
      await synchDb(row.tableName);
    } catch {
      return;
    }
    message.success(t('gen.synced', { name: row.tableName }));
  };

  const generate = async (names: string[]) => {
    if (names.length === 0) {
      message.error(t('gen.chooseTables'));
      return;
    }
    if (await downloadGenCode(names)) message.success(t('gen.generated'));
  };

  const selected = list.selectedRows;
  const columns: ListColumn<GenTable>[] = [
    { key: 'tableId', title: t('gen.tableId'), align: 'center', width: 90 },
    { key: 'tableName', title: t('gen.tableName'), ellipsis: true },
    { key: 'tableComment', title: t('gen.tableComment'), ellipsis: true },
    { key: 'className', title: t('gen.className'), ellipsis: true },
    { key: 'createTime', title: t('gen.createTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
    { key: 'updateTime', title: t('gen.updateTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="tableId"
      label={t('gen.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:tool-gen"
      form={queryForm}
      filters={
        <>
          <TableFilters />
          <DateRangeFilter label={t('gen.createTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <Auth permi={PERM.code}>
            <Button color="primary" variant="outlined" icon={<CloudDownloadOutlined aria-hidden />} disabled={selected.length === 0}
              onClick={() => void generate(selected.map((r) => r.tableName))}>
              {t('gen.generate')}
            </Button>
          </Auth>
          <Auth role="admin">
            <Button icon={<FileAddOutlined aria-hidden />} onClick={() => setCreating(true)}>{t('gen.create')}</Button>
          </Auth>
          <Auth permi={PERM.import}>
            <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>{t('gen.import')}</Button>
          </Auth>
          <Auth permi={PERM.edit}>
            <Button icon={<EditOutlined aria-hidden />} disabled={selected.length !== 1} onClick={() => navigate(`${GEN_EDIT_PATH}/${selected[0]!.tableId}`)}>
              {t('gen.edit')}
            </Button>
          </Auth>
        </CrudToolbar>
      }
    >
      {importing && <ImportTableDialog onClose={(done) => { setImporting(false); if (done) void list.refresh(); }} />}
      {creating && <CreateTableDialog onClose={(done) => { setCreating(false); if (done) void list.refresh(); }} />}
      {preview && <PreviewDialog table={preview} onClose={() => setPreview(null)} />}
    </ListPage>
  );
}
