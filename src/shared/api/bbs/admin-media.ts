/**
 * The forum's media pages' calls (issue 12): news, videos, banners, tags and types on the module kit (`bbs:<key>:*`),
 * and the anonymous reads of the published tags and types.
 */
import type { AjaxResult } from '@shared/contract';
import { bannerEntity, newsEntity, type PublicTag, type PublicType, tagEntity, type TypeScope, typeEntity, videoEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

export const newsApi = crudApi(newsEntity);
export const videoApi = crudApi(videoEntity);
export const bannerApi = crudApi(bannerEntity);
export const tagApi = crudApi(tagEntity);
export const typeApi = crudApi(typeEntity);

/** GET /bbs/web/tags (anonymous): the published tags in order, both names. */
export function listPublicTags(): Promise<AjaxResult<PublicTag[]>> {
  return request<AjaxResult<PublicTag[]>>({ url: '/bbs/web/tags', method: 'get' });
}

/** GET /bbs/web/types?scope= (anonymous): the published types of a scope, or of both. */
export function listPublicTypes(scope?: TypeScope): Promise<AjaxResult<PublicType[]>> {
  return request<AjaxResult<PublicType[]>>({ url: '/bbs/web/types', method: 'get', params: scope ? { scope } : {} });
}
