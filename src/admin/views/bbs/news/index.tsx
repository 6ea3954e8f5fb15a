/**
 * 新闻管理 (bbs/news/index): the site's news, one row per language — filters by title, type, city, language, state and
 * creation days; add / edit with the rich-text editor (images and videos upload), a cover, the source; publish or
 * unpublish; delete many; export. A saved change shows on the public home at its next call.
 */
import { Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { newsApi } from '@shared/api/bbs/admin-media';
import { INFO_TYPES } from '@shared/contract/constants';
import { newsEntity } from '@shared/contract/entities';
import type { FormOf, RowOf } from '@shared/contract/kit';
import { useLanguage } from '@shared/i18n';
import { DictTag } from '@shared/ui/DictTag';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { RichTextEditor } from '@shared/ui/RichTextEditor';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { CitySelect, LangField, MediaFilters, StatusField, Thumb, useMediaColumns } from '../mediaShared';

type News = RowOf<typeof newsEntity>;
type NewsForm = FormOf<typeof newsEntity>;
type Filters = { title?: string; infoType?: string; cityCode?: string; lang?: string; status?: string; dateRange?: unknown };

export default function NewsPage() {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<NewsForm>();
  const rules = useFieldRules(newsEntity.body);
  const mediaColumns = useMediaColumns<News>();
  const types = INFO_TYPES.map((x) => ({ label: lang === 'en' ? x.en : x.zh, value: x.value }));
  const list = useListQuery<News, Filters>({ fetch: (q) => newsApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(newsEntity, newsApi),
    list,
    form,
    texts: { addTitle: t('news.addTitle'), editTitle: t('news.editTitle'), removeConfirm: (ids) => t('news.removeConfirm', { ids }) },
  });

  const columns: ListColumn<News>[] = [
    { key: 'infoId', title: t('news.infoId'), align: 'center', width: 80 },
    { key: 'cover', title: t('news.cover'), align: 'center', width: 110, render: (v: string, row) => <Thumb src={v} alt={row.title} /> },
    { key: 'title', title: t('news.title'), ellipsis: true },
    { key: 'infoType', title: t('news.infoType'), align: 'center', width: 110, render: (v: string) => <DictTag options={types} value={v} /> },
    ...mediaColumns,
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="infoId"
      label={t('news.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-news"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('news.title')} name="title">
            <Input placeholder={t('news.titlePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('news.infoType')} name="infoType">
            <Select placeholder={t('news.infoTypePh')} allowClear options={types} style={{ minWidth: 140 }} />
          </Form.Item>
          <MediaFilters />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<NewsForm> {...crud.dialogProps} width={820}>
        <Form.Item label={t('news.title')} name="title" rules={rules('title')}>
          <Input placeholder={t('news.titlePh')} maxLength={200} />
        </Form.Item>
        <Form.Item label={t('news.infoType')} name="infoType" rules={rules('infoType')}>
          <Select placeholder={t('news.infoTypePh')} options={types} />
        </Form.Item>
        <LangField rules={rules('lang')} />
        <Form.Item label={t('media.city')} name="cityCode" rules={rules('cityCode')} extra={t('media.cityHint')}>
          <CitySelect placeholder={t('media.allCities')} />
        </Form.Item>
        <Form.Item label={t('news.source')} name="source" rules={rules('source')}>
          <Input placeholder={t('news.sourcePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('news.cover')} name="cover" rules={rules('cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label={t('news.summary')} name="summary" rules={rules('summary')} extra={t('news.summaryHint')}>
          <Input.TextArea placeholder={t('news.summaryPh')} maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item label={t('news.content')} name="content" rules={rules('content')}>
          <RichTextEditor label={t('news.content')} minHeight={240} />
        </Form.Item>
        <StatusField rules={rules('status')} />
      </FormDialog>
    </ListPage>
  );
}
