import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { listSearch } from '@shared/api/web';
import { DEFAULT_SEARCH_OBJ_TYPE, SEARCH_OBJ_TYPES, type SearchObjType } from '@shared/contract/constants';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { FilterGroup } from '../../kit/FilterGroup';
import { EmptyState, ListArea } from '../../kit/ListStates';
import { PageHead } from '../../kit/PageHead';
import { dateOf } from '../../kit/PostList';
import { SearchBox } from '../../kit/SearchBox';
import { codeLabel } from '../../lib/codes';
import { searchResultPath } from '../../kit/paths';
import { useQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
import { CardMedia } from '../../kit/CardMedia';
import '../../kit/directory.css';

/** `objType` from the URL: 1-5, else the default 2 (articles). */
export function objTypeOf(param: string | null): SearchObjType {
  const n = Number(param);
  return SEARCH_OBJ_TYPES.some((o) => o.value === n) ? (n as SearchObjType) : DEFAULT_SEARCH_OBJ_TYPE;
}

/** Search (spec sections 3, 7, 9): `/search?objType=2&q=…`, one object type at a time, paged (10). */
function SearchPage() {
  const { t } = useTranslation('site-directory');
  const { lang, to } = useSiteLang();
  const { params, page, size, update } = useQueryState();
  const objType = objTypeOf(params.get('objType'));
  const q = (params.get('q') ?? '').trim();
  const typeLabel = codeLabel(SEARCH_OBJ_TYPES.find((o) => o.value === objType) ?? SEARCH_OBJ_TYPES[1]!, lang);
  useDocumentMeta(q ? t('search.docTitleQuery', { q }) : t('search.docTitle'), t('search.description'));

  const list = useDirectoryList(['bbs', 'search', lang, objType, q, page, size], () =>
    listSearch({ pageNum: page, pageSize: size, objType, searchValue: q, lang }),
  );
  const rows = list.data?.rows ?? [];

  return (
    <div className="site-container dir-page">
      <PageHead title={t('search.title')} crumbs={[{ label: t('search.title') }]}>
        <SearchBox objType={objType} initial={q} onSearch={(value) => update({ q: value, objType })} />
      </PageHead>
      <FilterGroup
        label={t('search.typeLabel')}
        value={String(objType)}
        options={SEARCH_OBJ_TYPES.map((o) => ({ key: String(o.value), label: codeLabel(o, lang) }))}
        onChange={(key) => update({ objType: key })}
      />
      {!list.initialLoading && list.data && (
        <p className="dir-muted dir-search-summary" aria-live="polite">
          {q ? t('search.summaryQuery', { count: list.data.total, q, type: typeLabel }) : t('search.summaryAll', { count: list.data.total, type: typeLabel })}
        </p>
      )}
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={t('search.results')}
        emptyState={<EmptyState title={q ? t('search.empty', { q }) : t('common.empty')} hint={t('search.emptyHint')} />}
      >
        <ul className="dir-cards">
          {rows.map((r, index) => (
            <li key={`${r.objType}-${r.id}`} className="dir-card">
              {r.cover ? <CardMedia src={r.cover} index={index} /> : null}
              <div className="dir-card__body">
                <h2 className="dir-card__title">
                  <Link to={to(searchResultPath(r.objType, r.id))}>{r.title}</Link>
                </h2>
                {r.summary && <p className="dir-card__text">{r.summary}</p>}
                <p className="dir-meta">
                  <span className="dir-tag">{typeLabel}</span>
                  {r.createTime && <time dateTime={r.createTime.replace(' ', 'T')}>{dateOf(r.createTime)}</time>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </ListArea>
      <Pager pageNum={page} pageSize={size} total={list.data?.total ?? 0} onChange={(p, s) => update({ page: p, size: s })} label={t('search.pager')} />
    </div>
  );
}

export default withQueryScope(SearchPage);
