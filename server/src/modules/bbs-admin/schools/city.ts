import { cityEntity } from '../../../../../src/shared/contract/entities/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { crudService, type DbRow } from '../../kit/crud';
import { afterWrite, countRefs, rowFrom, toNum } from './shared';

/** The tables whose rows name a city by its code, and what the refusal calls them. */
const CITY_USERS = [
  ['bbs_school', '学校'],
  ['bbs_post', '帖子'],
  ['bbs_info', '资讯'],
  ['bbs_video', '视频'],
  ['bbs_red_black', '红黑榜条目'],
] as const;

/** What uses the city codes: '3所学校、2篇帖子…' style parts (empty when nothing). */
async function cityUse(db: Db, codes: string[]): Promise<{ total: number; text: string }> {
  let total = 0;
  const parts: string[] = [];
  for (const [table, noun] of CITY_USERS) {
    const n = await countRefs(db, table, 'city_code', codes);
    if (n) parts.push(`${n}条${noun}`);
    total += n;
  }
  return { total, text: parts.join('、') };
}

/**
 * 城市管理 on the module kit: bbs_city with a unique code (letters and digits). A city that schools, posts, news,
 * videos or red/black entries use keeps its code and is not deleted (the refusal names the counts); unpublishing
 * it (status '1') takes it off the site's city list.
 */
export const cityService = crudService(cityEntity, {
  table: 'bbs_city',
  hooks: {
    toRow: (r: DbRow) => rowFrom(cityEntity.row, r),
    async validate({ db }, input, mode, id) {
      const same = await db.selectFrom('bbs_city').select('city_id').where('value', '=', input.value).executeTakeFirst();
      if (same && (mode === 'add' || toNum(same.city_id) !== id)) throw new ServiceError(`城市编码'${input.value}'已存在`);
      if (mode === 'edit' && id !== undefined) {
        const before = await db.selectFrom('bbs_city').select('value').where('city_id', '=', id).executeTakeFirst();
        if (before && before.value !== input.value) {
          const use = await cityUse(db, [before.value]);
          if (use.total) throw new ServiceError(`城市编码'${before.value}'已被${use.text}使用，不能修改`);
        }
      }
    },
    uniqueMessage: (input) => `城市编码'${input.value}'已存在`,
    async beforeRemove(trx, rows) {
      for (const row of rows) {
        const use = await cityUse(trx as unknown as Db, [String(row.value)]);
        if (use.total) throw new ServiceError(`城市'${String(row.label)}'已被${use.text}使用（共${use.total}条），不能删除，请改为下线`);
      }
    },
    ...afterWrite,
  },
});
