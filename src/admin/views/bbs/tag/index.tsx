/**
 * 标签管理 (bbs/tag/index): the tags the post editors suggest (`GET /bbs/web/tags` lists the published ones) — both
 * names, order, publish state; filters by name and state; add / edit (the Chinese name is unique); delete many; export.
 */
import { Form, Input } from 'antd';
import { useTranslation } from '@shared/i18n';
import { tagApi } from '@shared/api/bbs/admin-media';
import { tagEntity } from '@shared/contract/entities';
import type { FormOf, RowOf } from '@shared/contract/kit';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { SortField, StatusField, StatusFilter, useLangStatusColumns } from '../mediaShared';

type Tag = RowOf<typeof tagEntity>;
type TagForm = FormOf<typeof tagEntity>;
type Filters = { tagName?: string; status?: string };

export default function TagPage() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<TagForm>();
  const rules = useFieldRules(tagEntity.body);
  const { status } = useLangStatusColumns<Tag>();
  const list = useListQuery<Tag, Filters>({ fetch: (q) => tagApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(tagEntity, tagApi),
    list,
    form,
    texts: { addTitle: t('tag.addTitle'), editTitle: t('tag.editTitle'), removeConfirm: (ids) => t('tag.removeConfirm', { ids }) },
  });

  const columns: ListColumn<Tag>[] = [
    { key: 'tagId', title: t('tag.tagId'), align: 'center', width: 80 },
    { key: 'tagName', title: t('tag.tagName'), ellipsis: true },
    { key: 'tagNameEn', title: t('tag.tagNameEn'), ellipsis: true },
    { key: 'sort', title: t('tag.sort'), align: 'center', width: 100 },
    status,
    { key: 'createTime', title: t('media.createTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="tagId"
      label={t('tag.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-tag"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('tag.tagName')} name="tagName">
            <Input placeholder={t('tag.tagNamePh')} allowClear />
          </Form.Item>
          <StatusFilter />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<TagForm> {...crud.dialogProps}>
        <Form.Item label={t('tag.tagName')} name="tagName" rules={rules('tagName')}>
          <Input placeholder={t('tag.tagNamePh')} maxLength={50} />
        </Form.Item>
        <Form.Item label={t('tag.tagNameEn')} name="tagNameEn" rules={rules('tagNameEn')}>
          <Input placeholder={t('tag.tagNameEnPh')} maxLength={100} />
        </Form.Item>
        <SortField label={t('tag.sort')} rules={rules('sort')} />
        <StatusField rules={rules('status')} />
      </FormDialog>
    </ListPage>
  );
}
