/**
 * 分类管理 (bbs/type/index): the station's article types and the story categories (`GET /bbs/web/types` lists the
 * published ones) — scope, code, both names, order, publish state; filters by scope, name and state; add / edit (a code
 * is unique in its scope; a type posts use keeps its code); delete many (refused while posts use one); export.
 * The public site's filters still read the constants; switching them to these rows is a later change.
 */
import { Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { typeApi } from '@shared/api/bbs/admin-media';
import { typeEntity } from '@shared/contract/entities';
import type { FormOf, RowOf } from '@shared/contract/kit';
import { DictTag } from '@shared/ui/DictTag';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions } from '../../../components/dict';
import { SortField, StatusField, StatusFilter, useLangStatusColumns } from '../mediaShared';

type Type = RowOf<typeof typeEntity>;
type TypeForm = FormOf<typeof typeEntity>;
type Filters = { scope?: string; name?: string; status?: string };

export default function TypePage() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<TypeForm>();
  const rules = useFieldRules(typeEntity.body);
  const { status } = useLangStatusColumns<Type>();
  const scopes = [
    { label: t('type.scopeStation'), value: 'station', listClass: 'primary' },
    { label: t('type.scopeStory'), value: 'story', listClass: 'warning' },
  ];
  const list = useListQuery<Type, Filters>({ fetch: (q) => typeApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(typeEntity, typeApi),
    list,
    form,
    texts: { addTitle: t('type.addTitle'), editTitle: t('type.editTitle'), removeConfirm: (ids) => t('type.removeConfirm', { ids }) },
  });

  const columns: ListColumn<Type>[] = [
    { key: 'typeId', title: t('type.typeId'), align: 'center', width: 80 },
    { key: 'scope', title: t('type.scope'), align: 'center', width: 110, render: (v: string) => <DictTag options={scopes} value={v} /> },
    { key: 'typeCode', title: t('type.typeCode'), align: 'center', width: 100 },
    { key: 'name', title: t('type.name'), ellipsis: true },
    { key: 'nameEn', title: t('type.nameEn'), ellipsis: true },
    { key: 'sort', title: t('type.sort'), align: 'center', width: 100 },
    status,
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="typeId"
      label={t('type.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-type"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('type.scope')} name="scope">
            <Select placeholder={t('type.scopePh')} allowClear options={dictSelectOptions(scopes)} style={{ minWidth: 130 }} />
          </Form.Item>
          <Form.Item label={t('type.name')} name="name">
            <Input placeholder={t('type.namePh')} allowClear />
          </Form.Item>
          <StatusFilter />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<TypeForm> {...crud.dialogProps}>
        <Form.Item label={t('type.scope')} name="scope" rules={rules('scope')}>
          <Select placeholder={t('type.scopePh')} options={dictSelectOptions(scopes)} />
        </Form.Item>
        <Form.Item label={t('type.typeCode')} name="typeCode" rules={rules('typeCode')} extra={t('type.typeCodeHint')}>
          <Input placeholder={t('type.typeCodePh')} maxLength={16} />
        </Form.Item>
        <Form.Item label={t('type.name')} name="name" rules={rules('name')}>
          <Input placeholder={t('type.namePh')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('type.nameEn')} name="nameEn" rules={rules('nameEn')}>
          <Input placeholder={t('type.nameEnPh')} maxLength={100} />
        </Form.Item>
        <SortField label={t('type.sort')} rules={rules('sort')} />
        <StatusField rules={rules('status')} />
      </FormDialog>
    </ListPage>
  );
}
