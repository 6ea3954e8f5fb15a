import { useTranslation } from '@shared/i18n';
import { listBlogBlog } from '@shared/api/web';
import { SEARCH_OBJ_TYPE } from '@shared/contract/constants';
import { CityNote } from '../../city/CityNote';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { FilterGroup } from '../../kit/FilterGroup';
import { EmptyState, ListArea } from '../../kit/ListStates';
import { NewPostLink } from '../../kit/NewPostLink';
import { PageHead } from '../../kit/PageHead';
import { PostList } from '../../kit/PostList';
import { SearchBox } from '../../kit/SearchBox';
import { tagLabel, typeName, usePostTypes, usePostTypesSettled, useTags, useTagsSettled } from '../../lib/postTypes';
import { useCityQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { RedBlackAside } from './RedBlackAside';
import { withQueryScope } from '../../query/QueryScope';
import '../../kit/directory.css';

/**
 * Station (spec sections 2, 3, 4): articles and discussions by blog type for the visitor's city (header
 * selector; the city is in the query keys, so changing it reloads the posts from page 1 and the red/black lists),
 * paged.
 */
function StationListPage() {
  const { t } = useTranslation('site-directory');
  const { lang, to } = useSiteLang();
  // a city change goes back to page 1 (the new city may have fewer pages)
  const { params, page, size, update, cityCode } = useCityQueryState();
  // the filters offer the enabled station types (分类管理) and tags (标签管理); the URL's code goes to the server as is
  const types = usePostTypes('station');
  const tags = useTags();
  const typesSettled = usePostTypesSettled('station');
  const tagsSettled = useTagsSettled();
  const blogType = params.get('type') ?? '';
  const tag = params.get('tag') ?? '';
  useDocumentMeta(page > 1 ? t('station.docTitlePage', { page }) : t('station.docTitle'), t('station.description'));

  const list = useDirectoryList(['bbs', 'station', lang, blogType, tag, cityCode, page, size], () =>
    listBlogBlog({ pageNum: page, pageSize: size, blogType, tag, cityCode, lang }),
  );
  const rows = list.data?.rows ?? [];
  const listShown = tagsSettled && typesSettled && !list.initialLoading;

  return (
    <div className="site-container dir-page">
      <PageHead title={t('station.title')} lead={t('station.lead')} crumbs={[{ label: t('station.title') }]}>
        <NewPostLink to={to('/station/senddiscuss')} label={t('station.newPost')} />
        <SearchBox objType={SEARCH_OBJ_TYPE.ARTICLE} compact />
      </PageHead>
      <div className="dir-split">
        <div className="dir-split__main">
          <CityNote />
          <FilterGroup
            label={t('station.typeLabel')}
            value={blogType || 'all'}
            options={[{ key: 'all', label: t('common.all') }, ...(types ?? []).map((b) => ({ key: b.typeCode, label: typeName(b, lang) }))]}
            onChange={(key) => update({ type: key === 'all' ? null : key })}
          />
          {!!tags?.length && (
            <FilterGroup
              label={t('station.tagLabel')}
              value={tag || 'all'}
              options={[{ key: 'all', label: t('common.all') }, ...tags.map((x) => ({ key: x.tagName, label: tagLabel(tags, x.tagName, lang) }))]}
              onChange={(key) => update({ tag: key === 'all' ? null : key })}
            />
          )}
          {/*
           * No layout shift: the list (its skeleton first) starts under the tags' row once the tags are known, so a
           * row that appears (or does not) never moves it; the cards show with their type labels.
           */}
          {tagsSettled && (
            <ListArea
              loading={list.loading}
              initialLoading={list.initialLoading || !typesSettled}
              empty={rows.length === 0}
              label={t('station.results')}
              emptyState={<EmptyState title={t('station.empty')} />}
            >
              <PostList posts={rows} />
            </ListArea>
          )}
          {/* the pager and (on phones, under the list) the aside come once the rows are in place */}
          {listShown && (
            <Pager
              pageNum={page}
              pageSize={size}
              total={list.data?.total ?? 0}
              onChange={(p, s) => update({ page: p, size: s })}
              label={t('station.pager')}
            />
          )}
        </div>
        <RedBlackAside cityCode={cityCode} hold={!listShown} />
      </div>
    </div>
  );
}

export default withQueryScope(StationListPage);
