/**
 * MSW fixtures and handlers of the forum's media pages (issue 12): rows of news, videos, banners, tags and types for
 * `crudMock(<entity>, rows)` in the page tests, and the anonymous tag / type reads (`GET /bbs/web/tags`, `/types`),
 * which the shared server answers by default with the published fixture tags and the seeded types.
 */
import { http, type HttpHandler } from 'msw';
import type { bannerEntity, newsEntity, PublicType, tagEntity, typeEntity, videoEntity } from '@shared/contract/entities';
import { BLOG_TYPES, STORY_CATEGORIES } from '@shared/contract/constants';
import type { RowOf } from '@shared/contract/kit';
import { api, ok } from './handlers';

const audit = { createBy: 'admin', updateBy: '', updateTime: null, remark: null };

export const mockNews: RowOf<typeof newsEntity>[] = [
  { ...audit, infoId: 1, infoType: '1', title: '深圳国际学校招生开放日', summary: '开放日安排', content: '<p>开放日安排</p>', cover: '/profile/upload/2026/01/01/n1.png', source: '教育局', cityCode: '440300', lang: 'zh', views: 12, status: '0', isSample: 0, createTime: '2026-01-05 09:00:00' },
  { ...audit, infoId: 2, infoType: '2', title: 'Ontario policy update', summary: 'Policy', content: '<p>Policy</p>', cover: '', source: '', cityCode: null, lang: 'en', views: 3, status: '0', isSample: 0, createTime: '2026-01-06 09:00:00' },
  { ...audit, infoId: 3, infoType: '3', title: '考试日历草稿', summary: '', content: '<p>草稿</p>', cover: '', source: '', cityCode: null, lang: 'zh', views: 0, status: '1', isSample: 0, createTime: '2026-01-07 09:00:00' },
];

export const mockVideos: RowOf<typeof videoEntity>[] = [
  { ...audit, videoId: 1, title: '校园参观', summary: '走进校园', cover: '/profile/upload/2026/01/01/p1.png', url: '/profile/upload/2026/01/01/v1.mp4', duration: 95, cityCode: '810000', schoolId: null, lang: 'zh', views: 7, status: '0', isSample: 0, createTime: '2026-01-05 09:00:00' },
  { ...audit, videoId: 2, title: 'Campus tour', summary: '', cover: '', url: 'https://video.test/tour.mp4', duration: 0, cityCode: null, schoolId: null, lang: 'en', views: 0, status: '1', isSample: 0, createTime: '2026-01-06 09:00:00' },
];

export const mockBanners: RowOf<typeof bannerEntity>[] = [
  { ...audit, bannerId: 1, title: '春季招生', image: '/profile/upload/2026/01/01/b1.png', link: '/news/1', sort: 1, lang: 'zh', status: '0', startDate: null, endDate: null, isSample: 0, createTime: '2026-01-05 09:00:00' },
  { ...audit, bannerId: 2, title: 'Spring intake', image: '/profile/upload/2026/01/01/b2.png', link: 'https://example.test', sort: 2, lang: 'en', status: '0', startDate: '2026-03-01', endDate: '2026-03-31', isSample: 0, createTime: '2026-01-06 09:00:00' },
  { ...audit, bannerId: 3, title: '旧活动', image: '/profile/upload/2026/01/01/b3.png', link: '', sort: 3, lang: 'zh', status: '1', startDate: null, endDate: '2025-12-31', isSample: 0, createTime: '2026-01-07 09:00:00' },
];

export const mockTags: RowOf<typeof tagEntity>[] = [
  { ...audit, tagId: 1, tagName: '寄宿', tagNameEn: 'Boarding', sort: 1, status: '0', createTime: '2026-01-05 09:00:00' },
  { ...audit, tagId: 2, tagName: 'IB课程', tagNameEn: 'IB', sort: 2, status: '0', createTime: '2026-01-05 09:00:00' },
  { ...audit, tagId: 3, tagName: '草稿', tagNameEn: '', sort: 3, status: '1', createTime: '2026-01-05 09:00:00' },
];

export const mockTypes: RowOf<typeof typeEntity>[] = [
  { ...audit, typeId: 1, scope: 'station', typeCode: '1', name: '择校攻略', nameEn: 'Choosing a school', sort: 1, status: '0', createTime: '2026-01-05 09:00:00' },
  { ...audit, typeId: 2, scope: 'story', typeCode: '1', name: '爆料', nameEn: 'Exposé', sort: 1, status: '0', createTime: '2026-01-05 09:00:00' },
];

/** What `GET /bbs/web/types` answers by default: the seeded types (both scopes), as a fresh database has them. */
export const mockPublicTypes: PublicType[] = [
  ...BLOG_TYPES.map((t, i) => ({ scope: 'station' as const, typeCode: t.value, name: t.zh, nameEn: t.en, sort: i + 1 })),
  ...STORY_CATEGORIES.map((t, i) => ({ scope: 'story' as const, typeCode: t.value, name: t.zh, nameEn: t.en, sort: i + 1 })),
];

/** `GET /bbs/web/types` answering `types` (a test's own list, e.g. with a type the admin disabled left out). */
export const publicTypesHandler = (types: readonly PublicType[]) =>
  http.get(api('/bbs/web/types'), ({ request }) => {
    const scope = new URL(request.url).searchParams.get('scope');
    return ok({ data: types.filter((t) => !scope || t.scope === scope) });
  });

export const bbsAdminMediaHandlers: HttpHandler[] = [
  http.get(api('/bbs/web/tags'), () =>
    ok({ data: mockTags.filter((t) => t.status === '0').map(({ tagId, tagName, tagNameEn }) => ({ tagId, tagName, tagNameEn })) })),
  publicTypesHandler(mockPublicTypes),
];
