/**
 * What the forum's media pages (news, videos, banners, tags, types) share: the publish-state and language options,
 * the city choices (the public city list, labelled in the admin's language), a list thumbnail and the filters every
 * one of them has. Texts under `media` in admin-bbs.json.
 */
import { useEffect, useMemo, useState } from 'react';
import { Form, InputNumber, Radio, Select, type SelectProps } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from '@shared/i18n';
import { listCity } from '@shared/api/web';
import type { CityRow } from '@shared/contract';
import { useLanguage } from '@shared/i18n';
import { formatTime } from '@shared/lib/date';
import { type DictOption, DictTag } from '@shared/ui/DictTag';
import { fileUrl } from '@shared/ui/FileUpload';
import { dictSelectOptions } from '../../components/dict';
import type { ListColumn } from '../../components/ListPage';
import { DateRangeFilter } from '../../components/QueryForm';

/** '0' published / '1' unpublished, as tags and choices. */
export function usePublishOptions(): DictOption[] {
  const { t } = useTranslation('admin-bbs');
  return useMemo(
    () => [
      { label: t('media.published'), value: '0', listClass: 'success' },
      { label: t('media.unpublished'), value: '1', listClass: 'info' },
    ],
    [t],
  );
}

/** The content languages of a row. */
export function useLangOptions(): DictOption[] {
  const { t } = useTranslation('admin-bbs');
  return useMemo(
    () => [
      { label: t('media.langZh'), value: 'zh', listClass: 'primary' },
      { label: t('media.langEn'), value: 'en', listClass: 'warning' },
    ],
    [t],
  );
}

let cityCache: Promise<CityRow[]> | null = null;

/** The cities (value = code) labelled in the admin's language; loaded once per page load. */
export function useCityOptions(): DictOption[] {
  const [lang] = useLanguage();
  const [cities, setCities] = useState<CityRow[]>([]);
  useEffect(() => {
    let live = true;
    cityCache ??= listCity({}, { silent: true }).then((r) => r.data ?? []).catch(() => {
      cityCache = null;
      return [];
    });
    void cityCache.then((rows) => live && setCities(rows));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => cities.map((c) => ({ label: lang === 'en' ? c.labelEn || c.labelZh : c.labelZh || c.labelEn, value: c.value })), [cities, lang]);
}

/** Forget the loaded cities (tests). */
export function resetCityOptions(): void {
  cityCache = null;
}

/** A small image of a row (cover, banner, poster); nothing when there is none. */
export function Thumb({ src, alt, width = 80 }: { src: string | null | undefined; alt: string; width?: number }) {
  if (!src) return null;
  return <img src={fileUrl(src)} alt={alt} width={width} height={Math.round((width * 9) / 16)} style={{ objectFit: 'cover', borderRadius: 4 }} loading="lazy" />;
}

/** The state filter of a list. */
export function StatusFilter() {
  const { t } = useTranslation('admin-bbs');
  return (
    <Form.Item label={t('media.status')} name="status">
      <Select placeholder={t('media.statusPh')} allowClear options={dictSelectOptions(usePublishOptions())} style={{ minWidth: 120 }} />
    </Form.Item>
  );
}

/** The language and state filters of a media list. */
export function LangStatusFilters() {
  const { t } = useTranslation('admin-bbs');
  return (
    <>
      <Form.Item label={t('media.lang')} name="lang">
        <Select placeholder={t('media.langPh')} allowClear options={dictSelectOptions(useLangOptions())} style={{ minWidth: 120 }} />
      </Form.Item>
      <StatusFilter />
    </>
  );
}

/** The display order of an add / edit form. */
export function SortField({ label, rules }: { label: string; rules: RuleObject[] }) {
  return (
    <Form.Item label={label} name="sort" rules={rules}>
      <InputNumber min={0} precision={0} />
    </Form.Item>
  );
}

/** The language and state columns of a media list. */
export function useLangStatusColumns<Row extends { lang?: string; status: string }>(): { lang: ListColumn<Row>; status: ListColumn<Row> } {
  const { t } = useTranslation('admin-bbs');
  const langs = useLangOptions();
  const states = usePublishOptions();
  return {
    lang: { key: 'lang', title: t('media.lang'), align: 'center', width: 90, render: (v: string) => <DictTag options={langs} value={v} /> },
    status: { key: 'status', title: t('media.status'), align: 'center', width: 90, render: (v: string) => <DictTag options={states} value={v} /> },
  };
}

/** The language choice of an add / edit form. */
export function LangField({ rules }: { rules: RuleObject[] }) {
  const { t } = useTranslation('admin-bbs');
  return (
    <Form.Item label={t('media.lang')} name="lang" rules={rules}>
      <Radio.Group options={dictSelectOptions(useLangOptions())} />
    </Form.Item>
  );
}

/** The publish / unpublish choice of an add / edit form. */
export function StatusField({ rules }: { rules: RuleObject[] }) {
  const { t } = useTranslation('admin-bbs');
  return (
    <Form.Item label={t('media.status')} name="status" rules={rules}>
      <Radio.Group options={dictSelectOptions(usePublishOptions())} />
    </Form.Item>
  );
}

/** A city choice (value = city code); empty = every city. */
export function CitySelect(props: SelectProps<string>) {
  const cities = useCityOptions();
  return <Select allowClear options={dictSelectOptions(cities)} {...props} />;
}

/** The last columns of the news and video lists: city ("all cities" without one), language, state, views, created. */
export function useMediaColumns<Row extends { cityCode: string | null; lang: string; status: string }>(): ListColumn<Row>[] {
  const { t } = useTranslation('admin-bbs');
  const cities = useCityOptions();
  const { lang, status } = useLangStatusColumns<Row>();
  return [
    {
      key: 'cityCode', title: t('media.city'), align: 'center', width: 100,
      render: (v: string | null) => (v ? <DictTag options={cities} value={v} /> : t('media.allCities')),
    },
    lang,
    status,
    { key: 'views', title: t('media.views'), align: 'center', width: 80 },
    { key: 'createTime', title: t('media.createTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
  ];
}

/** The city, language, state and creation-day filters of the news and video lists. */
export function MediaFilters() {
  const { t } = useTranslation('admin-bbs');
  return (
    <>
      <Form.Item label={t('media.city')} name="cityCode">
        <CitySelect placeholder={t('media.cityPh')} style={{ minWidth: 120 }} />
      </Form.Item>
      <LangStatusFilters />
      <DateRangeFilter label={t('media.createTime')} />
    </>
  );
}
