import { type PublicTag, tagEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { plainText } from '../../../lib/sanitize';
import { crudService } from '../../kit/crud';
import { num } from '../../bbs/query';
import { publicListWrites } from './shared';

const taken = (name: string, mode: 'add' | 'edit') => `${mode === 'add' ? '新增' : '修改'}标签'${name}'失败，标签名称已存在`;

/** 标签管理 (bbs_tag, migration 0013) on the module kit: the Chinese name is unique (index uq_bbs_tag_name). */
export const tagService = crudService(tagEntity, {
  table: 'bbs_tag',
  hooks: {
    columns: (input) => ({ tag_name: plainText(input.tagName), tag_name_en: input.tagNameEn ?? '', sort: input.sort, status: input.status }),
    async validate({ db }, input, mode, id) {
      const same = await db.selectFrom('bbs_tag').select('tag_id').where('tag_name', '=', input.tagName).executeTakeFirst();
      if (same && num(same.tag_id) !== id) throw new ServiceError(taken(input.tagName, mode));
    },
    uniqueMessage: (input, mode) => taken(input.tagName, mode),
    ...publicListWrites,
  },
});

/** The published tags in order, both names (`GET /bbs/web/tags`). */
export async function publicTags(db: Db): Promise<PublicTag[]> {
  const rows = await db.selectFrom('bbs_tag').select(['tag_id', 'tag_name', 'tag_name_en']).where('status', '=', '0').orderBy('sort').orderBy('tag_id').execute();
  return rows.map((r) => ({ tagId: num(r.tag_id), tagName: r.tag_name, tagNameEn: r.tag_name_en }));
}

/** The names of `names` that are not published tags (a member may only use those). */
export async function unknownTags(db: Db, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await db.selectFrom('bbs_tag').select('tag_name').where('status', '=', '0').where('tag_name', 'in', names).execute();
  const known = new Set(rows.map((r) => r.tag_name));
  return names.filter((n) => !known.has(n));
}
