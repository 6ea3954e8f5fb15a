/**
 * The forum's media pages' calls (issue 12): news, videos, banners, tags and types on the module kit (`bbs:<key>:*`);
 * the anonymous reads of the published tags and types are `listTags` / `listTypes` in ../web.
 */
import { bannerEntity, newsEntity, tagEntity, typeEntity, videoEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';

export const newsApi = crudApi(newsEntity);
export const videoApi = crudApi(videoEntity);
export const bannerApi = crudApi(bannerEntity);
export const tagApi = crudApi(tagEntity);
export const typeApi = crudApi(typeEntity);
