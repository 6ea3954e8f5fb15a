import { describe, expect, it } from 'vitest';
import { fillTemplate, guideHead, headTags } from '@site/ssr/head';
import { loadGuide } from '@site/content/registry';
import { guideAt } from '@site/pages/guide/prime';

const ORIGIN = 'https://www.example.test';
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>深度择校</title><meta name="description" content="site" />' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';

async function head(lang: 'zh' | 'en', section: string, id: string, path: string) {
  const page = await loadGuide(lang, section, id);
  if (!page) throw new Error(`${path} is no guide`);
  return guideHead(page, path);
}

describe('a server-rendered guide page’s head', () => {
  it('names the page, its language, canonical URL and both language versions', async () => {
    const zh = await head('zh', 'aboard', 'learning', '/aboard/learning');
    expect(zh).toMatchObject({ lang: 'zh', path: '/aboard/learning', alternates: { zh: '/aboard/learning', en: '/en/aboard/learning-style' } });
    const tags = headTags(zh, ORIGIN);
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/aboard/learning">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/aboard/learning">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en/aboard/learning-style">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/aboard/learning">`);
    expect(tags).toContain('<meta property="og:locale" content="zh_CN">');

    const en = await head('en', 'aboard', 'learning-style', '/en/aboard/learning-style');
    expect(en.alternates).toEqual({ en: '/en/aboard/learning-style', zh: '/aboard/learning' });
  });

  it('gives the Chinese-only FQA no English alternate, and a FAQPage with its questions', async () => {
    const fqa = await head('zh', 'FQA', '', '/FQA');
    expect(fqa.alternates).toEqual({ zh: '/FQA' });
    const faq = fqa.jsonLd.find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThan(3);
    // plain text, no markup
    for (const q of faq.mainEntity) expect(`${q.name}${q.acceptedAnswer.text}`).not.toMatch(/<[a-z]/i);
  });

  it('has an Article and a breadcrumb trail with absolute links', async () => {
    const tags = headTags(await head('zh', 'ossd', 'requirements', '/ossd/requirements'), ORIGIN);
    const data = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(data.map((d) => d['@type'])).toEqual(['Article', 'BreadcrumbList']);
    const crumbs = (data[1] as { itemListElement: { item: string; name: string }[] }).itemListElement;
    expect(crumbs[0]).toMatchObject({ name: '首页', item: `${ORIGIN}/` });
    expect(crumbs.at(-1)!.item).toBe(`${ORIGIN}/ossd/requirements`);
  });

  it('fills the template: lang, title and description replaced, markup in the root, text escaped', async () => {
    const en = await head('en', 'ossd', 'requirements', '/en/ossd/requirements');
    const html = fillTemplate(TEMPLATE, { ...en, title: 'A <b> & "c"' }, ORIGIN, '<main>hello</main>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain(`<meta name="description" content="${en.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`);
    expect(html).not.toContain('content="site"');
    expect(html).toContain('<div id="root"><main>hello</main></div>');
    // the entry's script and styles stay; its code preloads go (they would hold up the first paint)
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(html).not.toContain('modulepreload');
    // a page's own chunks: styles in the head, code listed after the content in an inert template (main.tsx
    // preloads it after the first paint); a page drawn anew in the browser (a failure) gets no such list
    const assets = { css: ['assets/HomePage-d.css'], js: ['assets/HomePage-d.js', 'assets/shared-e.js'] };
    const page = fillTemplate(TEMPLATE, en, ORIGIN, '<main>hello</main>', { assets, afterApp: '<script id="q"></script>' });
    const css = page.indexOf('<link rel="stylesheet" crossorigin href="/assets/HomePage-d.css">');
    expect(css).toBeGreaterThan(0);
    expect(css).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain(
      '</div><script id="q"></script><template id="dss-page-code"><link rel="modulepreload" crossorigin href="/assets/HomePage-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-e.js"></template></body>',
    );
    expect(page).not.toContain('react-b.js');
    const fresh = fillTemplate(TEMPLATE, en, ORIGIN, '<main>hello</main>', { assets, hydrate: false });
    expect(fresh).toContain('HomePage-d.css');
    expect(fresh).not.toContain('modulepreload');
    // nothing in JSON-LD can close its script early
    const json = headTags({ ...en, jsonLd: [{ text: '</script><script>alert(1)</script>' }] }, ORIGIN);
    expect(json).not.toContain('</script><script>alert');
  });
});

describe('which paths are guide pages', () => {
  it('knows a guide by its language, section and id', () => {
    expect(guideAt('/ossd/requirements')).toEqual({ lang: 'zh', section: 'ossd', id: 'requirements' });
    expect(guideAt('/en/aboard/learning-style/')).toEqual({ lang: 'en', section: 'aboard', id: 'learning-style' });
    expect(guideAt('/cSchool')).toEqual({ lang: 'zh', section: 'cSchool', id: '' });
  });

  it('is null for other pages, unknown ids, extra segments and the English FQA', () => {
    for (const path of ['/', '/school', '/ossd', '/ossd/nope', '/ossd/requirements/x', '/en/FQA', '/cSchool/x', '/en/aboard/learning']) {
      expect(guideAt(path), path).toBeNull();
    }
  });
});
