/**
 * 轮播图管理 (bbs/banner/index): the home carousel, one row per language — filters by title, language and state; add /
 * edit with the image, a link (a site path or an https address), the order and the active days (either end open);
 * delete many; export. The public home shows a published banner only within its days.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from '@shared/i18n';
import { bannerApi } from '@shared/api/bbs/admin-media';
import { bannerDatesProblem, bannerEntity } from '@shared/contract/entities';
import { type FormOf, localizeMessage, type RowOf } from '@shared/contract/kit';
import { useLanguage } from '@shared/i18n';
import { ImageUpload } from '@shared/ui/ImageUpload';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { LangField, LangStatusFilters, SortField, StatusField, Thumb, useLangStatusColumns } from '../mediaShared';

type Banner = RowOf<typeof bannerEntity>;
type Days = [Dayjs | null, Dayjs | null] | null;
/** the form: the body with the active days as one range (either end may be empty) */
type BannerForm = Omit<FormOf<typeof bannerEntity>, 'startDate' | 'endDate'> & { days?: Days };
type Filters = { title?: string; lang?: string; status?: string };

const DAY = 'YYYY-MM-DD';

/** the body of the form's values: the range as startDate / endDate */
function bannerBody({ days, ...rest }: BannerForm): FormOf<typeof bannerEntity> {
  return { ...rest, startDate: days?.[0]?.format(DAY) ?? null, endDate: days?.[1]?.format(DAY) ?? null };
}

/** the form's values of a row */
function toForm(row: Banner): Partial<BannerForm> {
  const { startDate, endDate, ...rest } = row;
  return { ...(rest as Partial<BannerForm>), days: startDate || endDate ? [startDate ? dayjs(startDate) : null, endDate ? dayjs(endDate) : null] : null };
}

export default function BannerPage() {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<BannerForm>();
  const rules = useFieldRules(bannerEntity.body);
  const langStatus = useLangStatusColumns<Banner>();
  const list = useListQuery<Banner, Filters>({ fetch: (q) => bannerApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(bannerEntity, bannerApi),
    list,
    form,
    toForm,
    add: (values: BannerForm) => bannerApi.add(bannerBody(values)),
    update: (values: BannerForm) => bannerApi.update(bannerBody(values)),
    texts: { addTitle: t('banner.addTitle'), editTitle: t('banner.editTitle'), removeConfirm: (ids) => t('banner.removeConfirm', { ids }) },
  });

  const daysText = (row: Banner) =>
    row.startDate || row.endDate ? `${row.startDate ?? t('banner.open')} ~ ${row.endDate ?? t('banner.open')}` : t('banner.always');

  const columns: ListColumn<Banner>[] = [
    { key: 'bannerId', title: t('banner.bannerId'), align: 'center', width: 80 },
    { key: 'image', title: t('banner.image'), align: 'center', width: 140, render: (v: string, row) => <Thumb src={v} alt={row.title} width={120} /> },
    { key: 'title', title: t('banner.title'), ellipsis: true },
    { key: 'link', title: t('banner.link'), ellipsis: true },
    { key: 'sort', title: t('banner.sort'), align: 'center', width: 90 },
    langStatus.lang,
    { key: 'startDate', title: t('banner.days'), align: 'center', width: 210, render: (_: unknown, row) => daysText(row) },
    langStatus.status,
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="bannerId"
      label={t('banner.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-banner"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('banner.title')} name="title">
            <Input placeholder={t('banner.titlePh')} allowClear />
          </Form.Item>
          <LangStatusFilters />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<BannerForm> {...crud.dialogProps} width={680}>
        <Form.Item label={t('banner.title')} name="title" rules={rules('title')}>
          <Input placeholder={t('banner.titlePh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('banner.image')} name="image" rules={rules('image')}>
          <ImageUpload limit={1} />
        </Form.Item>
        <Form.Item label={t('banner.link')} name="link" rules={rules('link')} extra={t('banner.linkHint')}>
          <Input placeholder={t('banner.linkPh')} maxLength={255} />
        </Form.Item>
        <SortField label={t('banner.sort')} rules={rules('sort')} />
        <LangField rules={rules('lang')} />
        <Form.Item
          label={t('banner.days')}
          name="days"
          extra={t('banner.daysHint')}
          rules={[{
            validator: async (_r, v: Days) => {
              const problem = bannerDatesProblem(v?.[0]?.format(DAY), v?.[1]?.format(DAY));
              if (problem) throw new Error(localizeMessage(problem, lang));
            },
          }]}
        >
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('banner.startDate'), t('banner.endDate')]} />
        </Form.Item>
        <StatusField rules={rules('status')} />
      </FormDialog>
    </ListPage>
  );
}
