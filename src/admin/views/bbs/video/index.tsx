/**
 * 视频管理 (bbs/video/index): the site's videos, one row per language — filters by title, city, language, state and
 * creation days; add / edit with the video (an uploaded file of the editor's video types, or an https link), its
 * poster, duration, city and school; publish or unpublish; delete many; export. Each row links to its video.
 */
import { useState } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from '@shared/i18n';
import { videoApi } from '@shared/api/bbs/admin-media';
import { EDITOR_VIDEO_TYPES } from '@shared/contract/constants';
import { videoEntity } from '@shared/contract/entities';
import type { FormOf, RowOf } from '@shared/contract/kit';
import { FileUpload, fileUrl } from '@shared/ui/FileUpload';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { CitySelect, LangField, MediaFilters, StatusField, Thumb, useMediaColumns } from '../mediaShared';
import { SchoolSelect } from '../SchoolSelect';

type Video = RowOf<typeof videoEntity>;
type VideoForm = FormOf<typeof videoEntity>;
type Filters = { title?: string; cityCode?: string; lang?: string; status?: string; dateRange?: unknown };
type UrlKind = 'upload' | 'link';

/** the largest video the common upload takes (MB, the server's limit) */
const VIDEO_MAX_MB = 50;

const kindOf = (url: string | null | undefined): UrlKind => (url && /^https:/i.test(url) ? 'link' : 'upload');

export default function VideoPage() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<VideoForm>();
  const rules = useFieldRules(videoEntity.body);
  const mediaColumns = useMediaColumns<Video>();
  const [kind, setKind] = useState<UrlKind>('upload');
  const list = useListQuery<Video, Filters>({ fetch: (q) => videoApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(videoEntity, videoApi),
    list,
    form,
    texts: { addTitle: t('video.addTitle'), editTitle: t('video.editTitle'), removeConfirm: (ids) => t('video.removeConfirm', { ids }) },
    toForm: (data: Video) => {
      setKind(kindOf(data.url));
      return data as Partial<VideoForm>;
    },
  });

  const openAdd = () => {
    setKind('upload');
    crud.openAdd();
  };

  const switchKind = (next: UrlKind) => {
    setKind(next);
    form.setFieldValue('url', '');
  };

  const columns: ListColumn<Video>[] = [
    { key: 'videoId', title: t('video.videoId'), align: 'center', width: 80 },
    { key: 'cover', title: t('video.cover'), align: 'center', width: 110, render: (v: string, row) => <Thumb src={v} alt={row.title} /> },
    { key: 'title', title: t('video.title'), ellipsis: true },
    {
      key: 'url',
      title: t('video.url'),
      align: 'center',
      width: 90,
      render: (v: string, row) => (
        <a href={fileUrl(v)} target="_blank" rel="noopener noreferrer" aria-label={t('video.previewLabel', { title: row.title })}>
          {t('media.preview')}
        </a>
      ),
    },
    { key: 'duration', title: t('video.durationText'), align: 'center', width: 90, render: (v: number) => `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}` },
    ...mediaColumns,
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="videoId"
      label={t('video.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-video"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('video.title')} name="title">
            <Input placeholder={t('video.titlePh')} allowClear />
          </Form.Item>
          <MediaFilters />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} onAdd={openAdd} />}
    >
      <FormDialog<VideoForm> {...crud.dialogProps} width={680}>
        <Form.Item label={t('video.title')} name="title" rules={rules('title')}>
          <Input placeholder={t('video.titlePh')} maxLength={200} />
        </Form.Item>
        <Form.Item label={t('video.urlKind')}>
          <Radio.Group
            aria-label={t('video.urlKind')}
            value={kind}
            onChange={(e) => switchKind(e.target.value as UrlKind)}
            options={[{ label: t('video.kindUpload'), value: 'upload' }, { label: t('video.kindLink'), value: 'link' }]}
          />
        </Form.Item>
        <Form.Item label={t('video.url')} name="url" rules={rules('url')}>
          {kind === 'upload' ? <FileUpload limit={1} fileType={EDITOR_VIDEO_TYPES} fileSize={VIDEO_MAX_MB} /> : <Input placeholder={t('video.urlPh')} maxLength={255} />}
        </Form.Item>
        <Form.Item label={t('video.cover')} name="cover" rules={rules('cover')}>
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label={t('video.duration')} name="duration" rules={rules('duration')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label={t('video.summary')} name="summary" rules={rules('summary')}>
          <Input.TextArea placeholder={t('video.summaryPh')} maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item label={t('media.city')} name="cityCode" rules={rules('cityCode')} extra={t('media.cityHint')}>
          <CitySelect placeholder={t('media.allCities')} />
        </Form.Item>
        <Form.Item label={t('video.school')} name="schoolId" rules={rules('schoolId')}>
          <SchoolSelect placeholder={t('video.schoolPh')} />
        </Form.Item>
        <LangField rules={rules('lang')} />
        <StatusField rules={rules('status')} />
      </FormDialog>
    </ListPage>
  );
}
