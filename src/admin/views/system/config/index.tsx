/**
 * 参数设置 (system/config/index): config rows — filters with an inclusive creation-date range, add / edit, delete
 * many (the server refuses built-in rows and its message is shown), export to xlsx, 刷新缓存.
 */
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { configApi, refreshCache } from '@shared/api/system/config';
import { configEntity } from '@shared/contract/entities';
import type { ConfigForm, ConfigQuery, SysConfig } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<ConfigQuery, 'configName' | 'configKey' | 'configType'> & { dateRange?: unknown };

/** a loaded row as the form takes it (系统内置 is Y unless N) */
const toForm = (data: SysConfig): Partial<ConfigForm> => ({ ...data, configType: data.configType === 'N' ? 'N' : 'Y' });

export default function ConfigPage() {
  const { t } = useTranslation('admin-views');
  const { sys_yes_no: yesNo } = useDict('sys_yes_no');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<ConfigForm>();
  const rules = useFieldRules(configEntity.body);
  const list = useListQuery<SysConfig, Filters>({ fetch: (q) => configApi.list(q) });
  // built-in rows are refused on delete (内置参数【sys.user.initPassword】不能删除): the request layer shows the message
  const crud = useCrudPage({
    ...entityCrud(configEntity, configApi),
    list,
    form,
    texts: { addTitle: t('config.addTitle'), editTitle: t('config.editTitle'), removeConfirm: (ids) => t('config.removeConfirm', { ids }) },
    toForm,
    refreshCache: { request: refreshCache, permi: configEntity.perms.remove },
  });

  const columns: ListColumn<SysConfig>[] = [
    { key: 'configId', title: t('config.configId'), align: 'center', width: 100 },
    { key: 'configName', title: t('config.configName'), ellipsis: true },
    { key: 'configKey', title: t('config.configKey'), ellipsis: true },
    { key: 'configValue', title: t('config.configValue'), ellipsis: true },
    { key: 'configType', title: t('config.configType'), align: 'center', render: (v: string) => <DictTag options={yesNo} value={v} /> },
    { key: 'remark', title: t('config.remark'), ellipsis: true },
    { key: 'createTime', title: t('config.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
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
          <DateRangeFilter label={t('config.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<ConfigForm> {...crud.dialogProps}>
        <Form.Item label={t('config.configName')} name="configName" rules={rules('configName')}>
          <Input placeholder={t('config.configNamePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('config.configKey')} name="configKey" rules={rules('configKey')}>
          <Input placeholder={t('config.configKeyPh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('config.configValue')} name="configValue" rules={rules('configValue')}>
          <Input.TextArea placeholder={t('config.configValuePh')} maxLength={500} rows={3} />
        </Form.Item>
        <Form.Item label={t('config.configType')} name="configType" rules={rules('configType')}>
          <Radio.Group options={dictSelectOptions(yesNo)} />
        </Form.Item>
        <Form.Item label={t('config.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea placeholder={t('config.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
