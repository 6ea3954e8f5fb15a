/**
 * The post types (分类管理: station article types, story categories) and the tags (标签管理) the admin has saved and
 * enabled, as the public filters, labels and the member's form show them: `GET /bbs/web/types?scope=` and
 * `GET /bbs/web/tags`, loaded once per visit (a visit cache). A type the admin disables leaves the filters and the
 * form; a post that still carries it shows no type label.
 */
import type { PublicTag, PublicType, TypeScope } from '@shared/contract/entities';
import { STORY_CATEGORIES } from '@shared/contract/constants';
import type { Lang } from '@shared/i18n';
import { createVisitCache } from './visitCache';

const types = createVisitCache<TypeScope, PublicType[]>((scope) =>
  import('@shared/api/web').then(({ listTypes }) => listTypes(scope)).then((res) => res.data ?? []),
);
const tags = createVisitCache<'all', PublicTag[]>(() =>
  import('@shared/api/web').then(({ listTags }) => listTags()).then((res) => res.data ?? []),
);

/** The enabled types of a scope in order; undefined while loading. */
export const usePostTypes = (scope: TypeScope): PublicType[] | undefined => types.use(scope);

/** The enabled tags in order; undefined while loading. */
export const useTags = (): PublicTag[] | undefined => tags.use('all');

/** The types of a scope (usePostTypes) arrived or failed to: lists wait for it to show their cards' labels at once. */
export const usePostTypesSettled = (scope: TypeScope): boolean => types.useSettled(scope);

/** The tags (useTags) arrived or failed to. */
export const useTagsSettled = (): boolean => tags.useSettled('all');

/** The scope of a post's type: stories ('2') use story categories, articles and discussions station types. */
export const scopeOfPost = (postType: string): TypeScope => (postType === '2' ? 'story' : 'station');

/** A type's name in the reader's language (English falls back to the Chinese name). */
export const typeName = (t: Pick<PublicType, 'name' | 'nameEn'>, lang: Lang): string => (lang === 'en' ? t.nameEn || t.name : t.name);

/** The label of the type `code` among `list`; '' when it is unknown, disabled or not loaded yet. */
export function typeLabelOf(list: readonly PublicType[] | undefined, code: string | null | undefined, lang: Lang): string {
  const t = code ? list?.find((x) => x.typeCode === code) : undefined;
  return t ? typeName(t, lang) : '';
}

/** A stored tag name shown in the reader's language (the saved tag's English name, else the name as stored). */
export function tagLabel(list: readonly PublicTag[] | undefined, name: string, lang: Lang): string {
  if (lang !== 'en') return name;
  return list?.find((x) => x.tagName === name)?.tagNameEn || name;
}

/**
 * The URL slug of a story category: the spec's filter names (baoliao, tucao, …) of the seeded codes 1–6 keep
 * working; other codes are their own slug.
 */
export const storySlugOf = (code: string): string => STORY_CATEGORIES.find((c) => c.value === code)?.name ?? code;

/** The story category code a `?category=` slug (a spec name or a code) names. */
export const storyCodeOf = (slug: string): string => STORY_CATEGORIES.find((c) => c.name === slug)?.value ?? slug;
