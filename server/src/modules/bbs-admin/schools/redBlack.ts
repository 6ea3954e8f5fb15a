import { sql, type SqlBool, type Transaction } from 'kysely';
import { type RedBlackHistory, redBlackEntity } from '../../../../../src/shared/contract/entities/index';
import { redBlackEntryInputSchema } from '../../../../../src/shared/contract/index';
import type { RowOf } from '../../../../../src/shared/contract/kit/index';
import type { Database } from '../../../db/schema';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { nowText } from '../../../lib/time';
import { invalidateBbsCache } from '../../bbs/cache';
import { crudService, type DbRow, type WriteContext } from '../../kit/crud';
import { nameLike } from './school';
import { afterWrite, jsonArray, requireCity, rowFrom, toNum } from './shared';

type Entry = RowOf<typeof redBlackEntity>;
type HistoryAction = RedBlackHistory['action'];

function entryRow(r: DbRow): Entry {
  return rowFrom(redBlackEntity.row, r, {
    linkedSchoolName: String(r.linked_name ?? ''),
    sources: jsonArray<Record<string, unknown> | null>(r.sources).map((s) => ({
      title: String(s?.title ?? ''), titleEn: String(s?.titleEn ?? ''), url: String(s?.url ?? ''),
    })),
  });
}

/** Records one change of an entry, inside the change's transaction. */
async function record(trx: Transaction<Database>, row: DbRow, action: HistoryAction, by: string): Promise<void> {
  const { linkedSchoolName: _linked, ...snapshot } = entryRow(row);
  await trx
    .insertInto('bbs_red_black_history')
    .values({ entry_id: toNum(row.entry_id), action, snapshot: JSON.stringify(snapshot), oper_by: by, oper_time: nowText() })
    .execute();
}

/**
 * 红黑榜 on the module kit. Every write passes the evidence rule of `redBlackEntryInputSchema` (the seed's and the
 * public writer's: a published entry has a source, a real reason date not after the added day, a school or a
 * name) plus the admin's own (source links are https, the linked school and the city exist). Every change
 * writes a `bbs_red_black_history` row in its transaction; the kit's remove is replaced by `unpublishEntries`
 * (no entry is ever deleted).
 */
export const redBlackService = crudService(redBlackEntity, {
  table: 'bbs_red_black',
  hooks: {
    toRow: entryRow,
    /** the entry's own name, or a linked school's */
    filter: (q, f) => (typeof f.schoolName === 'string' && f.schoolName
      ? q.where(sql<SqlBool>`(${nameLike(f.schoolName)} or school_id in (select school_id from bbs_school where ${nameLike(f.schoolName)}))`)
      : q),
    async enrich(db, rows) {
      const ids = [...new Set(rows.map((r) => r.schoolId).filter((x): x is number => x !== null))];
      if (ids.length === 0) return rows;
      const names = await db.selectFrom('bbs_school').select(['school_id', 'school_name']).where('school_id', 'in', ids).execute();
      return rows.map((r) => ({ ...r, linkedSchoolName: names.find((n) => toNum(n.school_id) === r.schoolId)?.school_name ?? '' }));
    },
    async validate({ db }, input, mode, id) {
      let addedDate = input.addedDate;
      if (!addedDate && mode === 'edit' && id !== undefined) {
        addedDate = (await db.selectFrom('bbs_red_black').select('added_date').where('entry_id', '=', id).executeTakeFirst())?.added_date ?? '';
      }
      if (!addedDate) addedDate = nowText().slice(0, 10);
      const parsed = redBlackEntryInputSchema.safeParse({ ...input, addedDate });
      if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? '红黑榜条目校验失败');
      if (input.schoolId !== null) {
        const school = await db.selectFrom('bbs_school').select('school_id').where('school_id', '=', input.schoolId).executeTakeFirst();
        if (!school) throw new ServiceError('关联的学校不存在');
      }
      await requireCity(db, input.cityCode);
      return { added_date: addedDate };
    },
    columns: (input) => ({
      list_type: input.listType,
      school_id: input.schoolId,
      school_name: input.schoolName,
      school_name_en: input.schoolNameEn,
      reason: input.reason,
      reason_en: input.reasonEn,
      reason_date: input.reasonDate,
      sources: JSON.stringify(input.sources),
      city_code: input.cityCode,
      sort: input.sort,
      status: input.status,
    }),
    async afterInsert(trx, id, _input, by) {
      const row = await trx.selectFrom('bbs_red_black').selectAll().where('entry_id', '=', id).executeTakeFirstOrThrow();
      await record(trx, row, 'add', by);
    },
    async beforeUpdate(trx, before, _input, by, values) {
      const action: HistoryAction = before.status === values.status ? 'edit' : values.status === '1' ? 'unpublish' : 'publish';
      await record(trx, { ...before, ...values }, action, by);
    },
    ...afterWrite,
  },
});

/** 删除 on this page: the published entries among `ids` are unpublished (status '1') with a history row each. */
export async function unpublishEntries(ctx: WriteContext, ids: number[]): Promise<number> {
  const n = await ctx.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('bbs_red_black').selectAll().where('entry_id', 'in', ids).where('status', '=', '0').orderBy('entry_id').execute();
    const now = nowText();
    for (const row of rows) {
      const values = { status: '1', update_by: ctx.by, update_time: now };
      await trx.updateTable('bbs_red_black').set(values).where('entry_id', '=', row.entry_id).execute();
      await record(trx, { ...row, ...values }, 'unpublish', ctx.by);
    }
    return rows.length;
  });
  invalidateBbsCache(ctx.db);
  return n;
}

/** An entry's recorded changes, newest first. */
export async function entryHistory(db: Db, entryId: number): Promise<RedBlackHistory[]> {
  const rows = await db.selectFrom('bbs_red_black_history').selectAll().where('entry_id', '=', entryId).orderBy('history_id', 'desc').execute();
  return rows.map((r) => ({
    historyId: toNum(r.history_id),
    entryId: toNum(r.entry_id),
    action: r.action as HistoryAction,
    snapshot: JSON.parse(r.snapshot) as Record<string, unknown>,
    operBy: r.oper_by,
    operTime: r.oper_time,
  }));
}
