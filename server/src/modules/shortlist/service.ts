import { randomBytes } from 'node:crypto';
import { BBS_HOME_LIMITS, type ContentLang } from '../../../../src/shared/contract/index';
import { type CompareSchool, SHORTLIST_LIMITS, SHORTLIST_MSG, type ShortlistItem } from '../../../../src/shared/contract/shortlist';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { nowText } from '../../lib/time';
import { num } from '../bbs/query';
import { redBlackRows } from '../bbs/redBlack';
import { SCHOOL_COLUMNS, schoolBase, schoolLabeller, schoolRow } from '../bbs/school';

/** The shown schools among `ids`, in the asked order, with labels, OSSD and their red/black entries. */
export async function compareSchools(db: Db, ids: number[], lang: ContentLang): Promise<CompareSchool[]> {
  if (ids.length === 0) return [];
  const [rows, labelsOf] = await Promise.all([
    schoolBase(db, {}).where('s.school_id', 'in', ids).select(SCHOOL_COLUMNS).execute(),
    schoolLabeller(db),
  ]);
  const schools = ids.map((id) => rows.find((r) => num(r.school_id) === id)).filter((r) => r !== undefined);
  return Promise.all(
    schools.map(async (r) => {
      const row = schoolRow(r, lang);
      const { red, black } = await redBlackRows(db, { schoolId: row.schoolId }, lang, BBS_HOME_LIMITS.redBlack);
      return {
        ...row,
        labels: labelsOf(row),
        ossd: /OSSD/i.test(`${r.curriculum} ${r.curriculum_en}`),
        redBlack: [...red, ...black],
      };
    }),
  );
}

/** A member's saved schools that are still shown, oldest first. */
export async function shortlistItems(db: Db, userId: number, lang: ContentLang): Promise<ShortlistItem[]> {
  const rows = await schoolBase(db, {})
    .innerJoin('bbs_shortlist_item as i', 'i.school_id', 's.school_id')
    .where('i.user_id', '=', userId)
    .select(SCHOOL_COLUMNS)
    .select(['i.item_id', 'i.note', 'i.create_time as item_time'])
    .orderBy('i.item_id')
    .execute();
  return rows.map((r) => ({
    itemId: num(r.item_id),
    schoolId: num(r.school_id),
    note: r.note,
    createTime: r.item_time ?? '',
    school: schoolRow(r, lang),
  }));
}

export async function shareTokenOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('bbs_shortlist_share').select('share_token').where('user_id', '=', userId).executeTakeFirst();
  return row?.share_token ?? null;
}

/** Saves a shown school with a note: at most SHORTLIST_LIMITS.schools per member, each school once. */
export async function addShortlistItem(db: Db, user: { userId: number; userName: string }, schoolId: number, note: string): Promise<number> {
  const school = await schoolBase(db, { schoolId }).select('s.school_id').executeTakeFirst();
  if (!school) throw new ServiceError(SHORTLIST_MSG.schoolMissing, 404);
  const mine = await db.selectFrom('bbs_shortlist_item').select('school_id').where('user_id', '=', user.userId).execute();
  if (mine.some((r) => num(r.school_id) === schoolId)) throw new ServiceError(SHORTLIST_MSG.duplicate);
  if (mine.length >= SHORTLIST_LIMITS.schools) throw new ServiceError(SHORTLIST_MSG.full);
  const row = await db
    .insertInto('bbs_shortlist_item')
    .values({ user_id: user.userId, school_id: schoolId, note, create_by: user.userName, create_time: nowText() })
    .returning('item_id')
    .executeTakeFirstOrThrow();
  return num(row.item_id);
}

/** The caller's own item: 404 when missing, 403 when another member's. */
async function ownItem(db: Db, userId: number, itemId: number): Promise<void> {
  const item = await db.selectFrom('bbs_shortlist_item').select('user_id').where('item_id', '=', itemId).executeTakeFirst();
  if (!item) throw new ServiceError(SHORTLIST_MSG.itemMissing, 404);
  if (num(item.user_id) !== userId) throw new ServiceError(SHORTLIST_MSG.notOwner, 403);
}

export async function updateShortlistNote(db: Db, user: { userId: number; userName: string }, itemId: number, note: string): Promise<void> {
  await ownItem(db, user.userId, itemId);
  await db.updateTable('bbs_shortlist_item').set({ note, update_by: user.userName, update_time: nowText() }).where('item_id', '=', itemId).execute();
}

export async function deleteShortlistItem(db: Db, userId: number, itemId: number): Promise<void> {
  await ownItem(db, userId, itemId);
  await db.deleteFrom('bbs_shortlist_item').where('item_id', '=', itemId).execute();
}

/** A new share token for the member's shortlist (the previous link stops working). */
export async function shareShortlist(db: Db, user: { userId: number; userName: string }): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('bbs_shortlist_share').where('user_id', '=', user.userId).execute();
    await tx.insertInto('bbs_shortlist_share').values({ user_id: user.userId, share_token: token, create_by: user.userName, create_time: nowText() }).execute();
  });
  return token;
}

export async function revokeShortlistShare(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('bbs_shortlist_share').where('user_id', '=', userId).execute();
}

/** The shortlist behind a share link; 404 when the token is unknown or revoked. */
export async function sharedShortlist(db: Db, token: string, lang: ContentLang): Promise<ShortlistItem[]> {
  const share = await db.selectFrom('bbs_shortlist_share').select('user_id').where('share_token', '=', token).executeTakeFirst();
  if (!share) throw new ServiceError(SHORTLIST_MSG.shareMissing, 404);
  return shortlistItems(db, num(share.user_id), lang);
}
