import { type Insertable, type Kysely, sql } from 'kysely';
import type { RedBlackEntryInput } from '../../../../../src/shared/contract/index';
import { redBlackEntryRow } from '../../../lib/red-black';
import { sanitizeRichText } from '../../../lib/sanitize';
import { formatDateTime } from '../../../lib/time';
import { type Database, dialectOf } from '../../index';
import { ARTICLE_NOTE_EN, ARTICLE_NOTE_ZH, ARTICLE_SEED, DISCUSSION_SEED, REPLY_SEED } from './articles';
import { sampleUrl } from './media';
import { BANNER_SEED, NEWS_NOTE_EN, NEWS_NOTE_ZH, NEWS_SEED, RED_BLACK_SAMPLE_SOURCES, RED_BLACK_SEED, VIDEO_SEED } from './news';
import { CITY_BY_CODE, CITY_SEED, SCHOOL_SEED, schoolAddress, schoolCover, schoolIntro, tuitionText } from './schools';
import {
  STORY_AUTHORS_EN, STORY_AUTHORS_ZH, STORY_CATEGORY_PARAGRAPH, STORY_NOTE_EN, STORY_NOTE_ZH, STORY_SEED_EN, STORY_SEED_ZH,
} from './stories';

/**
 * The public site's sample content (issue 4), in Chinese and English, every row marked `is_sample = 1`
 * (cities are real reference data and have no such mark). Media paths point at /profile/sample/..., which the
 * bbs module copies into the upload directory at start (see ./media.ts).
 *
 * Called once from seedIfEmpty, inside its transaction. Explicit ids keep the cross references simple;
 * PostgreSQL sequences are moved past them at the end.
 */
export async function seedSampleContent(db: Kysely<Database>, now: number = Date.now()): Promise<SampleCounts> {
  const rows = buildSampleRows(now);
  await insertChunked(db, 'bbs_city', rows.cities);
  await insertChunked(db, 'bbs_school', rows.schools);
  await insertChunked(db, 'bbs_post', rows.posts);
  await insertChunked(db, 'bbs_post_reply', rows.replies);
  await insertChunked(db, 'bbs_info', rows.news);
  await insertChunked(db, 'bbs_video', rows.videos);
  await insertChunked(db, 'bbs_banner', rows.banners);
  // every entry passes the red/black rule (a published entry needs a dated reason and a source)
  await insertChunked(db, 'bbs_red_black', rows.redBlack.map(({ entry, createTime }) => redBlackEntryRow(entry, { createBy: 'admin', createTime })));
  await syncBbsSequences(db);
  return {
    cities: rows.cities.length, schools: rows.schools.length, posts: rows.posts.length, replies: rows.replies.length,
    news: rows.news.length, videos: rows.videos.length, banners: rows.banners.length, redBlack: rows.redBlack.length,
  };
}

export interface SampleCounts {
  cities: number;
  schools: number;
  posts: number;
  replies: number;
  news: number;
  videos: number;
  banners: number;
  redBlack: number;
}

type BbsTable = Extract<keyof Database, `bbs_${string}`>;
type Rows<T extends BbsTable> = Insertable<Database[T]>[];

async function insertChunked<T extends BbsTable>(db: Kysely<Database>, table: T, rows: Rows<T>): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    // the generic table name defeats Kysely's per-table inference; rows are checked by the signature above
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + 100) as any).execute();
  }
}

const ID_COLUMNS: [BbsTable, string][] = [
  ['bbs_city', 'city_id'], ['bbs_school', 'school_id'], ['bbs_post', 'post_id'], ['bbs_post_reply', 'reply_id'],
  ['bbs_info', 'info_id'], ['bbs_video', 'video_id'], ['bbs_banner', 'banner_id'], ['bbs_red_black', 'entry_id'],
];

/** PostgreSQL identity sequences ignore explicit ids: move each past the highest one (SQLite needs nothing). */
async function syncBbsSequences(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, column] of ID_COLUMNS) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const AUTHOR_ZH = '深度择校编辑部';
const AUTHOR_EN = 'DSS editors';

const html = (paragraphs: string[], note: string) =>
  sanitizeRichText(`${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><em>${escapeHtml(note)}</em></p>`);

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A deterministic spread of view counts. */
const views = (i: number) => 30 + ((i * 53 + 17) % 900);

