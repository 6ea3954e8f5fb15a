import type { FastifyPluginAsync } from 'fastify';
import { blogEntity, commentEntity, type ModerationBody } from '../../../../../src/shared/contract/entities/index';
import { success, tableData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { type ListQuery, registerCrud } from '../../kit/crud';
import { auditComments, auditPosts, blogService, commentService } from './service';

/**
 * 帖子管理 (`/bbs/blog`) and 评论管理 (`/bbs/comment`): the kit's calls (the post list leaves the bodies out), and
 * the review of each, `PUT <base>/audit` behind `bbs:blog:audit` / `bbs:comment:audit`.
 */
export const bbsPostsAdminRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get(`${blogEntity.basePath}/list`, { preHandler: requirePermi(blogEntity.perms.list) }, async (request) => {
    const { rows, total } = await blogService.list(db, blogEntity.listQuery.parse(request.query) as ListQuery, request);
    return tableData(rows.map((r) => ({ ...r, content: '' })), total);
  });
  registerCrud(app, blogEntity, blogService, ['list']);

  app.put(`${blogEntity.basePath}/audit`, {
    preHandler: requirePermi(blogEntity.perms.audit),
    config: { operLog: { title: '帖子审核', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    await auditPosts(db, request.body as ModerationBody, request.loginUser!.userName);
    return success();
  });

  registerCrud(app, commentEntity, commentService);

  app.put(`${commentEntity.basePath}/audit`, {
    preHandler: requirePermi(commentEntity.perms.audit),
    config: { operLog: { title: '评论审核', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    await auditComments(db, request.body as ModerationBody, request.loginUser!.userName);
    return success();
  });
};
