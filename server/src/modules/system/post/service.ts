import type { SysPost } from '../../../../../src/shared/contract/index';
import { postEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { crudService, type WriteMode } from '../../kit/crud';

/** 岗位管理 on the module kit (RuoYi SysPostServiceImpl): unique name and code, no delete while a user holds it. */

const action = (mode: WriteMode) => (mode === 'add' ? '新增' : '修改');

export const POST_MSG = {
  nameExists: (mode: WriteMode, postName: string) => `${action(mode)}岗位'${postName}'失败，岗位名称已存在`,
  codeExists: (mode: WriteMode, postName: string) => `${action(mode)}岗位'${postName}'失败，岗位编码已存在`,
  assigned: (postName: string) => `${postName}已分配,不能删除`,
} as const;

export const postService = crudService(postEntity, {
  table: 'sys_post',
  hooks: {
    /** the name first, then the code (RuoYi's order) */
    async validate({ db }, input, mode, id) {
      for (const [column, value, message] of [
        ['post_name', input.postName, POST_MSG.nameExists],
        ['post_code', input.postCode, POST_MSG.codeExists],
      ] as const) {
        let q = db.selectFrom('sys_post').select('post_id').where(column, '=', value);
        if (id !== undefined) q = q.where('post_id', '<>', id);
        if (await q.executeTakeFirst()) throw new ServiceError(message(mode, input.postName));
      }
    },
    /** a post some user holds is refused, and then nothing is deleted */
    async beforeRemove(trx, rows) {
      for (const p of rows) {
        const held = await trx.selectFrom('sys_user_post').select('user_id').where('post_id', '=', p.post_id).limit(1).executeTakeFirst();
        if (held) throw new ServiceError(POST_MSG.assigned(String(p.post_name)));
      }
    },
  },
});

/** GET /system/post/optionselect: every post in display order (RuoYi selectPostAll). */
export async function allPosts(db: Db): Promise<SysPost[]> {
  return (await db.selectFrom('sys_post').selectAll().orderBy('post_sort').orderBy('post_id').execute()).map((r) => postService.toRow(r));
}
