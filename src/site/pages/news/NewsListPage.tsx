import { useTranslation } from '@shared/i18n';
import { Link } from 'react-router-dom';
import type { InfoRow } from '@shared/contract';
import { INFO_TYPES } from '@shared/contract/constants';
import type { Lang } from '@shared/i18n';
import { listInfomationInfomation } from '@shared/api/web';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { CityListPage } from '../../kit/CityListPage';
import { FilterGroup } from '../../kit/FilterGroup';
import { ListSkeleton } from '../../kit/ListStates';
import { dateOf } from '../../kit/PostList';
import { codeLabel, codeLabelOf } from '../../lib/codes';
import { useCityQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
// the city note and the sample tag
import '../home/list.css';
import { SampleTag } from '../../components/SampleTag';
import { CardMedia } from '../../kit/CardMedia';

export const newsKeys = {
  list: (p: { lang: Lang; cityCode: string; infoType: string; pageNum: number; pageSize: number }) => ['bbs', 'news', 'list', p] as const,
  detail: (id: string) => ['bbs', 'news', 'detail', id] as const,
};

function NewsItem({ n, index }: { n: InfoRow; index: number }) {
  const { t } = useTranslation('site-home');
  const { lang, to } = useSiteLang();
  const type = codeLabelOf(INFO_TYPES, n.infoType, lang);
  return (
    <li className="dir-card nv-item">
      {n.cover && <CardMedia src={n.cover} index={index} />}
      <div className="dir-card__body">
        <h2 className="dir-card__title">
          <Link to={to(`/news/detail/${n.infoId}`)}>{n.title}</Link>
        </h2>
        {n.summary && <p className="dir-card__text">{n.summary}</p>}
        <p className="dir-meta">
          {type && <span className="dir-tag">{type}</span>}
          <time dateTime={dateOf(n.createTime)}>{dateOf(n.createTime)}</time>
          {n.source && <span>{t('news.source', { source: n.source })}</span>}
          <SampleTag show={n.isSample} />
        </p>
      </div>
    </li>
  );
}

/** /news: news by type (INFO_TYPES) for the visitor's city, 10 a page (listInfomationInfomation). */
function NewsListPage() {
  const { t } = useTranslation('site-home');
  const { lang } = useSiteLang();
  useDocumentMeta(t('news.docTitle'), t('news.docDescription'));
  const state = useCityQueryState();
  const { params, page, size, cityCode, update } = state;
  const typeParam = params.get('type') ?? '';
  const infoType = INFO_TYPES.some((o) => o.value === typeParam) ? typeParam : '';

  const list = useDirectoryList(newsKeys.list({ lang, cityCode, infoType, pageNum: page, pageSize: size }), () =>
    listInfomationInfomation({ pageNum: page, pageSize: size, lang, cityCode: cityCode || undefined, infoType: infoType || undefined }),
  );

  return (
    <CityListPage
      title={t('news.title')}
      lead={t('news.lead')}
      label={t('news.listLabel')}
      list={list}
      state={state}
      empty={t('news.empty')}
      skeleton={<ListSkeleton rows={5} />}
      tools={
        <FilterGroup
          label={t('news.filter')}
          value={infoType || 'all'}
          options={[{ key: 'all', label: t('list.filterAll') }, ...INFO_TYPES.map((o) => ({ key: o.value, label: codeLabel(o, lang) }))]}
          onChange={(key) => update({ type: key === 'all' ? null : key })}
        />
      }
    >
      {(rows) => (
        <ul className="dir-cards">
          {rows.map((n, index) => (
            <NewsItem key={n.infoId} n={n} index={index} />
          ))}
        </ul>
      )}
    </CityListPage>
  );
}

export default withQueryScope(NewsListPage);
