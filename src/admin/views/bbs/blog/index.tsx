/**
 * 帖子管理 (bbs/blog/index): every forum post — station articles, stories and member discussions. Filters (title,
 * type, article type, story category, city, review and publishing state, author, creation dates) and the 待审核
 * quick filter with the pending count; add / edit with the rich-text editor (image and video upload), a cover,
 * tags (at most 5) and pin; row actions approve / reject (the reason asked in a dialog; the member author gets a
 * notice), publish / unpublish and pin / unpin; delete many (soft) and export.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Radio, Select, Tag } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, PushpinOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { auditBlogs, blogApi } from '@shared/api/bbs/admin-posts';
import { listCity, listTags, listTypes } from '@shared/api/web';
import { blogEntity, POST_TAGS_MAX, type PublicTag, type PublicType } from '@shared/contract/entities';
import type { FormOf, QueryOf, RowOf } from '@shared/contract/kit';
import { useLanguage } from '@shared/i18n';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { RichTextEditor } from '@shared/ui/RichTextEditor';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { AuditTag, ReviewTools, useModeration } from '../moderation';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../components/QueryForm';
import { SchoolSelect } from '../SchoolSelect';

type Row = RowOf<typeof blogEntity>;
type Filters = Pick<QueryOf<typeof blogEntity>, 'title' | 'postType' | 'blogType' | 'category' | 'cityCode' | 'auditStatus' | 'status' | 'authorName'> & { dateRange?: unknown };
/** the form: tags as the select's list (sent comma-joined) */
type BlogForm = Omit<FormOf<typeof blogEntity>, 'tags'> & { tags?: string[] };

const toBody = (v: BlogForm): FormOf<typeof blogEntity> => ({ ...v, tags: (v.tags ?? []).join(',') });
/** a loaded row as the form takes it (the row's codes are the body's) */
const toForm = (data: Row): Partial<BlogForm> => ({ ...data, tags: data.tags ? data.tags.split(',') : [] }) as Partial<BlogForm>;

