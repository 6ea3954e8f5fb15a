/**
 * 字典管理 (system/dict/index): dict types — filters with an inclusive creation-date range, add / edit dialog,
 * delete many, export to xlsx, 刷新缓存 (which also clears the admin's dict store). The type opens its data page.
 */
import { Link } from 'react-router-dom';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { dictTypeApi, refreshCache } from '@shared/api/system/dictType';
import { dictTypeEntity } from '@shared/contract/entities';
import type { DictTypeForm, DictTypeQuery, SysDictType } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict, useDictStore } from '../../../components/dict';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<DictTypeQuery, 'dictName' | 'dictType' | 'status'> & { dateRange?: unknown };

/** the admin's cached dict data is stale after a type is renamed or deleted, or the server's cache refreshed */
const forgetDicts = () => useDictStore.getState().clear();

export default function DictTypePage() {
  const { t } = useTranslation('admin-views');
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<DictTypeForm>();
  const rules = useFieldRules(dictTypeEntity.body);
  const list = useListQuery<SysDictType, Filters>({ fetch: (q) => dictTypeApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(dictTypeEntity, dictTypeApi),
    list,
    form,
    texts: { addTitle: t('dict.addTitle'), editTitle: t('dict.editTitle'), removeConfirm: (ids) => t('dict.removeConfirm', { ids }) },
    refreshCache: { request: refreshCache, permi: dictTypeEntity.perms.remove },
    // a renamed type moves its data
    onSaved: (_, mode) => {
      if (mode === 'edit') forgetDicts();
    },
    onRemoved: forgetDicts,
    onCacheRefreshed: forgetDicts,
  });

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
    crud.operationsColumn,
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
          <DateRangeFilter label={t('dict.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<DictTypeForm> {...crud.dialogProps}>
        <Form.Item label={t('dict.dictName')} name="dictName" rules={rules('dictName')}>
          <Input placeholder={t('dict.dictNamePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dict.dictType')} name="dictType" rules={rules('dictType')}>
          <Input placeholder={t('dict.dictTypePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dict.status')} name="status">
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item label={t('dict.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea placeholder={t('dict.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
