/**
 * sitemap.xml: every published public page in both languages, with `xhtml:link` hreflang alternates (zh, en,
 * x-default → the Chinese page) where the page has a twin in the other language: the home, the guides (from the
 * guide catalogue; the FQA is Chinese only), the list pages and the school pages (one row, both languages). Posts,
 * stories, news and videos are one row per language and have no twin: each is listed in its own language only.
 * Only rows the public sees (shown; posts also approved and not deleted).
 */
import type { Lang } from '../../../../src/shared/i18n/index';
import { listGuides } from '../../../../src/site/content/registry';
import { localizePath } from '../../../../src/site/lib/langPath';
import { SITE_PATHS } from '../../../../src/site/lib/routePatterns';
import { POST_TYPE } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import { isPublic, SHOWN } from '../bbs/query';

export interface SitemapUrl {
  /** the page's path ('/school/detail/3', '/en/news') */
  path: string;
  /** the same page per language, when it has a twin */
  alternates?: Record<Lang, string>;
  /** 'YYYY-MM-DD' */
  lastmod?: string;
}

/** The list pages of both languages (each the other's twin). */
const LIST_PAGES = [
  SITE_PATHS.schoolList,
  SITE_PATHS.stationList,
  SITE_PATHS.storyList,
  SITE_PATHS.news,
  SITE_PATHS.video,
  SITE_PATHS.message,
  SITE_PATHS.contact,
  SITE_PATHS.ossdChecker,
].map((p) => `/${p}`);

/** A page in both languages: one entry per language, each naming both. */
function twins(zh: string, en: string, lastmod?: string): SitemapUrl[] {
  const alternates = { zh, en };
  return [
    { path: zh, alternates, lastmod },
    { path: en, alternates, lastmod },
  ];
}

/** A root path ('/school/detail/3') in both languages. */
const bothLangs = (rootPath: string, lastmod?: string) => twins(rootPath, localizePath('en', rootPath), lastmod);

const dayOf = (r: { update_time: string | null; create_time: string | null }): string | undefined =>
  (r.update_time || r.create_time)?.slice(0, 10) || undefined;

function guideUrls(): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const zh of listGuides('zh')) {
    const en = zh.twin ? listGuides('en').find((e) => e.key === zh.twin) : undefined;
    urls.push(...(en ? twins(zh.path, en.path) : [{ path: zh.path }]));
  }
  // English pages without a Chinese twin (none today)
  const twinned = new Set(listGuides('zh').map((e) => e.twin));
  for (const en of listGuides('en')) if (!twinned.has(en.key)) urls.push({ path: en.path });
  return urls;
}

/** Every URL of the sitemap, from the catalogue and the published rows. */
export async function sitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const [schools, posts, news, videos] = await Promise.all([
    db.selectFrom('bbs_school').select(['school_id as id', 'update_time', 'create_time']).where('status', '=', SHOWN).orderBy('school_id').execute(),
    db
      .selectFrom('bbs_post as p')
      .select(['p.post_id as id', 'p.post_type', 'p.lang', 'p.update_time', 'p.create_time'])
      .where(isPublic('p'))
      .where('p.post_type', 'in', [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION, POST_TYPE.STORY])
      .orderBy('p.post_id')
      .execute(),
    db.selectFrom('bbs_info').select(['info_id as id', 'lang', 'update_time', 'create_time']).where('status', '=', SHOWN).orderBy('info_id').execute(),
    db.selectFrom('bbs_video').select(['video_id as id', 'lang', 'update_time', 'create_time']).where('status', '=', SHOWN).orderBy('video_id').execute(),
  ]);
  const own = (lang: string, rootPath: string, lastmod?: string): SitemapUrl => ({
    path: localizePath(lang === 'en' ? 'en' : 'zh', rootPath),
    lastmod,
  });
  return [
    ...bothLangs('/'),
    ...guideUrls(),
    ...LIST_PAGES.flatMap((p) => bothLangs(p)),
    ...schools.flatMap((s) => bothLangs(`/school/detail/${s.id}`, dayOf(s))),
    ...posts.map((p) => own(p.lang, `/${p.post_type === POST_TYPE.STORY ? 'story' : 'station'}/detail/${p.id}`, dayOf(p))),
    ...news.map((n) => own(n.lang, `/news/detail/${n.id}`, dayOf(n))),
    ...videos.map((v) => own(v.lang, `/video/detail/${v.id}`, dayOf(v))),
  ];
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** The sitemap document for `origin` ('https://example.com'). */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const abs = (path: string) => escapeXml(origin + path);
  const lines = urls.map((u) => {
    const parts = [`<loc>${abs(u.path)}</loc>`];
    if (u.lastmod) parts.push(`<lastmod>${escapeXml(u.lastmod)}</lastmod>`);
    if (u.alternates) {
      parts.push(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${abs(u.alternates.zh)}"/>`);
      parts.push(`<xhtml:link rel="alternate" hreflang="en" href="${abs(u.alternates.en)}"/>`);
      parts.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${abs(u.alternates.zh)}"/>`);
    }
    return `<url>${parts.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}
