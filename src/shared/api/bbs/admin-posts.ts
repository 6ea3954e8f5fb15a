/** 帖子管理 and 评论管理 calls (issue 12): the kit's CRUD calls of both entities and their reviews. */
import type { AjaxResult } from '@shared/contract';
import { blogEntity, commentEntity, type ModerationBody } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/** list (bodies left out) / get / add / update / remove (soft) / exportList (`blog_<ts>.xlsx`): `bbs:blog:*` */
export const blogApi = crudApi(blogEntity);
/** list (with each post's title) / get / update (status only) / remove (soft) / exportList: `bbs:comment:*` */
export const commentApi = crudApi(commentEntity);

/** PUT /bbs/blog/audit (`bbs:blog:audit`): approve ('0') or reject ('2' with a reason); the member authors get a notice. */
export function auditBlogs(body: ModerationBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/blog/audit', method: 'put', data: body });
}

/** PUT /bbs/comment/audit (`bbs:comment:audit`): approving publishes the reply and sends its reply notices. */
export function auditComments(body: ModerationBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/comment/audit', method: 'put', data: body });
}