export default function BlogPage() {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<BlogForm>();
  const rules = useFieldRules(blogEntity.body);
  const postType = Form.useWatch('postType', form);
  const [cities, setCities] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    listCity({ lang: lang === 'en' ? 'en' : 'zh' }).then((r) => setCities(r.data.map((c) => ({ value: c.value, label: c.label }))), () => setCities([]));
  }, [lang]);
  // the enabled types of 分类管理 (both scopes) and the tags of 标签管理, offered by the filters and the form
  const [types, setTypes] = useState<PublicType[]>([]);
  const [savedTags, setSavedTags] = useState<PublicTag[]>([]);
  useEffect(() => {
    listTypes().then((r) => setTypes(r.data ?? []), () => setTypes([]));
    listTags().then((r) => setSavedTags(r.data ?? []), () => setSavedTags([]));
  }, []);

  const typeOptions = (scope: PublicType['scope']) =>
    types.filter((x) => x.scope === scope).map((x) => ({ value: x.typeCode, label: lang === 'en' ? x.nameEn || x.name : x.name }));
  const tagOptions = savedTags.map((x) => ({ value: x.tagName, label: lang === 'en' && x.tagNameEn ? `${x.tagName} (${x.tagNameEn})` : x.tagName }));
  const codes = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const postTypes = codes('post.postTypes', ['1', '2', '3']);
  const blogTypes = typeOptions('station');
  const categories = typeOptions('story');
  const auditStatuses = codes('post.auditStatuses', ['0', '1', '2']);
  const statuses = codes('post.statuses', ['0', '1']);

  const list = useListQuery<Row, Filters>({ fetch: (q) => blogApi.list(q) });
  const moderation = useModeration({ audit: auditBlogs, permi: blogEntity.perms.audit, onDone: () => void list.refresh() });
  const kit = entityCrud(blogEntity, blogApi);
  const crud = useCrudPage({
    ...kit,
    add: (v: BlogForm) => blogApi.add(toBody(v)),
    update: (v: BlogForm) => blogApi.update(toBody(v)),
    addValues: { ...kit.addValues, tags: [] } as Partial<BlogForm>,
    toForm,
    list,
    form,
    texts: { addTitle: t('post.addTitle'), editTitle: t('post.editTitle'), removeConfirm: (ids) => t('post.removeConfirm', { ids }) },
    operationsWidth: 200,
    rowActions: (row, defaults) => [
      ...defaults,
      ...moderation.rowActions(row.postId, row.auditStatus),
      row.status === '0'
        ? { key: 'unpublish', label: t('post.unpublish'), icon: <EyeInvisibleOutlined aria-hidden />, permi: blogEntity.perms.edit, onClick: () => void patch(row, { status: '1' }, t('post.unpublishDone')) }
        : { key: 'publish', label: t('post.publish'), icon: <EyeOutlined aria-hidden />, permi: blogEntity.perms.edit, onClick: () => void patch(row, { status: '0' }, t('post.publishDone')) },
      row.pinned === '1'
        ? { key: 'unpin', label: t('post.unpin'), icon: <VerticalAlignBottomOutlined aria-hidden />, permi: blogEntity.perms.edit, onClick: () => void patch(row, { pinned: '0' }, t('post.unpinDone')) }
        : { key: 'pin', label: t('post.pin'), icon: <PushpinOutlined aria-hidden />, permi: blogEntity.perms.edit, onClick: () => void patch(row, { pinned: '1' }, t('post.pinDone')) },
    ],
  });

  /** one field changed on the stored post (loaded whole: list rows leave the body out) */
  async function patch(row: Row, change: Partial<FormOf<typeof blogEntity>>, done: string) {
    const res = await blogApi.get(row.postId).catch(() => null);
    if (!res?.data) return;
    try {
      await blogApi.update({ ...(res.data as FormOf<typeof blogEntity>), ...change, postId: row.postId });
    } catch {
      return; // the request layer has shown why
    }
    crud.feedback.message.success(done);
    void list.refresh();
  }

  const optionLabel = (options: { value: string; label: string }[], v: string | null) => options.find((o) => o.value === v)?.label ?? v ?? '';
  const columns: ListColumn<Row>[] = [
    { key: 'postId', title: t('post.postId'), align: 'center', width: 80 },
    {
      key: 'title',
      title: t('post.title'),
      ellipsis: true,
      render: (v: string, row) => (
        <>
          {row.pinned === '1' && <Tag color="volcano">{t('post.pinned')}</Tag>}
          {v}
        </>
      ),
    },
    { key: 'postType', title: t('post.postType'), align: 'center', width: 110, render: (v: string) => optionLabel(postTypes, v) },
    {
      key: 'blogType',
      title: `${t('post.blogType')} / ${t('post.category')}`,
      align: 'center',
      width: 130,
      render: (_: unknown, row) => (row.postType === '2' ? optionLabel(categories, row.category) : optionLabel(blogTypes, row.blogType)),
    },
    { key: 'authorName', title: t('post.authorName'), align: 'center', width: 120, ellipsis: true },
    { key: 'cityCode', title: t('post.city'), align: 'center', width: 100, render: (v: string | null) => (v ? optionLabel(cities, v) : t('post.allCities')) },
    { key: 'auditStatus', title: t('post.auditStatus'), align: 'center', width: 100, render: (v: string) => <AuditTag value={v} /> },
    {
      key: 'status',
      title: t('post.status'),
      align: 'center',
      width: 100,
      render: (v: string) => <Tag color={v === '0' ? 'processing' : 'default'}>{optionLabel(statuses, v)}</Tag>,
    },
    { key: 'views', title: t('post.views'), align: 'center', width: 80, defaultVisible: false },
    { key: 'createTime', title: t('post.createTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="postId"
      label={t('post.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-blog"
      form={queryForm}
      filters={
        <>
          <TextFilter label={t('post.title')} name="title" placeholder={t('post.titlePh')} />
          <SelectFilter label={t('post.postType')} name="postType" placeholder={t('post.postTypePh')} options={postTypes} />
          <SelectFilter label={t('post.blogType')} name="blogType" placeholder={t('post.blogTypePh')} options={blogTypes} />
          <SelectFilter label={t('post.category')} name="category" placeholder={t('post.categoryPh')} options={categories} />
          <SelectFilter label={t('post.city')} name="cityCode" placeholder={t('post.cityPh')} options={cities} />
          <SelectFilter label={t('post.auditStatus')} name="auditStatus" placeholder={t('post.auditStatusPh')} options={auditStatuses} />
          <SelectFilter label={t('post.status')} name="status" placeholder={t('post.statusPh')} options={statuses} />
          <TextFilter label={t('post.authorName')} name="authorName" placeholder={t('post.authorNamePh')} />
          <DateRangeFilter label={t('post.createTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <ReviewTools moderation={moderation} list={list} queryForm={queryForm} count={pendingCount} />
        </CrudToolbar>
      }
    >
      <FormDialog<BlogForm> {...crud.dialogProps} width={860} labelWidth={100}>
        <Form.Item label={t('post.postType')} name="postType" rules={rules('postType')}>
          <Radio.Group options={postTypes} />
        </Form.Item>
        <Form.Item label={t('post.title')} name="title" rules={rules('title')}>
          <Input placeholder={t('post.titlePh')} maxLength={200} />
        </Form.Item>
        {postType === '2' ? (
          <Form.Item label={t('post.category')} name="category" rules={[...rules('category'), { required: true, message: t('post.categoryPh') }]}>
            <Select placeholder={t('post.categoryPh')} options={categories} />
          </Form.Item>
        ) : (
          <Form.Item label={t('post.blogType')} name="blogType" rules={[...rules('blogType'), { required: postType === '1', message: t('post.blogTypePh') }]}>
            <Select placeholder={t('post.blogTypePh')} options={blogTypes} allowClear />
          </Form.Item>
        )}
        <Form.Item label={t('post.city')} name="cityCode" rules={rules('cityCode')}>
          <Select placeholder={t('post.allCities')} options={cities} allowClear />
        </Form.Item>
        <Form.Item label={t('post.lang')} name="lang" rules={rules('lang')}>
          <Radio.Group options={[{ value: 'zh', label: t('post.langs.zh') }, { value: 'en', label: t('post.langs.en') }]} />
        </Form.Item>
        <Form.Item label={t('post.authorName')} name="authorName" rules={rules('authorName')} extra={t('post.authorNameTip')}>
          <Input placeholder={t('post.authorNamePh')} maxLength={64} />
        </Form.Item>
        <Form.Item label={t('post.schoolId')} name="schoolId" rules={rules('schoolId')}>
          <SchoolSelect placeholder={t('post.schoolIdPh')} />
        </Form.Item>
        <Form.Item label={t('post.cover')} name="cover" rules={rules('cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label={t('post.summary')} name="summary" rules={rules('summary')}>
          <Input.TextArea rows={2} placeholder={t('post.summaryPh')} maxLength={500} />
        </Form.Item>
        <Form.Item label={t('post.content')} name="content" rules={rules('content')}>
          <RichTextEditor label={t('post.content')} minHeight={240} />
        </Form.Item>
        <Form.Item label={t('post.tags')} name="tags" rules={rules('tags')}>
          <Select mode="tags" maxCount={POST_TAGS_MAX} placeholder={t('post.tagsPh')} options={tagOptions} tokenSeparators={[',', '，']} />
        </Form.Item>
        <Form.Item label={t('post.status')} name="status" rules={rules('status')}>
          <Radio.Group options={statuses} />
        </Form.Item>
        <Form.Item label={t('post.pinned')} name="pinned" rules={rules('pinned')}>
          <Radio.Group options={codes('post.pinnedOptions', ['0', '1'])} />
        </Form.Item>
      </FormDialog>
      {moderation.dialog}
    </ListPage>
  );
}

/** the pending count of the 待审核 filter */
const pendingCount = async () => (await blogApi.list({ auditStatus: '1', pageNum: 1, pageSize: 1 })).total;

