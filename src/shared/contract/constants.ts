/**
 * The contract's constants (code lists, limits, patterns) without zod: client code imports them from here, so a page
 * that only needs a code list does not load the schemas (zod is ~26 KB gzip). The schema modules (bbs.ts,
 * session.ts) re-export them, so `@shared/contract` offers them too (for the server and the tests).
 */

import { msg } from './kit/messages';

/** Mainland China mobile number (11 digits, starting 1[3-9]). */
export const CN_MOBILE_RE = /^1[3-9]\d{9}$/;

/**
 * The contact form's phone areas (country calling codes): Mainland China (11-digit mobiles), Hong Kong (8 digits,
 * not starting 0 or 1) and Canada (10 digits, NANP: area code and exchange not starting 0 or 1). `invalid` is the
 * message (zh, English twin recorded) for a number that does not fit.
 */
export const PHONE_AREAS = [
  { code: '86', zh: '中国大陆 +86', en: 'Mainland China +86', re: CN_MOBILE_RE, invalid: msg('请输入正确的手机号码', 'Enter a valid mobile number') },
  { code: '852', zh: '中国香港 +852', en: 'Hong Kong +852', re: /^[2-9]\d{7}$/, invalid: msg('请输入正确的香港电话号码（8位数字）', 'Enter a valid Hong Kong number (8 digits)') },
  { code: '1', zh: '加拿大 +1', en: 'Canada +1', re: /^[2-9]\d{2}[2-9]\d{6}$/, invalid: msg('请输入正确的加拿大电话号码（10位数字）', 'Enter a valid Canadian number (10 digits)') },
] as const;
export type PhoneAreaCode = (typeof PHONE_AREAS)[number]['code'];
export const PHONE_AREA_CODES = PHONE_AREAS.map((a) => a.code) as [PhoneAreaCode, ...PhoneAreaCode[]];
export const DEFAULT_PHONE_AREA: PhoneAreaCode = '86';

/** The message (zh; `localizeMessage` gives the English twin) when `mobile` does not fit the area, else null. */
export function phoneIssue(area: string, mobile: string): string | null {
  const a = PHONE_AREAS.find((x) => x.code === area);
  if (!a) return msg('请选择电话区号', 'Choose the country code');
  return a.re.test(mobile) ? null : a.invalid;
}

/**
 * A stored contact number with its calling code. The national number is stored alone (bbs_contact.mobile holds 11
 * characters): its length tells the area, as the areas' lengths differ (11 Mainland, 8 Hong Kong, 10 Canada).
 */
export function phoneDisplay(stored: string): string {
  if (/^\d{8}$/.test(stored)) return `+852 ${stored}`;
  if (/^\d{10}$/.test(stored)) return `+1 ${stored}`;
  return stored;
}

// ---------------------------------------------------------------------------------------------
// the public site's codes (bbs.ts)

