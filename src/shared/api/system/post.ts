/** Post calls (RuoYi api/system/post.js): the kit's CRUD calls and export, and the post options. */
import type { PostOptionsResponse } from '@shared/contract';
import { postEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { request } from '../request';

/**
 * list / get / add ("新增岗位'x'失败，岗位名称已存在" or "…岗位编码已存在") / update / remove (a post a user holds is
 * refused: '<name>已分配,不能删除') / exportList (`post_<ts>.xlsx`).
 */
export const postApi = crudApi(postEntity);

/** GET /system/post/optionselect (any logged-in user): every post, for the user form's select. */
export function optionselectPost(): Promise<PostOptionsResponse> {
  return request<PostOptionsResponse>({ url: '/system/post/optionselect', method: 'get' });
}
