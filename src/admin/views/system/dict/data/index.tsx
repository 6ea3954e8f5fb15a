/**
 * 字典数据 (/system/dict-data/index/:dictId, view system/dict/data): the data rows of one dict type. The type
 * select lists every type (optionselect); 重置 returns to the route's type; 关闭 goes back to the dict list and
 * closes this tab. Every change drops the type from the admin's dict store, so tags elsewhere refetch it.
 */
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Form, Input, InputNumber, Radio, Select, Tag } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { dictDataApi } from '@shared/api/system/dictData';
import { dictTypeApi, optionselect } from '@shared/api/system/dictType';
import { dictDataEntity } from '@shared/contract/entities';
import type { DictDataForm, DictDataQuery, SysDictData, SysDictType } from '@shared/contract';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../../components/ListPage/entityPage';
import { FormDialog } from '../../../../components/FormDialog';
import { dictSelectOptions, useDict, useDictStore } from '../../../../components/dict';
import { useClosePage } from '../../../../components/useClosePage';

export const DICT_LIST_PATH = '/system/dict';

/** 回显样式 (listClass) choices and the antd Tag colour each one shows as. */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
const TAG_COLOR: Record<string, string | undefined> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

type Filters = Pick<DictDataQuery, 'dictType' | 'dictLabel' | 'status'>;

/** A dict label as the list shows it: plain text for listClass default/empty, else a tag of that class. */
export function DictLabel({ row }: { row: Pick<SysDictData, 'dictLabel' | 'listClass' | 'cssClass'> }) {
  const cls = row.listClass ?? '';
  if (cls === '' || cls === 'default') return <span className={row.cssClass ?? undefined}>{row.dictLabel}</span>;
  return (
    <Tag color={TAG_COLOR[cls]} className={row.cssClass ?? undefined}>
      {row.dictLabel}
    </Tag>
  );
}

export default function DictDataPage() {
  const { t } = useTranslation('admin-views');
  const { dictId } = useParams<{ dictId: string }>();
  const closePage = useClosePage();
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<DictDataForm>();
  const [types, setTypes] = useState<SysDictType[]>([]);
  const [defaultType, setDefaultType] = useState<string | undefined>(undefined);

  const rules = useFieldRules(dictDataEntity.body);
  const list = useListQuery<SysDictData, Filters>({ fetch: (q) => dictDataApi.list(q), immediate: false });
  const search = list.search;

  // the route's type (again when the same page instance is reused for another dictId)
  const loadedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!dictId || loadedFor.current === dictId) return;
    loadedFor.current = dictId;
    dictTypeApi.get(dictId)
      .then((res) => {
        const type = res.data?.dictType;
        setDefaultType(type);
        queryForm.setFieldsValue({ dictType: type, dictLabel: undefined, status: undefined });
        void search({ dictType: type });
      })
      .catch(() => undefined);
  }, [dictId, queryForm, search]);

  const typesLoaded = useRef(false);
  useEffect(() => {
    if (typesLoaded.current) return;
    typesLoaded.current = true;
    optionselect()
      .then((res) => setTypes(res.data ?? []))
      .catch(() => undefined);
  }, []);

  /** the type being listed (the filter as searched) */
  const currentType = (list.filters.dictType as string | undefined) ?? defaultType;
  const forgetType = (type: string | undefined) => {
    if (type) useDictStore.getState().remove(type);
  };

  const kit = entityCrud(dictDataEntity, dictDataApi);
  const crud = useCrudPage({
    ...kit,
    list,
    form,
    texts: { addTitle: t('dictData.addTitle'), editTitle: t('dictData.editTitle'), removeConfirm: (ids) => t('dictData.removeConfirm', { ids }) },
    addValues: { ...kit.addValues, dictType: currentType, listClass: 'default' },
    onSaved: (values) => forgetType(values.dictType ?? undefined),
    onRemoved: () => forgetType(currentType),
  });
  const close = () => closePage(DICT_LIST_PATH);

  const columns: ListColumn<SysDictData>[] = [
    { key: 'dictCode', title: t('dictData.dictCode'), align: 'center', width: 100 },
    { key: 'dictLabel', title: t('dictData.dictLabel'), render: (_: unknown, row) => <DictLabel row={row} /> },
    { key: 'dictValue', title: t('dictData.dictValue'), ellipsis: true },
    { key: 'dictSort', title: t('dictData.dictSort'), align: 'center', width: 100 },
    { key: 'status', title: t('dictData.status'), align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'remark', title: t('dictData.remark'), ellipsis: true },
    { key: 'createTime', title: t('dictData.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  const typeOptions = types.map((d) => ({ label: d.dictName, value: d.dictType }));

  return (
    <ListPage
      list={list}
      rowKey="dictCode"
      label={t('dictData.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-dict-data"
      form={queryForm}
      filtersInitialValues={{ dictType: defaultType }}
      filters={
        <>
          <Form.Item label={t('dictData.dictName')} name="dictType">
            <Select placeholder={t('dictData.dictTypePh')} options={typeOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item label={t('dictData.dictLabel')} name="dictLabel">
            <Input placeholder={t('dictData.dictLabelPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('dictData.status')} name="status">
            <Select placeholder={t('dictData.statusPh')} allowClear options={dictSelectOptions(statusOptions)} />
          </Form.Item>
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <Button className="admin-btn--warning" icon={<CloseOutlined aria-hidden />} onClick={close}>
            {t('action.close')}
          </Button>
        </CrudToolbar>
      }
    >
      <FormDialog<DictDataForm> {...crud.dialogProps}>
        <Form.Item label={t('dictData.dictType')} name="dictType">
          <Input disabled />
        </Form.Item>
        <Form.Item label={t('dictData.dictLabel')} name="dictLabel" rules={rules('dictLabel')}>
          <Input placeholder={t('dictData.dictLabelPh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dictData.dictValue')} name="dictValue" rules={rules('dictValue')}>
          <Input placeholder={t('dictData.dictValuePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dictData.cssClass')} name="cssClass" rules={rules('cssClass')}>
          <Input placeholder={t('dictData.cssClassPh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('dictData.dictSort')} name="dictSort" rules={rules('dictSort')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item label={t('dictData.listClass')} name="listClass">
          <Select options={LIST_CLASSES.map((c) => ({ value: c, label: `${t(`dictData.listClasses.${c}`)}（${c}）` }))} />
        </Form.Item>
        <Form.Item label={t('dictData.status')} name="status">
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item label={t('dictData.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea placeholder={t('dictData.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
