/**
 * 参数设置 (system/config/index): config rows — filters with an inclusive creation-date range, add / edit, delete
 * many (the server refuses built-in rows and its message is shown), export to xlsx, 刷新缓存.
 */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import { DeleteOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { addConfig, delConfig, exportConfig, getConfig, listConfig, refreshCache, updateConfig } from '@shared/api/system/config';
import { SYSTEM_PERMS, type ConfigForm, type ConfigQuery, type SysConfig } from '@shared/contract';
import { Auth } from '@shared/auth/Auth';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, RowActions, useListQuery, type ListColumn } from '../../../components/ListPage';
import { FormDialog, useFeedback } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';

const P = SYSTEM_PERMS.config;

type Filters = Pick<ConfigQuery, 'configName' | 'configKey' | 'configType'> & { dateRange?: unknown };

export default function ConfigPage() {
  const { t } = useTranslation('admin-views');
  const { message, confirm } = useFeedback();
  const { sys_yes_no: yesNo } = useDict('sys_yes_no');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<ConfigForm>();
  const [dialog, setDialog] = useState<{ open: boolean; title: string }>({ open: false, title: '' });

  const list = useListQuery<SysConfig, Filters>({ fetch: (q) => listConfig(q) });

  const openAdd = () => {
    form.resetFields();
    form.setFieldsValue({ configType: 'Y' });
    setDialog({ open: true, title: t('config.addTitle') });
  };
  const openEdit = async (row?: SysConfig) => {
    const id = row?.configId ?? list.selectedKeys[0];
    if (id === undefined) return;
    const res = await getConfig(id as number).catch(() => null);
    if (!res) return;
    form.resetFields();
    form.setFieldsValue({ ...res.data, configType: res.data.configType === 'N' ? 'N' : 'Y' });
    setDialog({ open: true, title: t('config.editTitle') });
  };
  const submit = async (values: ConfigForm) => {
    if (values.configId !== undefined && values.configId !== null) {
      await updateConfig({ ...values, configId: values.configId });
      message.success(t('msg.editSuccess'));
    } else {
      await addConfig(values);
      message.success(t('msg.addSuccess'));
    }
    void list.refresh();
  };
  const remove = async (row?: SysConfig) => {
    const ids = row ? [row.configId] : list.selectedKeys;
    if (!ids.length) return;
    if (!(await confirm(t('config.removeConfirm', { ids: ids.join(',') })))) return;
    try {
      await delConfig(ids as number[]);
    } catch {
      // e.g. 内置参数【sys.user.initPassword】不能删除: the request layer has shown the server's message
      return;
    }
    message.success(t('msg.removeSuccess'));
    void list.refresh();
  };
  const exportList = () => {
    void exportConfig(list.query() as ConfigQuery, `config_${Date.now()}.xlsx`);
  };
  const refresh = async () => {
    try {
      await refreshCache();
    } catch {
      return;
    }
    message.success(t('msg.refreshSuccess'));
  };

  const columns: ListColumn<SysConfig>[] = [
    { key: 'configId', title: t('config.configId'), align: 'center', width: 100 },
    { key: 'configName', title: t('config.configName'), ellipsis: true },
    { key: 'configKey', title: t('config.configKey'), ellipsis: true },
    { key: 'configValue', title: t('config.configValue'), ellipsis: true },
    { key: 'configType', title: t('config.configType'), align: 'center', render: (v: string) => <DictTag options={yesNo} value={v} /> },
    { key: 'remark', title: t('config.remark'), ellipsis: true },
    { key: 'createTime', title: t('config.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
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
      rowKey="configId"
      label={t('config.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-config"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('config.configName')} name="configName">
            <Input placeholder={t('config.configNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('config.configKey')} name="configKey">
            <Input placeholder={t('config.configKeyPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('config.configType')} name="configType">
            <Select placeholder={t('config.configTypePh')} allowClear options={dictSelectOptions(yesNo)} />
          </Form.Item>
          <Form.Item label={t('config.createTime')} name="dateRange">
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
      <FormDialog<ConfigForm> open={dialog.open} title={dialog.title} form={form} onSubmit={submit} onClose={() => setDialog((d) => ({ ...d, open: false }))}>
        <Form.Item name="configId" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('config.configName')} name="configName" rules={[{ required: true, whitespace: true, message: t('config.configNameRequired') }, { max: 100 }]}>
          <Input placeholder={t('config.configNamePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('config.configKey')} name="configKey" rules={[{ required: true, whitespace: true, message: t('config.configKeyRequired') }, { max: 100 }]}>
          <Input placeholder={t('config.configKeyPh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('config.configValue')} name="configValue" rules={[{ required: true, whitespace: true, message: t('config.configValueRequired') }, { max: 500 }]}>
          <Input.TextArea placeholder={t('config.configValuePh')} maxLength={500} rows={3} />
        </Form.Item>
        <Form.Item label={t('config.configType')} name="configType">
          <Radio.Group options={dictSelectOptions(yesNo)} />
        </Form.Item>
        <Form.Item label={t('config.remark')} name="remark">
          <Input.TextArea placeholder={t('config.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
