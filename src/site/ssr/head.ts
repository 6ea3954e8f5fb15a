/**
 * What a server-rendered page puts in its <head> for search engines and link previews: title, description,
 * canonical URL, the zh ↔ en alternates (x-default: the Chinese page), Open Graph and structured data (JSON-LD).
 * Pure data and string building, shared by the server renderer and its tests.
 */
import type { Lang } from '@shared/i18n';
import { guideBreadcrumb, twinPath } from '@site/content/registry';
import type { GuidePage } from '@site/content/types';
import { guideDocumentTitle } from '@site/pages/guide/title';
import { FRESH_ATTRIBUTE, PAGE_CODE_ELEMENT_ID } from './queriesElement';

export interface PageHead {
  lang: Lang;
  title: string;
  description: string;
  /** the page's own path */
  path: string;
  /** the canonical path when it is not `path` (an item shown on the other language's site) */
  canonical?: string;
  /** a page that is no page (404): kept out of the index, no canonical or alternates */
  noindex?: boolean;
  /** the page in each language it exists in */
  alternates: Partial<Record<Lang, string>>;
  ogType: 'website' | 'article';
  image?: string;
  jsonLd: object[];
}

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
const OG_LOCALE: Record<Lang, string> = { zh: 'zh_CN', en: 'en_US' };

/** Plain text of a guide's rich text (its inline HTML). */
function plain(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

export function guideHead(page: GuidePage, path: string): PageHead {
  const twin = twinPath(page.lang, path);
  const alternates: Partial<Record<Lang, string>> = { [page.lang]: path };
  if (twin) alternates[page.lang === 'zh' ? 'en' : 'zh'] = twin;
  const crumbs = guideBreadcrumb(page.lang, page.section, page.id);
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.title,
      description: page.description,
      inLanguage: HTML_LANG[page.lang],
      dateModified: page.updated,
      ...(page.hero ? { image: page.hero.src } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, ...(c.path ? { item: c.path } : { item: path }) })),
    },
  ];
  const qa = page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'qa' ? b.items : [])));
  if (page.section === 'FQA' && qa.length) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: qa.map((item) => ({ '@type': 'Question', name: plain(item.q), acceptedAnswer: { '@type': 'Answer', text: plain(item.a) } })),
    });
  }
  return {
    lang: page.lang,
    title: guideDocumentTitle(page.lang, page.title),
    description: page.description,
    path,
    alternates,
    ogType: 'article',
    image: page.hero?.src,
    jsonLd,
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: no `</script>` or HTML comment can end it early. */
export const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** Turns a site path into an absolute URL on `origin` (JSON-LD items, canonical, alternates). */
function absolute(origin: string, path: string): string {
  return origin.replace(/\/+$/, '') + path;
}

/** JSON-LD fields holding a URL: site paths among them are made absolute. */
const URL_KEYS = new Set(['item', 'image', 'thumbnailUrl', 'contentUrl', 'url']);

/** The <head> tags of a page (after <title> and the description, which replace the template's own). */
export function headTags(head: PageHead, origin: string): string {
  const url = absolute(origin, head.canonical ?? head.path);
  if (head.noindex) return '<meta name="robots" content="noindex">';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(Object.entries(head.alternates) as [Lang, string][]).map(
      ([lang, path]) => `<link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeHtml(absolute(origin, path))}">`,
    ),
  ];
  if (head.alternates.zh) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(origin, head.alternates.zh))}">`);
  tags.push(
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}">`,
    `<meta property="og:site_name" content="${head.lang === 'zh' ? '深度择校' : 'DSS School Guide'}">`,
  );
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}">`);
  for (const data of head.jsonLd) {
    const withUrls = JSON.parse(JSON.stringify(data), (key, value: unknown) =>
      URL_KEYS.has(key) && typeof value === 'string' && value.startsWith('/') ? absolute(origin, value) : value,
    ) as object;
    tags.push(`<script type="application/ld+json">${scriptJson(withUrls)}</script>`);
  }
  return tags.join('');
}

/** What a rendered page adds to the template besides its head and markup. */
export interface PageExtras {
  /** after the root element (the reads' answers) */
  afterApp?: string;
  /** false: the markup is for crawlers only, the browser draws the page anew (main.tsx) */
  hydrate?: boolean;
  /** the page's own styles (its route's chunks): styled from the first paint */
  assets?: PageAssets;
}

/**
 * A page's own chunks (paths under the site root, e.g. 'assets/HomePage-x.css'): its stylesheets, linked in the head,
 * and its code, listed after the content for main.tsx to preload.
 */
export interface PageAssets {
  css: string[];
  js?: string[];
}

/** <link> tags for a page's stylesheets, as Vite writes the entry's own. */
export function assetTags({ css }: PageAssets): string {
  return css.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(f)}">`).join('');
}

/**
 * A page's code as `<link rel="modulepreload">` tags inside an inert `<template>`: main.tsx adds them to the head one
 * per task once the page shows. As live links they would be fetched before the first paint, competing with the
 * styles and the banner (and Lighthouse counts every request begun before the largest paint towards it); left to
 * Vite's preload helper, the start-up would add them all in one task (3–6 ms each in Lighthouse's mobile run).
 */
export function codePreloadTags({ js = [] }: PageAssets): string {
  if (js.length === 0) return '';
  const links = js.map((f) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(f)}">`).join('');
  return `<template id="${PAGE_CODE_ELEMENT_ID}">${links}</template>`;
}

/**
 * The template (dist/index.html) with the page's language, head and rendered markup, less the entry's code
 * preloads: the page shows before its code runs, and on a slow phone connection the preloads (the framework, about
 * 115 KB) compete with the styles and the first paint (Lighthouse mobile, `/`: LCP 2.5 s with them, 2.0 s without);
 * the entry script fetches them itself. Its buttons and forms wait for the code (UntilHydrated, useHydrated).
 */
export function fillTemplate(template: string, head: PageHead, origin: string, appHtml: string, extras: PageExtras = {}): string {
  const { afterApp = '', hydrate = true, assets } = extras;
  return template
    .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${HTML_LANG[head.lang]}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}">`)
    .replace('</head>', () => `${assets ? assetTags(assets) : ''}${headTags(head, origin)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${hydrate ? '' : ` ${FRESH_ATTRIBUTE}`}>${appHtml}</div>${afterApp}${hydrate && assets ? codePreloadTags(assets) : ''}`);
}
