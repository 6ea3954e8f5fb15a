/**
 * 字典管理 (system/dict/index): dict types — filters with an inclusive creation-date range, add / edit dialog,
 * delete many, export to xlsx, 刷新缓存 (which also clears the admin's dict store). The type opens its data page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import { DeleteOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addType, delType, exportType, getType, listType, refreshCache, updateType } from '@shared/api/system/dict';
import { SYSTEM_PERMS, type DictTypeForm, type DictTypeQuery, type SysDictType } from '@shared/contract';
import { Auth } from '@shared/auth/Auth';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, RowActions, useListQuery, type ListColumn } from '../../../components/ListPage';
import { FormDialog, useFeedback } from '../../../components/FormDialog';
import { dictSelectOptions, useDict, useDictStore } from '../../../components/dict';

const P = SYSTEM_PERMS.dict;
/** RuoYi's rule for a dict type (the server checks it too). */
export const DICT_TYPE_RE = /^[a-z][a-z0-9_]*$/;

type Filters = Pick<DictTypeQuery, 'dictName' | 'dictType' | 'status'> & { dateRange?: unknown };

export default function DictTypePage() {
  const { t } = useTranslation('admin-views');
  const { message, confirm } = useFeedback();
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<DictTypeForm>();
  const [dialog, setDialog] = useState<{ open: boolean; title: string }>({ open: false, title: '' });

  const list = useListQuery<SysDictType, Filters>({ fetch: (q) => listType(q) });

  const openAdd = () => {
    form.resetFields();
    form.setFieldsValue({ status: '0' });
    setDialog({ open: true, title: t('dict.addTitle') });
  };
  const openEdit = async (row?: SysDictType) => {
    const id = row?.dictId ?? list.selectedKeys[0];
    if (id === undefined) return;
    const res = await getType(id as number).catch(() => null);
    if (!res) return;
    form.resetFields();
    form.setFieldsValue(res.data);
    setDialog({ open: true, title: t('dict.editTitle') });
  };
  const submit = async (values: DictTypeForm) => {
    if (values.dictId !== undefined && values.dictId !== null) {
      await updateType({ ...values, dictId: values.dictId });
      message.success(t('msg.editSuccess'));
      // a renamed type moves its data: forget what the admin has cached
      useDictStore.getState().clear();
    } else {
      await addType(values);
      message.success(t('msg.addSuccess'));
    }
    void list.refresh();
  };
  const remove = async (row?: SysDictType) => {
    const ids = row ? [row.dictId] : list.selectedKeys;
    if (!ids.length) return;
    if (!(await confirm(t('dict.removeConfirm', { ids: ids.join(',') })))) return;
    try {
      await delType(ids as number[]);
    } catch {
      return;
    }
    message.success(t('msg.removeSuccess'));
    useDictStore.getState().clear();
    void list.refresh();
  };
  const exportList = () => {
    void exportType(list.query() as DictTypeQuery, `dict_${Date.now()}.xlsx`);
  };
  const refresh = async () => {
    try {
      await refreshCache();
    } catch {
      return;
    }
    message.success(t('msg.refreshSuccess'));
    useDictStore.getState().clear();
  };

  const columns: ListColumn<SysDictType>[] = [
    { key: 'dictId', title: t('dict.dictId'), align: 'center', width: 100 },
    { key: 'dictName', title: t('dict.dictName'), ellipsis: true },
    {
      key: 'dictType',
      title: t('dict.dictType'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <Link to={`/system/dict-data/index/${row.dictId}`} className="admin-dict-link">
          {row.dictType}
        </Link>
      ),
    },
    { key: 'status', title: t('dict.status'), align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'remark', title: t('dict.remark'), ellipsis: true },
    { key: 'createTime', title: t('dict.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    {
      key: 'operations',
      title: t('action.operations'),
      align: 'center',
      hideable: false,
      width: 110,
      render: (_: unknown, row) => (
        <RowActions
          actions={[
            { key: 'edit', label: t('action.edit'), icon: <EditOutlined aria-hidden />, permi: P.edit, onClick: () => void openEdit(row) },
            { key: 'remove', label: t('action.remove'), icon: <DeleteOutlined aria-hidden />, permi: P.remove, onClick: () => void remove(row) },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage
      list={list}
      rowKey="dictId"
      label={t('dict.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-dict"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('dict.dictName')} name="dictName">
            <Input placeholder={t('dict.dictNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('dict.dictType')} name="dictType">
            <Input placeholder={t('dict.dictTypePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('dict.status')} name="status">
            <Select placeholder={t('dict.statusPh')} allowClear options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item label={t('dict.createTime')} name="dateRange">
            <DatePicker.RangePicker placeholder={[t('query.beginDate'), t('query.endDate')]} allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        <CrudToolbar
          perms={P}
          selected={list.selectedKeys.length}
          onAdd={openAdd}
          onEdit={() => void openEdit()}
          onRemove={() => void remove()}
          onExport={exportList}
        >
          <Auth permi={P.remove}>
            <Button danger icon={<SyncOutlined aria-hidden />} onClick={() => void refresh()}>
              {t('action.refreshCache')}
            </Button>
          </Auth>
        </CrudToolbar>
      }
    >
      <FormDialog<DictTypeForm> open={dialog.open} title={dialog.title} form={form} onSubmit={submit} onClose={() => setDialog((d) => ({ ...d, open: false }))}>
        <Form.Item name="dictId" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('dict.dictName')} name="dictName" rules={[{ required: true, whitespace: true, message: t('dict.dictNameRequired') }, { max: 100 }]}>
          <Input placeholder={t('dict.dictNamePh')} maxLength={100} />
        </Form.Item>
        <Form.Item
          label={t('dict.dictType')}
          name="dictType"
          rules={[
            { required: true, whitespace: true, message: t('dict.dictTypeRequired') },
            { pattern: DICT_TYPE_RE, message: t('dict.dictTypePattern') },
            { max: 100 },
          ]}
        >
          <Input placeholder={t('dict.dictTypePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dict.status')} name="status">
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item label={t('dict.remark')} name="remark">
          <Input.TextArea placeholder={t('dict.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
