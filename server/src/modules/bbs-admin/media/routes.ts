import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { bannerEntity, newsEntity, tagEntity, TYPE_SCOPES, typeEntity, videoEntity } from '../../../../../src/shared/contract/entities/index';
import { successData } from '../../../lib/result';
import { registerCrud } from '../../kit/crud';
import { bannerService } from './banner';
import { newsService } from './news';
import { publicTags, tagService } from './tag';
import { publicTypes, typeService } from './type';
import { videoService } from './video';

const typesQuery = z.object({
  scope: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(TYPE_SCOPES, { error: '分类范围只能是station或story' }).optional()),
});

/**
 * The forum's media pages (issue 12): 新闻, 视频, 轮播图, 标签, 分类 on the module kit (`bbs:<key>:*`), and the
 * anonymous reads of tags and types for the site's editors and filters.
 */
export const bbsMediaRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, newsEntity, newsService);
  registerCrud(app, videoEntity, videoService);
  registerCrud(app, bannerEntity, bannerService);
  registerCrud(app, tagEntity, tagService);
  registerCrud(app, typeEntity, typeService);

  app.get('/bbs/web/tags', { config: { auth: 'none' } }, async () => successData(await publicTags(app.db)));
  app.get('/bbs/web/types', { config: { auth: 'none' } }, async (request) => {
    const { scope } = typesQuery.parse(request.query);
    return successData(await publicTypes(app.db, scope));
  });
};
