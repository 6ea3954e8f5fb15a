import { useTranslation } from 'react-i18next';
import { listBlogBlogStu } from '@shared/api/web';
import { SEARCH_OBJ_TYPE, STORY_CATEGORIES } from '@shared/contract/constants';
import { Pager } from '../../components/Pager';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { FilterGroup } from '../../kit/FilterGroup';
import { EmptyState, ListArea } from '../../kit/ListStates';
import { NewPostLink } from '../../kit/NewPostLink';
import { PageHead } from '../../kit/PageHead';
import { PostList } from '../../kit/PostList';
import { SearchBox } from '../../kit/SearchBox';
import { codeLabel } from '../../lib/codes';
import { useQueryState } from '../../kit/useQueryState';
import { useDirectoryList } from '../../kit/useDirectoryList';
import { withQueryScope } from '../../query/QueryScope';
import '../../kit/directory.css';

/** `?category=` takes the spec's filter names (baoliao, tucao, …) and also the ids 1-6. */
export function storyCategoryOf(param: string | null) {
  if (!param) return undefined;
  return STORY_CATEGORIES.find((c) => c.name === param || c.value === param);
}

/** Stories (spec sections 2, 3): category filter all / baoliao / tucao / jiemi / zhongcao / biaoyang / tuijian. */
function StoryListPage() {
  const { t } = useTranslation('site-directory');
  const { lang, to } = useSiteLang();
  const { params, page, size, update } = useQueryState();
  const category = storyCategoryOf(params.get('category'));
  useDocumentMeta(
    category ? t('story.docTitleCategory', { category: codeLabel(category, lang) }) : page > 1 ? t('story.docTitlePage', { page }) : t('story.docTitle'),
    t('story.description'),
  );

  const list = useDirectoryList(['bbs', 'story', lang, category?.value ?? '', page, size], () =>
    listBlogBlogStu({ pageNum: page, pageSize: size, category: category?.value, lang }),
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
        value={category?.name ?? 'all'}
        options={[{ key: 'all', label: t('common.all') }, ...STORY_CATEGORIES.map((c) => ({ key: c.name, label: codeLabel(c, lang) }))]}
        onChange={(key) => update({ category: key === 'all' ? null : key })}
      />
      <ListArea
        loading={list.loading}
        initialLoading={list.initialLoading}
        empty={rows.length === 0}
        label={t('story.results')}
        emptyState={<EmptyState title={t('story.empty')} />}
      >
        <PostList posts={rows} />
      </ListArea>
      <Pager pageNum={page} pageSize={size} total={list.data?.total ?? 0} onChange={(p, s) => update({ page: p, size: s })} label={t('story.pager')} />
    </div>
  );
}

export default withQueryScope(StoryListPage);
