import type { z } from 'zod';
import { msg } from '../../../../src/shared/contract/kit/messages';
import { type addBlogBodySchema, AUDIT_STATUS, type AuditStatus, MEMBER_LIMITS, POST_TYPE } from '../../../../src/shared/contract/index';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/index';
import { giveBack } from '../../lib/rate-limit';
import { ServiceError } from '../../lib/result';
import { htmlToText, sanitizeRichText } from '../../lib/sanitize';
import { createPost } from '../bbs/post';
import { SHOWN, splitList } from '../bbs/query';
import { unknownTags } from '../bbs-admin/media/tag';
import { typeSaved, typeScopeOf } from '../bbs-admin/media/type';
import { FORUM_MSG, forumWriter, moderationOn, takeForumHit } from './forum-rules';

export const POST_MSG = {
  published: msg('发布成功', 'Posted'),
  pending: msg('发布成功，内容审核通过后将公开显示', 'Posted. It will be public once a moderator approves it.'),
  badType: msg('所选分类不存在或已停用，请重新选择', 'The chosen category does not exist or is no longer offered; choose another'),
  badTag: msg('所选标签不存在或已停用，请从已有标签中选择', 'A chosen tag does not exist or is no longer offered; choose from the listed tags'),
} as const;

/** The site path of a post's detail page (notices link to it). */
export function postDetailPath(postType: string, postId: number): string {
  return postType === POST_TYPE.STORY ? `/story/detail/${postId}` : `/station/detail/${postId}`;
}

/** The first image of sanitized HTML (a post's cover in the lists), '' when none. */
function firstImage(html: string): string {
  return /<img\b[^>]*\ssrc="([^"]+)"/i.exec(html)?.[1] ?? '';
}

/**
 * addBlog: a member's discussion (postType '3') or story ('2'). The content is sanitized (createPost) and must keep
 * some text, an image or a video; the title is plain text. Counted against `bbs.limit.post`; pending review when
 * moderation is on.
 */
export async function addMemberPost(
  db: Db, config: Pick<AppConfig, 'rateLimitsEnabled'>, userId: number, b: z.output<typeof addBlogBodySchema>,
): Promise<{ postId: number; auditStatus: AuditStatus }> {
  const writer = await forumWriter(db, userId);
  const content = sanitizeRichText(b.content);
  if (!htmlToText(content) && !/<(img|video)\b/i.test(content)) throw new ServiceError(FORUM_MSG.emptyPost);
  if (content.length > MEMBER_LIMITS.content) throw new ServiceError(FORUM_MSG.tooLong);
  const story = b.postType === POST_TYPE.STORY;
  const typeCode = story ? b.category : b.blogType;
  if (!typeCode) throw new ServiceError(FORUM_MSG.badBlogType);
  // the types the admin has saved and enabled for the scope (分类管理), as the form offers them
  if (!(await typeSaved(db, typeScopeOf(b.postType), typeCode, true))) throw new ServiceError(POST_MSG.badType);
  const tags = splitList(b.tags);
  if ((await unknownTags(db, tags)).length) throw new ServiceError(POST_MSG.badTag);
  if (b.cityCode) {
    const city = await db.selectFrom('bbs_city').select('city_id').where('value', '=', b.cityCode).executeTakeFirst();
    if (!city) throw new ServiceError(FORUM_MSG.badCity);
  }
  if (b.schoolId) {
    const school = await db.selectFrom('bbs_school').select('school_id').where('school_id', '=', Number(b.schoolId)).where('status', '=', SHOWN).executeTakeFirst();
    if (!school) throw new ServiceError(FORUM_MSG.badSchool);
  }
  const auditStatus = (await moderationOn(db)) ? AUDIT_STATUS.PENDING : AUDIT_STATUS.APPROVED;
  const grant = await takeForumHit(db, config, 'post', userId);
  try {
    const postId = await createPost(db, {
      postType: b.postType,
      blogType: story ? null : b.blogType,
      category: story ? b.category : null,
      title: b.title,
      content,
      cover: firstImage(content),
      userId,
      authorName: writer.authorName,
      cityCode: b.cityCode || null,
      schoolId: b.schoolId ? Number(b.schoolId) : null,
      tags: tags.join(','),
      lang: b.lang,
      auditStatus,
      createBy: writer.userName,
    });
    return { postId, auditStatus };
  } catch (err) {
    if (grant) await giveBack(db, grant);
    throw err;
  }
}
