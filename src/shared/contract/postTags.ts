/**
 * A post's tags and type codes (issue 12), without the entity kit so that the site's member contract can use them:
 * the admin's 帖子管理 (entities/bbs-posts) and the member's addBlog (member.ts) validate tags alike.
 */
import { z } from 'zod';
import { msg } from './kit/messages';

/** Tags of a post: at most this many names, each at most `POST_TAG_MAX` characters, stored as a comma list. */
export const POST_TAGS_MAX = 5;
export const POST_TAG_MAX = 20;
/** The form of a type's code (分类管理: bbs_type.type_code). */
export const TYPE_CODE_RE = /^[A-Za-z0-9_-]+$/;

/** Tags as a list (the form's select) or a comma list: trimmed, without blanks and repeats, at most 5 of ≤ 20 characters; stored 'a,b'. */
export const postTagsField = z.preprocess(
  (v) => {
    const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,，]/) : v === undefined || v === null ? [] : v;
    return Array.isArray(list) ? [...new Set(list.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== ''))] : list;
  },
  z
    .array(
      z.string().max(POST_TAG_MAX, msg(`每个标签不能超过${POST_TAG_MAX}个字符`, `Each tag can be at most ${POST_TAG_MAX} characters`))
        .refine((s) => !s.includes(','), msg('标签不能包含逗号', 'A tag cannot contain a comma')),
      { error: msg('标签格式不正确', 'The tags are not valid') },
    )
    .max(POST_TAGS_MAX, msg(`标签最多${POST_TAGS_MAX}个`, `At most ${POST_TAGS_MAX} tags`))
    .transform((list) => list.join(',')),
);