/** All sample rows, built in memory (pure; exported for tests). */
export function buildSampleRows(now: number) {
  const audit = (epochMs: number) => ({ create_by: 'admin', create_time: formatDateTime(epochMs), update_by: '', update_time: null });
  const sample = { is_sample: 1, status: '0' };

  const cities: Rows<'bbs_city'> = CITY_SEED.map(([value, label, label_en, lng, lat], i) => ({
    city_id: i + 1, label, label_en, value, lng, lat, sort: i + 1, status: '0', ...audit(now - 400 * HOUR),
  }));

  const schoolId = (index: number) => index + 1;
  const schools: Rows<'bbs_school'> = SCHOOL_SEED.map((s, i) => {
    const city = CITY_BY_CODE.get(s.city)!;
    const [tuition, tuition_en] = tuitionText(s);
    const [intro, intro_en] = schoolIntro(s);
    const [address, address_en] = schoolAddress(s, i);
    return {
      school_id: schoolId(i), school_name: s.zh, school_name_en: s.en, country: city[7], country_en: city[8],
      province: city[5], province_en: city[6], city: city[1], city_en: city[2], city_code: s.city, school_type: s.type,
      abroad: s.city.startsWith('CA-') || s.city === '810000' ? '1' : '0', tuition, tuition_en, tuition_min: s.min,
      tuition_max: s.max, currency: s.currency, grades: s.grades, boarding: s.boarding, curriculum: s.curriculum[0],
      curriculum_en: s.curriculum[1], join_method: s.join, student_nums: s.nums, application_difficulty: s.difficulty,
      educational_stage: s.stage, address, address_en, website: '', intro: sanitizeRichText(intro),
      intro_en: sanitizeRichText(intro_en), cover: sampleUrl('covers', schoolCover(s)), sort: i + 1, remark: '示例数据',
      ...sample, ...audit(now - (300 - i) * HOUR),
    };
  });

  const posts: Rows<'bbs_post'> = [];
  const replies: Rows<'bbs_post_reply'> = [];
  let postId = 0;
  let replyId = 0;
  const addReplies = (post: { post_id: number; lang: string; created: number }, count: number, nested: boolean) => {
    const first = replyId + 1;
    for (let j = 0; j < count; j++) {
      const text = REPLY_SEED[(post.post_id + j) % REPLY_SEED.length];
      const who = String.fromCharCode(65 + ((post.post_id + j) % 26));
      replies.push({
        reply_id: ++replyId, post_id: post.post_id, parent_id: nested && j === 2 ? first : null, user_id: null,
        author_name: post.lang === 'en' ? `Sample member ${who}` : `示例用户 ${who}`,
        content: sanitizeRichText(`<p>${escapeHtml(post.lang === 'en' ? text[1] : text[0])}</p>`),
        ...sample, ...audit(post.created + (j + 1) * 10 * MINUTE),
      });
    }
  };
  const post = (p: Omit<Rows<'bbs_post'>[number], 'post_id' | 'create_time' | 'create_by' | 'update_by' | 'update_time'>, created: number) => {
    const row = { post_id: ++postId, ...p, ...sample, ...audit(created) };
    posts.push(row);
    return { post_id: row.post_id, lang: String(row.lang), created };
  };

  // station articles: 20 topics × 2 languages
  for (const lang of ['zh', 'en'] as const) {
    ARTICLE_SEED.forEach((a, i) => {
      const t = lang === 'zh' ? a.zh : a.en;
      const created = now - (i * 26 + 3) * HOUR - (lang === 'en' ? 20 * MINUTE : 0);
      const p = post({
        post_type: '1', blog_type: a.blogType, category: null, title: t.title, summary: t.summary,
        content: html(t.body, lang === 'zh' ? ARTICLE_NOTE_ZH : ARTICLE_NOTE_EN), cover: sampleUrl('covers', a.cover),
        user_id: null, author_name: lang === 'zh' ? AUTHOR_ZH : AUTHOR_EN, city_code: a.city,
        school_id: a.school === null ? null : schoolId(a.school), lang, views: views(i),
      }, created);
      if (i % 2 === 0) addReplies(p, 2, false);
    });
  }

  // members' discussions: 5 × 2 languages
  for (const lang of ['zh', 'en'] as const) {
    DISCUSSION_SEED.forEach(([blogType, city, zhTitle, zhBody, enTitle, enBody], i) => {
      const created = now - (i * 5 + 1) * HOUR - (lang === 'en' ? 15 * MINUTE : 0);
      const title = lang === 'zh' ? zhTitle : enTitle;
      const body = lang === 'zh' ? zhBody : enBody;
      const p = post({
        post_type: '3', blog_type: blogType, category: null, title, summary: body,
        content: html([body], lang === 'zh' ? '（示例讨论，用于演示网站功能。）' : '(Sample discussion written to demonstrate the site.)'),
        cover: '', user_id: null, author_name: lang === 'zh' ? `示例会员 ${i + 1}` : `Sample member ${i + 1}`, city_code: city,
        school_id: null, lang, views: views(i + 40),
      }, created);
      addReplies(p, 3, true);
    });
  }

  // stories: 10 per category in Chinese, 2 per category in English
  const stories = (lang: 'zh' | 'en', seed: Record<string, [string, string][]>) => {
    let k = 0;
    for (const category of ['1', '2', '3', '4', '5', '6']) {
      seed[category].forEach(([title, summary]) => {
        const school = (k * 7 + Number(category)) % SCHOOL_SEED.length;
        const para = STORY_CATEGORY_PARAGRAPH[category];
        const authors = lang === 'zh' ? STORY_AUTHORS_ZH : STORY_AUTHORS_EN;
        const created = now - (k * 7 + 2) * HOUR - (lang === 'en' ? 25 * MINUTE : 0);
        const p = post({
          post_type: '2', blog_type: null, category, title, summary,
          content: html([summary, lang === 'zh' ? para[0] : para[1]], lang === 'zh' ? STORY_NOTE_ZH : STORY_NOTE_EN),
          cover: sampleUrl('covers', 'story.svg'), user_id: null, author_name: authors[k % authors.length],
          city_code: SCHOOL_SEED[school].city, school_id: schoolId(school), lang, views: views(k + 80),
        }, created);
        if (k % 3 === 0) addReplies(p, 1, false);
        k++;
      });
    }
  };
  stories('zh', STORY_SEED_ZH);
  stories('en', STORY_SEED_EN);

  let infoId = 0;
  const news: Rows<'bbs_info'> = [];
  for (const lang of ['zh', 'en'] as const) {
    NEWS_SEED.forEach((n, i) => {
      const t = lang === 'zh' ? n.zh : n.en;
      news.push({
        info_id: ++infoId, info_type: n.infoType, title: t.title, summary: t.summary,
        content: html(t.body, lang === 'zh' ? NEWS_NOTE_ZH : NEWS_NOTE_EN), cover: sampleUrl('covers', n.cover),
        source: t.source, city_code: n.city, lang, views: views(i + 120), ...sample,
        ...audit(now - (i * 30 + 5) * HOUR - (lang === 'en' ? 10 * MINUTE : 0)),
      });
    });
  }

  let videoId = 0;
  const videos: Rows<'bbs_video'> = [];
  for (const lang of ['zh', 'en'] as const) {
    VIDEO_SEED.forEach(([file, duration, city, school, zhTitle, zhSummary, enTitle, enSummary], i) => {
      videos.push({
        video_id: ++videoId, title: lang === 'zh' ? zhTitle : enTitle, summary: lang === 'zh' ? zhSummary : enSummary,
        cover: sampleUrl('posters', `${file}.jpg`), url: sampleUrl('videos', `${file}.mp4`), duration, city_code: city,
        school_id: school === null ? null : schoolId(school), lang, views: views(i + 160), ...sample,
        ...audit(now - (i * 40 + 10) * HOUR - (lang === 'en' ? 5 * MINUTE : 0)),
      });
    });
  }

  let bannerId = 0;
  const banners: Rows<'bbs_banner'> = [];
  for (const lang of ['zh', 'en'] as const) {
    BANNER_SEED.forEach(([file, sort, zhTitle, zhLink, enTitle, enLink]) => {
      banners.push({
        banner_id: ++bannerId, title: lang === 'zh' ? zhTitle : enTitle, image: sampleUrl('banners', `${file}-${lang}.svg`),
        link: lang === 'zh' ? zhLink : enLink, sort, lang, ...sample, ...audit(now - 200 * HOUR),
      });
    });
  }

  // inserted through redBlackEntryRow (lib/red-black.ts), which refuses a published entry without a source
  const redBlack = RED_BLACK_SEED.map(([listType, school, reason, reasonEn, reasonDate, addedDate, sources], i) => ({
    entry: {
      listType, schoolId: schoolId(school), schoolName: SCHOOL_SEED[school].zh, schoolNameEn: SCHOOL_SEED[school].en,
      reason, reasonEn, reasonDate, addedDate, cityCode: SCHOOL_SEED[school].city, sort: i + 1, status: '0', isSample: true,
      sources: sources.map((k) => ({ title: RED_BLACK_SAMPLE_SOURCES[k][0], titleEn: RED_BLACK_SAMPLE_SOURCES[k][1], url: '' })),
    } satisfies RedBlackEntryInput,
    createTime: formatDateTime(now - (100 + i) * HOUR),
  }));

  return { cities, schools, posts, replies, news, videos, banners, redBlack };
}
