import { msg } from '../../../../src/shared/contract/kit/messages';
import { MESSAGE_MSG } from '../../../../src/shared/contract/message';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { type Grant, takeHit, waitUnits, windowEnd } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { MINUTE_MS, nowText } from '../../lib/time';
import { invalidateBbsCache } from '../bbs/cache';
import { DELETED, PRESENT } from '../bbs/query';
import { parseRate } from '../common/limits';
import { getConfigValue } from '../system/config/service';

/**
 * Who may write in the forum and how often (issue 11): a disabled, deleted or banned (`sys_user.bbs_banned` '1')
 * account may not post or reply; posts and replies are limited per member by the config rows `bbs.limit.post` and
 * `bbs.limit.reply` ('count/minutes', 0 = no limit) on the atomic counter of lib/rate-limit.ts; `bbs.post.moderation`
 * = 'true' holds new posts and replies for review.
 */
export const FORUM_MSG = {
  banned: msg('您已被禁止在论坛发帖和回复，如有疑问请联系管理员', 'You may not post or reply in the forum. Contact us if you think this is a mistake.'),
  disabled: msg('账号已停用，不能发帖或回复', 'This account is disabled and cannot post or reply'),
  postMissing: msg('帖子不存在或已删除', 'The post does not exist or was deleted'),
  replyMissing: msg('回复不存在或已删除', 'The reply does not exist or was deleted'),
  notYours: msg('只能操作自己发布的内容', 'You can only change what you posted yourself'),
  emptyPost: msg('请输入内容（文字、图片或视频）', 'Write something in the post (text, an image or a video)'),
  tooLong: msg('内容过长，请删减后再发布', 'The post is too long; shorten it before posting'),
  badBlogType: msg('请选择分类', 'Choose a category'),
  badCity: msg('城市不存在', 'The city does not exist'),
  badSchool: msg('学校不存在', 'The school does not exist'),
} as const;

export const FORUM_LIMITS = {
  post: { configKey: 'bbs.limit.post', fallback: { max: 5, windowMs: 10 * MINUTE_MS } },
  reply: { configKey: 'bbs.limit.reply', fallback: { max: 20, windowMs: 10 * MINUTE_MS } },
} as const;
export type ForumAction = keyof typeof FORUM_LIMITS;

const tooOften = (action: ForumAction, minutes: number) =>
  action === 'post'
    ? msg(`发帖过于频繁，请${minutes}分钟后再试`, `You are posting too often. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
    : msg(`回复过于频繁，请${minutes}分钟后再试`, `You are replying too often. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);

/** The writer as posts and replies name them; throws when the account may not write in the forum. */
export async function forumWriter(db: Db, userId: number): Promise<{ userId: number; userName: string; authorName: string }> {
  const u = await db
    .selectFrom('sys_user')
    .select(['user_name', 'nick_name', 'status', 'del_flag', 'bbs_banned'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!u || u.status !== '0' || u.del_flag !== '0') throw new ServiceError(FORUM_MSG.disabled);
  if (u.bbs_banned === '1') throw new ServiceError(FORUM_MSG.banned);
  return { userId, userName: u.user_name, authorName: u.nick_name || u.user_name };
}

/**
 * Counts one post or reply of the member; throws the localized "too often" message when the window is used up.
 * Returns the grant (give it back when the write fails), or null when nothing is limited.
 */
export async function takeForumHit(
  db: Db, config: Pick<AppConfig, 'rateLimitsEnabled'>, action: ForumAction, userId: number, now = Date.now(),
): Promise<Grant | null> {
  if (!config.rateLimitsEnabled) return null;
  const { configKey, fallback } = FORUM_LIMITS[action];
  const rate = parseRate(await getConfigValue(db, configKey), fallback);
  if (rate.max === 0) return null;
  const key = `bbs.${action}:${userId}`;
  const grant = await takeHit(db, { key, ...rate }, now);
  if (grant) return grant;
  const end = (await windowEnd(db, key, now)) ?? now + rate.windowMs;
  throw new ServiceError(tooOften(action, waitUnits(end, now, rate.windowMs, MINUTE_MS)));
}

/** New posts and replies wait for review when the config row `bbs.post.moderation` is 'true'. */
export async function moderationOn(db: Db): Promise<boolean> {
  return (await getConfigValue(db, 'bbs.post.moderation'))?.trim() === 'true';
}

const OWN_KINDS = {
  post: { table: 'bbs_post', key: 'post_id', missing: FORUM_MSG.postMissing },
  reply: { table: 'bbs_post_reply', key: 'reply_id', missing: FORUM_MSG.replyMissing },
  message: { table: 'bbs_message', key: 'message_id', missing: MESSAGE_MSG.missing },
} as const;

/**
 * deleteBlog / deleteBlogComment / deleteMessage: soft-deletes (del_flag '2') the caller's own present post, reply or message (404 when
 * missing or already deleted, 403 when someone else's) and clears the public list cache. A deleted post takes its
 * replies off the public pages; a deleted reply with answers stays in its thread as a placeholder.
 */
export async function softDeleteOwn(db: Db, user: { userId: number; userName: string }, kind: keyof typeof OWN_KINDS, id: number): Promise<void> {
  const { missing } = OWN_KINDS[kind];
  // both tables have the same user_id, del_flag and audit columns; the names typed as bbs_post's serve both
  const table = OWN_KINDS[kind].table as 'bbs_post';
  const key = OWN_KINDS[kind].key as 'post_id';
  const row = await db.selectFrom(table).select(['user_id']).where(key, '=', id).where('del_flag', '=', PRESENT).executeTakeFirst();
  ownRow(row, user.userId, missing);
  await db.updateTable(table).set({ del_flag: DELETED, update_by: user.userName, update_time: nowText() }).where(key, '=', id).execute();
  invalidateBbsCache(db);
}

/**
 * A row the caller acts on: missing (or already deleted) → 404; someone else's → 403. Returns the row.
 */
export function ownRow<T extends { user_id: number | null }>(row: T | undefined, userId: number, missing: string): T {
  if (!row) throw new ServiceError(missing, 404);
  if (row.user_id === null || Number(row.user_id) !== userId) throw new ServiceError(FORUM_MSG.notYours, 403);
  return row;
}
