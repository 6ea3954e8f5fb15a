/**
 * Structured data (schema.org JSON-LD) of the site's data pages, for search engines: pure builders over the API's
 * shapes. Pages call them through `whenServer` behind `import.meta.env.SSR`, so the browser neither builds nor
 * downloads what only the server sends. Paths stay
 * site-relative here; ssr/head.ts makes `item`, `url` and `image` absolute.
 */
import type { InfoDetail, PostDetail, SchoolDetail, VideoDetail } from '@shared/contract';
import { HTML_LANG, type Lang } from '@shared/i18n';
import { serverPage } from './serverPage';

const CONTEXT = 'https://schema.org';

/** `build()` while the page renders on the server, undefined in the browser. */
export function whenServer<T>(build: () => T): T | undefined {
  return serverPage.current ? build() : undefined;
}

/** '2026-05-01 10:00:00' → '2026-05-01T10:00:00+08:00' (the API's times are China time). */
function isoTime(time: string | null | undefined): string | undefined {
  const m = time?.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/);
  return m ? `${m[1]}T${m[2]}+08:00` : undefined;
}

/** The site itself (the home page). */
export function websiteLd(name: string, path: string, lang: Lang): object {
  return { '@context': CONTEXT, '@type': 'WebSite', name, url: path, inLanguage: HTML_LANG[lang] };
}

export function breadcrumbLd(items: readonly { name: string; path?: string }[], currentPath: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.path ?? currentPath })),
  };
}

export function schoolLd(s: SchoolDetail): object {
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    name: s.schoolName,
    ...(s.schoolNameEn && s.schoolNameEn !== s.schoolName ? { alternateName: s.schoolNameEn } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(s.address ? { streetAddress: s.address } : {}),
      ...(s.city ? { addressLocality: s.city } : {}),
      ...(s.province ? { addressRegion: s.province } : {}),
      ...(s.country ? { addressCountry: s.country } : {}),
    },
    ...(s.website ? { sameAs: s.website } : {}),
    ...(s.cover ? { image: s.cover } : {}),
  };
}

/** A station article, a discussion, a story or a news item. */
export function articleLd(type: 'Article' | 'NewsArticle' | 'DiscussionForumPosting', item: PostDetail | InfoDetail, lang: Lang): object {
  const published = isoTime(item.createTime);
  return {
    '@context': CONTEXT,
    '@type': type,
    headline: item.title,
    ...(item.summary ? { description: item.summary } : {}),
    inLanguage: HTML_LANG[lang],
    ...(published ? { datePublished: published } : {}),
    ...(item.cover ? { image: item.cover } : {}),
  };
}

/** Seconds → ISO 8601 duration ('PT3M5S'). */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
}

export function videoLd(v: VideoDetail, lang: Lang): object {
  const uploaded = isoTime(v.createTime);
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: v.title,
    description: v.summary || v.title,
    inLanguage: HTML_LANG[lang],
    ...(v.cover ? { thumbnailUrl: v.cover } : {}),
    ...(uploaded ? { uploadDate: uploaded } : {}),
    ...(v.url ? { contentUrl: v.url } : {}),
    ...(v.duration ? { duration: isoDuration(Number(v.duration)) } : {}),
  };
}
