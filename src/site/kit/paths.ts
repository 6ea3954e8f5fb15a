import type { PostRow } from '@shared/contract';
import { POST_TYPE, SEARCH_OBJ_TYPE } from '@shared/contract/constants';

/** Language-less paths of the directory's pages (wrap with `to()` of useSiteLang). */
export const dirPaths = {
  schoolList: '/school/list',
  school: (id: number | string) => `/school/detail/${id}`,
  stationList: '/station/list',
  station: (id: number | string) => `/station/detail/${id}`,
  storyList: '/story/list',
  story: (id: number | string) => `/story/detail/${id}`,
  search: (objType?: number, q?: string) => {
    const p = new URLSearchParams();
    if (objType) p.set('objType', String(objType));
    if (q) p.set('q', q);
    const s = p.toString();
    return s ? `/search?${s}` : '/search';
  },
  contact: '/contact',
};

/** A post's detail page: stories under /story, articles and discussions under /station. */
export function postPath(p: Pick<PostRow, 'postId' | 'postType'>): string {
  return p.postType === POST_TYPE.STORY ? dirPaths.story(p.postId) : dirPaths.station(p.postId);
}

/** Where a search result opens: its detail page. */
export function searchResultPath(objType: number, id: number): string {
  switch (objType) {
    case SEARCH_OBJ_TYPE.SCHOOL:
      return dirPaths.school(id);
    case SEARCH_OBJ_TYPE.STORY:
      return dirPaths.story(id);
    case SEARCH_OBJ_TYPE.NEWS:
      return `/news/detail/${id}`;
    case SEARCH_OBJ_TYPE.VIDEO:
      return `/video/detail/${id}`;
    default:
      return dirPaths.station(id);
  }
}
