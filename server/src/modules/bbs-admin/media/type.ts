import { type PublicType, type TypeScope, typeEntity } from '../../../../../src/shared/contract/entities/index';
import { POST_TYPE } from '../../../../../src/shared/contract/constants';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { plainText } from '../../../lib/sanitize';
import { crudService, type DbRow } from '../../kit/crud';
import { num } from '../../bbs/query';
import { publicListWrites } from './shared';

const taken = (code: string, mode: 'add' | 'edit') => `${mode === 'add' ? '新增' : '修改'}分类'${code}'失败，分类编码已存在`;
export const TYPE_MSG = {
  inUse: (name: string) => `分类【${name}】已被帖子使用，不能删除`,
  codeInUse: (name: string) => `分类【${name}】已被帖子使用，不能修改范围或编码`,
} as const;

/** How many present posts carry the type: station types in articles and discussions, story types in stories. */
async function postsUsing(db: Db, scope: string, code: string): Promise<number> {
  const r = await db
    .selectFrom('bbs_post')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('del_flag', '=', '0')
    .$if(scope === 'story', (q) => q.where('post_type', '=', POST_TYPE.STORY).where('category', '=', code))
    .$if(scope !== 'story', (q) => q.where('post_type', 'in', [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION]).where('blog_type', '=', code))
    .executeTakeFirstOrThrow();
  return num(r.n);
}

/**
 * 分类管理 (bbs_type, migration 0013) on the module kit: a code is unique within its scope; a type that posts use
 * cannot be deleted nor have its scope or code changed (the posts store the code).
 */
export const typeService = crudService(typeEntity, {
  table: 'bbs_type',
  hooks: {
    columns: (input) => ({
      scope: input.scope, type_code: input.typeCode, name: plainText(input.name), name_en: input.nameEn ?? '', sort: input.sort, status: input.status,
    }),
    async validate({ db }, input, mode, id) {
      const same = await db.selectFrom('bbs_type').select('type_id').where('scope', '=', input.scope).where('type_code', '=', input.typeCode).executeTakeFirst();
      if (same && num(same.type_id) !== id) throw new ServiceError(taken(input.typeCode, mode));
      if (mode === 'edit' && id) {
        const before = await db.selectFrom('bbs_type').selectAll().where('type_id', '=', id).executeTakeFirst();
        if (before && (before.scope !== input.scope || before.type_code !== input.typeCode) && (await postsUsing(db, before.scope, before.type_code)) > 0) {
          throw new ServiceError(TYPE_MSG.codeInUse(before.name));
        }
      }
    },
    uniqueMessage: (input, mode) => taken(input.typeCode, mode),
    async beforeRemove(trx, rows: DbRow[]) {
      for (const r of rows) {
        if ((await postsUsing(trx as unknown as Db, String(r.scope), String(r.type_code))) > 0) throw new ServiceError(TYPE_MSG.inUse(String(r.name)));
      }
    },
    ...publicListWrites,
  },
});

/** The published types of a scope (both when none), in order (`GET /bbs/web/types`). */
export async function publicTypes(db: Db, scope?: TypeScope): Promise<PublicType[]> {
  const rows = await db
    .selectFrom('bbs_type')
    .select(['scope', 'type_code', 'name', 'name_en', 'sort'])
    .where('status', '=', '0')
    .$if(!!scope, (q) => q.where('scope', '=', scope!))
    .orderBy('scope')
    .orderBy('sort')
    .orderBy('type_id')
    .execute();
  return rows.map((r) => ({ scope: r.scope as TypeScope, typeCode: r.type_code, name: r.name, nameEn: r.name_en, sort: num(r.sort) }));
}

/** The scope of a post type's code: stories use story types, articles and discussions station types. */
export const typeScopeOf = (postType: string): TypeScope => (postType === POST_TYPE.STORY ? 'story' : 'station');

/** Whether the scope has the code saved; `enabledOnly`: and published (what the site's forms offer). */
export async function typeSaved(db: Db, scope: TypeScope, code: string, enabledOnly: boolean): Promise<boolean> {
  const row = await db
    .selectFrom('bbs_type')
    .select('type_id')
    .where('scope', '=', scope)
    .where('type_code', '=', code)
    .$if(enabledOnly, (q) => q.where('status', '=', '0'))
    .executeTakeFirst();
  return !!row;
}
