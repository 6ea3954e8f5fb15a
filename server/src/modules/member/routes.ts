import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addBlogBodySchema,
  addCommentBodySchema,
  AUDIT_STATUS,
  idParamSchema,
  myListBodySchema,
  POST_TYPE,
  updateMyInfoBodySchema,
  updateMyPasswordBodySchema,
} from '../../../../src/shared/contract/index';
import { clientInfo } from '../../lib/client-info';
import { langOf, saidIn } from '../../lib/lang';
import { failure, success, successData, tableData } from '../../lib/result';
import { BusinessType, type OperLogOptions, OperatorType } from '../../plugins/oper-log';
import { listOwnPosts } from '../bbs/post';
import { body, paging } from '../bbs/routes';
import { updatePassword } from '../system/profile/service';
import { getMyInfo, updateMyInfo } from './account';
import { countUnread, listNotices, markAllRead, markNoticeRead, noticeTypeOf } from './notices';
import { softDeleteOwn } from './forum-rules';
import { addMemberPost, POST_MSG } from './posts';
import { addMemberReply, listOwnReplies, listReceivedReplies, REPLY_MSG } from './replies';

const PREFIX = '/bbs/submitweb';
const ALL_POST_TYPES = [POST_TYPE.ARTICLE, POST_TYPE.STORY, POST_TYPE.DISCUSSION] as const;

export const logged = (title: string, businessType: OperLogOptions['businessType'], exclude?: string[]) => ({
  config: { operLog: { title, businessType, operatorType: OperatorType.OTHER, ...(exclude ? { exclude } : {}) } },
});

const typeParamSchema = z.object({ type: z.string().trim().max(1) });

/** A message of the contract in the caller's language (Accept-Language), for success answers. */
const say = (request: FastifyRequest, text: string) => saidIn(request.headers, text);

/**
 * The forum side of the member centre (issue 11; shapes in src/shared/contract/member.ts): any logged-in account
 * — a member, a school account, staff — acts as itself on its own posts, replies, notices and account. Another
 * member's row answers 403 and changes nothing, a missing one 404. Every write goes to the operation log.
 */
export const memberRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const me = (request: FastifyRequest) => request.loginUser!;

  app.post(`${PREFIX}/addBlog`, logged('会员帖子', BusinessType.INSERT), async (request) => {
    const b = body(addBlogBodySchema, request);
    const data = await addMemberPost(db, app.config, me(request).userId, b);
    return successData(data, say(request, data.auditStatus === AUDIT_STATUS.APPROVED ? POST_MSG.published : POST_MSG.pending));
  });

  app.post(`${PREFIX}/deleteBlog/:id`, logged('会员帖子', BusinessType.DELETE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await softDeleteOwn(db, me(request), 'post', id);
    return success();
  });

  app.post(`${PREFIX}/addBlogComment`, logged('会员回复', BusinessType.INSERT), async (request) => {
    const b = body(addCommentBodySchema, request);
    const data = await addMemberReply(db, app.config, me(request).userId, b);
    return successData(data, say(request, data.auditStatus === AUDIT_STATUS.APPROVED ? REPLY_MSG.published : REPLY_MSG.pending));
  });

  app.post(`${PREFIX}/deleteBlogComment/:id`, logged('会员回复', BusinessType.DELETE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await softDeleteOwn(db, me(request), 'reply', id);
    return success();
  });

  app.post(`${PREFIX}/myBlogList`, async (request) => {
    const page = paging(request);
    const f = body(myListBodySchema, request);
    const { rows, total } = await listOwnPosts(db, me(request).userId, { postTypes: f.postType ? [f.postType] : ALL_POST_TYPES, title: f.title }, page);
    return tableData(rows, total);
  });

  app.post(`${PREFIX}/myBlogReplyList`, async (request) => {
    const page = paging(request);
    const { rows, total } = await listOwnReplies(db, me(request).userId, body(myListBodySchema, request), page);
    return tableData(rows, total);
  });

  app.post(`${PREFIX}/myBlogRecevieList`, async (request) => {
    const page = paging(request);
    const { rows, total } = await listReceivedReplies(db, me(request).userId, body(myListBodySchema, request), page);
    return tableData(rows, total);
  });

  app.post(`${PREFIX}/getMyInfo`, async (request) =>
    successData(await getMyInfo(db, me(request).userId, langOf(request.headers['accept-language']))));

  app.post(`${PREFIX}/updateMyInfo`, logged('会员资料', BusinessType.UPDATE), async (request) => {
    const b = body(updateMyInfoBodySchema, request);
    await updateMyInfo(db, me(request), b);
    return successData(await getMyInfo(db, me(request).userId, langOf(request.headers['accept-language'])));
  });

  app.post(`${PREFIX}/updateMyPassword`, logged('会员资料', BusinessType.UPDATE, ['oldpassword', 'newpassword']), async (request) => {
    const { oldpassword, newpassword } = body(updateMyPasswordBodySchema, request);
    const changed = await updatePassword(db, me(request), oldpassword, newpassword, clientInfo(request).ip);
    return changed > 0 ? success() : failure('修改密码异常，请联系管理员');
  });

  app.post(`${PREFIX}/listNotice/:type`, async (request) => {
    const type = noticeTypeOf(typeParamSchema.parse(request.params).type);
    const { rows, total } = await listNotices(db, me(request).userId, type, paging(request));
    return tableData(rows, total);
  });

  app.post(`${PREFIX}/countUnreadNotice`, async (request) => successData(await countUnread(db, me(request).userId)));

  app.post(`${PREFIX}/updateNoticeReadStatus/:id`, logged('会员通知', BusinessType.UPDATE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await markNoticeRead(db, me(request).userId, id);
    return success();
  });

  app.post(`${PREFIX}/readAllNotice/:type`, logged('会员通知', BusinessType.UPDATE), async (request) => {
    const type = noticeTypeOf(typeParamSchema.parse(request.params).type);
    await markAllRead(db, me(request).userId, type);
    return success();
  });
};
