import { useTranslation } from '@shared/i18n';
import { listBlogBlogStu } from '@shared/api/web';
import { SEARCH_OBJ_TYPE } from '@shared/contract/constants';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { FilterGroup } from '../../kit/FilterGroup';
import { EmptyState, ListArea } from '../../kit/ListStates';
import { NewPostLink } from '../../kit/NewPostLink';
import { PageHead } from '../../kit/PageHead';
import { PostList } from '../../kit/PostList';
import { SearchBox } from '../../kit/SearchBox';
import { storyCodeOf, storySlugOf, typeLabelOf, typeName, usePostTypes, usePostTypesSettled, useTags, useTagsSettled } from '../../lib/postTypes';
import { useQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
import '../../kit/directory.css';

/**
 * Stories (spec sections 2, 3): a filter by the enabled story categories (分类管理); `?category=` takes the spec's
 * filter names of the seeded ones (baoliao, tucao, jiemi, zhongcao, biaoyang, tuijian) or a category's code.
 */
function StoryListPage() {
  const { t } = useTranslation('site-directory');
  const { lang, to } = useSiteLang();
  const { params, page, size, update } = useQueryState();
  const types = usePostTypes('story');
  // the cards show their categories and tags (in the reader's language) from their first paint
  useTags();
  const typesSettled = usePostTypesSettled('story');
  const tagsSettled = useTagsSettled();
  const slug = params.get('category') ?? '';
  const category = slug ? storyCodeOf(slug) : '';
  const categoryName = typeLabelOf(types, category, lang);
  useDocumentMeta(
    categoryName ? t('story.docTitleCategory', { category: categoryName }) : page > 1 ? t('story.docTitlePage', { page }) : t('story.docTitle'),
    t('story.description'),
  );

  const list = useDirectoryList(['bbs', 'story', lang, category, page, size], () =>
    listBlogBlogStu({ pageNum: page, pageSize: size, category, lang }),
  );
  const rows = list.data?.rows ?? [];

  return (
    <div className="site-container dir-page">
      <PageHead title={t('story.title')} lead={t('story.lead')} crumbs={[{ label: t('story.title') }]}>
        <NewPostLink to={to('/station/senddiscuss?type=story')} label={t('story.newPost')} />
        <SearchBox objType={SEARCH_OBJ_TYPE.STORY} compact />
      </PageHead>
      <FilterGroup
        label={t('story.categoryLabel')}
        value={category ? storySlugOf(category) : 'all'}
        options={[{ key: 'all', label: t('common.all') }, ...(types ?? []).map((c) => ({ key: storySlugOf(c.typeCode), label: typeName(c, lang) }))]}
        onChange={(key) => update({ category: key === 'all' ? null : key })}
      />
      <ListArea
        loading={list.loading}
        // the cards show with their labels (no line added under a card after it is shown)
        initialLoading={list.initialLoading || !typesSettled || !tagsSettled}
        empty={rows.length === 0}
        label={t('story.results')}
        emptyState={<EmptyState title={t('story.empty')} />}
      >
        <PostList posts={rows} />
      </ListArea>
      {/* under the rows once they are in place (not under the skeleton, which they replace at their own height) */}
      {!list.initialLoading && typesSettled && tagsSettled && (
        <Pager pageNum={page} pageSize={size} total={list.data?.total ?? 0} onChange={(p, s) => update({ page: p, size: s })} label={t('story.pager')} />
      )}
    </div>
  );
}

export default withQueryScope(StoryListPage);
