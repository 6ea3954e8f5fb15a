/**
 * The home page's reads. Keys carry every input (language, city, filter), so a city change reloads the
 * city-aware lists (station posts, red/black, news, videos) and a return to the page shows the cached ones.
 */
import type { BannerRow, InfoRow, PostRow, RedBlackResponse, SchoolRow, VideoRow } from '@shared/contract';
import type { Lang } from '@shared/i18n';
import {
  listHomeBanner,
  listHomeBlog,
  listHomeInfomation,
  listHomeVideo,
  listRedBlack,
  listSchoolSchool,
} from '@shared/api/web';
import { useListQuery } from './list';

/** Home school list: page 1, 8 schools (spec section 9). */
export const HOME_SCHOOL_PAGE = { pageNum: 1, pageSize: 8 } as const;

const city = (cityCode: string) => cityCode || undefined;

export const homeKeys = {
  banners: (lang: Lang) => ['bbs', 'home', 'banner', { lang }] as const,
  posts: (lang: Lang, cityCode: string, blogType: string) => ['bbs', 'home', 'blog', { lang, cityCode, blogType }] as const,
  schools: (lang: Lang, abroad: 1 | 0 | null) => ['bbs', 'home', 'school', { lang, abroad }] as const,
  redBlack: (lang: Lang, cityCode: string) => ['bbs', 'home', 'redBlack', { lang, cityCode }] as const,
  news: (lang: Lang, cityCode: string) => ['bbs', 'home', 'info', { lang, cityCode }] as const,
  videos: (lang: Lang, cityCode: string) => ['bbs', 'home', 'video', { lang, cityCode }] as const,
};

export function useBanners(lang: Lang) {
  return useListQuery<BannerRow[]>(homeKeys.banners(lang), async () => (await listHomeBanner({ lang })).data ?? []);
}

export function useHomePosts(lang: Lang, cityCode: string, blogType: string) {
  return useListQuery<PostRow[]>(
    homeKeys.posts(lang, cityCode, blogType),
    async () => (await listHomeBlog({ lang, cityCode: city(cityCode), blogType: blogType || undefined })).data ?? [],
  );
}

export function useHomeSchools(lang: Lang, abroad: 1 | 0 | null) {
  return useListQuery<SchoolRow[]>(
    homeKeys.schools(lang, abroad),
    async () => (await listSchoolSchool({ ...HOME_SCHOOL_PAGE, lang, abroad })).rows ?? [],
  );
}

export function useRedBlack(lang: Lang, cityCode: string) {
  return useListQuery<Pick<RedBlackResponse, 'redlist' | 'balcklist'>>(homeKeys.redBlack(lang, cityCode), async () => {
    const res = await listRedBlack({ lang, cityCode: city(cityCode) });
    return { redlist: res.redlist ?? [], balcklist: res.balcklist ?? [] };
  });
}

export function useHomeNews(lang: Lang, cityCode: string) {
  return useListQuery<InfoRow[]>(
    homeKeys.news(lang, cityCode),
    async () => (await listHomeInfomation({ lang, cityCode: city(cityCode) })).data ?? [],
  );
}

export function useHomeVideos(lang: Lang, cityCode: string) {
  return useListQuery<VideoRow[]>(
    homeKeys.videos(lang, cityCode),
    async () => (await listHomeVideo({ lang, cityCode: city(cityCode) })).data ?? [],
  );
}