export const CONTENT_LANGS = ['zh', 'en'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** Largest page the paged calls return. */
export const BBS_MAX_PAGE_SIZE = 50;
/** How many rows the home (non-paged) lists return at most. */
export const BBS_HOME_LIMITS = { banner: 10, blog: 8, info: 8, video: 6, redBlack: 10 } as const;
/** Replies returned with a post detail (oldest first). */
export const BBS_DETAIL_REPLY_LIMIT = 200;
/** Posts / videos returned with a school detail. */
export const BBS_SCHOOL_POST_LIMIT = 10;

/** bbs_post.post_type: station articles (editorial), stories, and members' discussions (shown in the station). */
export const POST_TYPE = { ARTICLE: '1', STORY: '2', DISCUSSION: '3' } as const;
export type PostType = (typeof POST_TYPE)[keyof typeof POST_TYPE];

export interface CodeOption {
  value: string;
  zh: string;
  en: string;
}

/** Station post types (`blogType`). */
export const BLOG_TYPES: readonly CodeOption[] = [
  { value: '1', zh: '择校攻略', en: 'Choosing a school' },
  { value: '2', zh: '升学规划', en: 'University planning' },
  { value: '3', zh: '学校探访', en: 'School visits' },
  { value: '4', zh: '政策解读', en: 'Policy explained' },
  { value: '5', zh: '留学生活', en: 'Life abroad' },
];

/** Story categories (`category`), with the spec's filter names; null/absent = all. */
export const STORY_CATEGORIES: readonly (CodeOption & { name: string })[] = [
  { value: '1', name: 'baoliao', zh: '爆料', en: 'Exposé' },
  { value: '2', name: 'tucao', zh: '吐槽', en: 'Complaints' },
  { value: '3', name: 'jiemi', zh: '揭秘', en: 'Behind the scenes' },
  { value: '4', name: 'zhongcao', zh: '种草', en: 'Worth a try' },
  { value: '5', name: 'biaoyang', zh: '表扬', en: 'Praise' },
  { value: '6', name: 'tuijian', zh: '推荐', en: 'Recommendations' },
];

/** News types (`infoType`). */
export const INFO_TYPES: readonly CodeOption[] = [
  { value: '1', zh: '招生资讯', en: 'Admissions' },
  { value: '2', zh: '政策动态', en: 'Policy' },
  { value: '3', zh: '考试日历', en: 'Exams' },
  { value: '4', zh: '活动讲座', en: 'Events' },
];

/** Search object types (`objType`); the search page defaults to 2. */
export const SEARCH_OBJ_TYPE = { SCHOOL: 1, ARTICLE: 2, STORY: 3, NEWS: 4, VIDEO: 5 } as const;
export type SearchObjType = (typeof SEARCH_OBJ_TYPE)[keyof typeof SEARCH_OBJ_TYPE];
export const SEARCH_OBJ_TYPES: readonly { value: SearchObjType; zh: string; en: string; searches: string }[] = [
  { value: 1, zh: '学校', en: 'Schools', searches: 'name (zh and en), country, city, curriculum' },
  { value: 2, zh: '文章', en: 'Articles', searches: 'station articles and discussions: title, summary' },
  { value: 3, zh: '故事', en: 'Stories', searches: 'title, summary' },
  { value: 4, zh: '资讯', en: 'News', searches: 'title, summary' },
  { value: 5, zh: '视频', en: 'Videos', searches: 'title, summary' },
];
export const DEFAULT_SEARCH_OBJ_TYPE: SearchObjType = SEARCH_OBJ_TYPE.ARTICLE;

/** The school list's abroad filter (spec: id null all, 1 abroad, 0 domestic). Hong Kong counts as abroad. */
export const SCHOOL_ABROAD_FILTERS = [
  { name: 'all', id: null },
  { name: 'abroad', id: 1 },
  { name: 'domestic', id: 0 },
] as const;

export const RED_BLACK = { RED: 'red', BLACK: 'black' } as const;
export type RedBlackType = (typeof RED_BLACK)[keyof typeof RED_BLACK];

export const CONTACT_LIMITS = { name: 30, message: 500, sourcePage: 200 } as const;

/** Confirmation messages of addContact. */
export const CONTACT_OK_MSG: Record<ContentLang, string> = {
  zh: '提交成功，我们的顾问会尽快与您联系',
  en: 'Thank you. An adviser will contact you soon.',
};

// ---------------------------------------------------------------------------------------------
// the admin's system calls (system.ts)

/** The permission strings the server checks (RuoYi's, exactly). Refresh cache needs `remove`. */
export const SYSTEM_PERMS = {
  dict: {
    list: 'system:dict:list',
    query: 'system:dict:query',
    add: 'system:dict:add',
    edit: 'system:dict:edit',
    remove: 'system:dict:remove',
    export: 'system:dict:export',
  },
  config: {
    list: 'system:config:list',
    query: 'system:config:query',
    add: 'system:config:add',
    edit: 'system:config:edit',
    remove: 'system:config:remove',
    export: 'system:config:export',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// uploads (POST /common/upload)

/**
 * What the rich-text editor uploads as video (or audio, which its `<video>` plays too): the spec's list (section 5)
 * without swf. The server accepts each of these with a content signature check; swf is refused on both sides, as
 * it is a program (Flash runs scripts with the rights of the origin serving it), not a recording.
 */
export const EDITOR_VIDEO_TYPES = ['flv', 'mp3', 'mp4', 'wav', 'wma', 'wmv', 'mid', 'avi', 'mpg', 'asf', 'rm', 'rmvb'] as const;
