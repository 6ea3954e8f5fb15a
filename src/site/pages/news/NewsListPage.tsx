import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InfoRow, TableDataInfo } from '@shared/contract';
import { INFO_TYPES } from '@shared/contract/constants';
import type { Lang } from '@shared/i18n';
import { listInfomationInfomation } from '@shared/api/web';
import { Pager } from '../../components/Pager';
import { CityNote } from '../../city/CityNote';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { dateOf, FilterGroup, ListBody, Skeletons, useListQuery } from '../home/list';
import { useListParams } from '../home/paging';
import { codeLabel } from '../home/Section';
import { withQueryScope } from '../../query/QueryScope';
import '../home/list.css';
import './news.css';

export const newsKeys = {
  list: (p: { lang: Lang; cityCode: string; infoType: string; pageNum: number; pageSize: number }) => ['bbs', 'news', 'list', p] as const,
  detail: (id: string) => ['bbs', 'news', 'detail', id] as const,
};

/** /news: news by type (INFO_TYPES) for the visitor's city, 10 a page (listInfomationInfomation). */
function NewsListPage() {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  useDocumentMeta(t('news.docTitle'), t('news.docDescription'));
  const { pageNum, pageSize, cityCode, filters, update } = useListParams(['type'] as const);
  const infoType = INFO_TYPES.some((o) => o.value === filters.type) ? filters.type : '';
  const top = useRef<HTMLHeadingElement>(null);

  const { data, loading } = useListQuery<TableDataInfo<InfoRow>>(
    newsKeys.list({ lang, cityCode, infoType, pageNum, pageSize }),
    () => listInfomationInfomation({ pageNum, pageSize, lang, cityCode: cityCode || undefined, infoType: infoType || undefined }),
  );
  const rows = data?.rows ?? [];
  const options = [{ value: '', label: t('list.filterAll') }, ...INFO_TYPES.map((o) => ({ value: o.value, label: o[lang] }))];

  return (
    <div className="site-container site-listpage">
      <header className="site-listpage__head">
        <h1 ref={top} tabIndex={-1}>
          {t('news.title')}
        </h1>
        <p className="site-listpage__lead">{t('news.lead')}</p>
        <CityNote />
      </header>
      <FilterGroup label={t('news.filter')} options={options} value={infoType} onChange={(v) => update({ type: v })} />
      <ListBody
        loading={loading}
        hasData={!!data}
        empty={rows.length === 0}
        emptyText={t('news.empty')}
        skeleton={<Skeletons count={5} className="nv-list" />}
      >
        <ul className="nv-list">
          {rows.map((n) => (
            <li key={n.infoId} className="nv-item">
              {n.cover && <img className="nv-item__cover" src={n.cover} alt="" width={800} height={450} loading="lazy" decoding="async" />}
              <div className="nv-item__body">
                <h2 className="nv-item__title">
                  <Link to={to(`/news/detail/${n.infoId}`)} className="site-stretch">
                    {n.title}
                  </Link>
                </h2>
                {n.summary && <p className="nv-item__summary">{n.summary}</p>}
                <p className="nv-item__meta">
                  <span className="site-tag">{codeLabel(INFO_TYPES, n.infoType, lang)}</span>
                  <time dateTime={dateOf(n.createTime)}>{dateOf(n.createTime)}</time>
                  {n.source && <span>{t('news.source', { source: n.source })}</span>}
                  {n.isSample && <span className="site-tag site-tag--sample">{t('list.sample')}</span>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
      <Pager
        pageNum={pageNum}
        pageSize={pageSize}
        total={data?.total ?? 0}
        onChange={(page, size) => {
          update({ page, size });
          top.current?.focus({ preventScroll: true });
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}

export default withQueryScope(NewsListPage);
