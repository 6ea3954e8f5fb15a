import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block, GuidePage, Lang } from '@site/content/types';
import {
  findGuide,
  findGuideByKey,
  guideBreadcrumb,
  listGuides,
  loadGuide,
  SECTION_LABELS,
  sectionLabel,
  twinPath,
} from '@site/content/registry';
import { EN_MENU, MENUS, NON_GUIDE_MENU_PATHS, ZH_MENU } from '@site/content/menus';

const LANGS: Lang[] = ['zh', 'en'];
const PUBLIC_DIR = resolve(__dirname, '../../../public');

/** all text of a page, with dashes and non-breaking spaces normalised so figures can be matched */
function textOf(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[‐-―−]/g, '-')
    .replace(/\u00a0/g, ' ');
}

async function load(lang: Lang, key: string): Promise<GuidePage> {
  const entry = findGuideByKey(lang, key);
  if (!entry) throw new Error(`no entry ${lang}:${key}`);
  const page = await loadGuide(lang, entry.section, entry.id);
  if (!page) throw new Error(`no page ${lang}:${key}`);
  return page;
}

function blocksOf(page: GuidePage): Block[] {
  return page.sections.flatMap((s) => s.blocks);
}

/** which guide (or non-guide route) a menu path leads to */
function resolveMenuPath(path: string): boolean {
  const lang: Lang = path === '/en' || path.startsWith('/en/') ? 'en' : 'zh';
  const bare = lang === 'en' ? path.slice(3) : path;
  if ((NON_GUIDE_MENU_PATHS as readonly string[]).includes(bare)) return true;
  const [section, ...rest] = bare.slice(1).split('/');
  return findGuide(lang, section, rest.join('/')) !== null;
}

describe('guide catalogue', () => {
  it('lists the route ids of the spec in both languages', () => {
    expect(listGuides('zh').map((e) => e.key)).toEqual([
      'ossd/introduction', 'ossd/requirements', 'ossd/credit-conversion', 'ossd/literacy-test', 'ossd/volunteer-hours',
      'aboard/learning', 'aboard/type', 'aboard/expenses', 'aboard/destination', 'aboard/university',
      'cSchool', 'fee/tuition-subsidy', 'fee/academic-excellence-award',
      'life/level', 'life/visa', 'life/suggestions', 'FQA',
    ]);
    expect(listGuides('en').map((e) => e.key)).toEqual([
      'ossd/introduction', 'ossd/requirements', 'ossd/credit-conversion', 'ossd/literacy-test', 'ossd/volunteer-hours',
      'aboard/learning-style', 'aboard/campus-type', 'aboard/tuition-expenses', 'aboard/Graduates-destination',
      'aboard/How-to-apply-for-university', 'cSchool', 'fee/tuition-subsidy', 'fee/academic-excellence-award',
      'life/consumption-level', 'life/visa-processing', 'life/local-suggestions',
    ]);
    expect(listGuides('en', 'ossd')).toHaveLength(5);
  });

  it('pairs every Chinese page with its English twin (except FQA) and back', () => {
    for (const zh of listGuides('zh')) {
      if (zh.key === 'FQA') {
        expect(zh.twin).toBeNull();
        continue;
      }
      const en = zh.twin ? findGuideByKey('en', zh.twin) : null;
      expect(en, zh.key).not.toBeNull();
      expect(en!.twin).toBe(zh.key);
      expect(en!.section).toBe(zh.section);
    }
    for (const en of listGuides('en')) {
      const zh = en.twin ? findGuideByKey('zh', en.twin) : null;
      expect(zh, en.key).not.toBeNull();
      expect(zh!.twin).toBe(en.key);
    }
    expect(findGuide('en', 'FQA')).toBeNull();
  });

  it('builds paths and finds pages by section and id', () => {
    expect(findGuide('zh', 'aboard', 'learning')?.path).toBe('/aboard/learning');
    expect(findGuide('en', 'aboard', 'learning-style')?.path).toBe('/en/aboard/learning-style');
    expect(findGuide('zh', 'cSchool')?.path).toBe('/cSchool');
    expect(findGuide('zh', 'FQA', '')?.path).toBe('/FQA');
    expect(findGuide('zh', 'aboard', 'learning-style')).toBeNull();
    expect(findGuide('en', 'nope', 'x')).toBeNull();
  });

  it('maps paths to their twin in the other language', () => {
    expect(twinPath('zh', '/aboard/learning')).toBe('/en/aboard/learning-style');
    expect(twinPath('en', '/en/aboard/learning-style')).toBe('/aboard/learning');
    // the direction is read from the path, so a caller may pass the target language too
    expect(twinPath('en', '/aboard/learning')).toBe('/en/aboard/learning-style');
    expect(twinPath('zh', '/en/aboard/learning-style')).toBe('/aboard/learning');
    expect(twinPath('zh', '/life/level')).toBe('/en/life/consumption-level');
    expect(twinPath('en', '/en/aboard/How-to-apply-for-university')).toBe('/aboard/university');
    expect(twinPath('zh', '/ossd/literacy-test#results')).toBe('/en/ossd/literacy-test#results');
    expect(twinPath('zh', '/cSchool/')).toBe('/en/cSchool');
    expect(twinPath('zh', '/FQA')).toBeNull();
    expect(twinPath('en', '/FQA')).toBeNull();
    expect(twinPath('en', '/en/FQA')).toBeNull();
    expect(twinPath('zh', '/ossd/unknown')).toBeNull();
    // the OSSD checker is a tool page, not a guide: the same path in the other language
    expect(twinPath('zh', '/ossd/checker')).toBe('/en/ossd/checker');
    expect(twinPath('en', '/en/ossd/checker')).toBe('/ossd/checker');
    expect(twinPath('zh', '/fee/calculator?schools=1,2')).toBe('/en/fee/calculator?schools=1,2');
    expect(twinPath('zh', '/school/list')).toBe('/en/school/list');
    expect(twinPath('en', '/en/station/detail/3')).toBe('/station/detail/3');
    expect(twinPath('zh', '/')).toBe('/en');
    expect(twinPath('en', '/en')).toBe('/');
  });

  it('labels the sections with the brand difference kept', () => {
    expect(sectionLabel('zh', 'aboard')).toBe('香港留学');
    expect(sectionLabel('en', 'aboard')).toBe('Study in Canada');
    expect(SECTION_LABELS.zh.fee).toBe('奖学金资助');
    expect(SECTION_LABELS.en.fee).toBe('Financial support');
    expect(SECTION_LABELS.zh.life).toBe('海外生活');
    expect(SECTION_LABELS.en.life).toBe('Life abroad');
  });

  it('gives breadcrumbs of home, section and page', () => {
    expect(guideBreadcrumb('en', 'ossd', 'literacy-test')).toEqual([
      { label: 'Home', path: '/en' },
      { label: 'OSSD', path: '/en/ossd/introduction' },
      { label: 'Literacy test' },
    ]);
    expect(guideBreadcrumb('zh', 'FQA')).toEqual([{ label: '首页', path: '/' }, { label: '常见问题' }]);
  });

  it('loads nothing for unknown pages', async () => {
    expect(await loadGuide('en', 'FQA', '')).toBeNull();
    expect(await loadGuide('zh', 'ossd', 'nope')).toBeNull();
  });
});

describe('navigation menus', () => {
  it('match spec section 2 in both languages', () => {
    expect(ZH_MENU.map((m) => m.path)).toEqual([
      '/cSchool', '/school', '/ossd/introduction', '/aboard/learning', '/life/level', '/FQA', '/station', '/story',
    ]);
    expect(ZH_MENU.find((m) => m.path === '/aboard/learning')!.children!.map((c) => c.path)).toEqual([
      '/aboard/learning', '/aboard/type', '/aboard/expenses', '/aboard/destination', '/aboard/university',
    ]);
    expect(ZH_MENU.find((m) => m.path === '/life/level')!.children!.map((c) => c.path)).toEqual([
      '/life/level', '/life/visa', '/life/suggestions',
    ]);
    for (const path of ['/cSchool', '/school', '/FQA', '/station', '/story']) {
      expect(ZH_MENU.find((m) => m.path === path)!.children).toBeNull();
    }
    // the admission-results / tuition reading of /aboard/expenses keeps both meanings
    const expenses = ZH_MENU.flatMap((m) => m.children ?? []).find((c) => c.cid === 'expenses')!;
    expect(expenses.name).toContain('学费');
    expect(expenses.name).toContain('录取结果');

    expect(EN_MENU.map((m) => m.path)).toEqual([
      '/en/cSchool', '/en/school', '/en/ossd/introduction', '/en/aboard/learning-style', '/en/fee/tuition-subsidy',
      '/en/life/consumption-level', '/en/station', '/en/story',
    ]);
    const enChildren = EN_MENU.flatMap((m) => m.children ?? []).map((c) => c.path);
    expect(enChildren).toEqual(expect.arrayContaining([
      '/en/aboard/learning-style', '/en/aboard/campus-type', '/en/aboard/tuition-expenses',
      '/en/aboard/Graduates-destination', '/en/aboard/How-to-apply-for-university',
      '/en/fee/tuition-subsidy', '/en/fee/academic-excellence-award',
      '/en/life/consumption-level', '/en/life/visa-processing', '/en/life/local-suggestions',
    ]));
    expect(EN_MENU.find((m) => m.name === 'Financial support')!.children).toHaveLength(2);
    expect(EN_MENU.find((m) => m.name === 'Life abroad')!.children).toHaveLength(3);
    expect(MENUS.zh).toBe(ZH_MENU);
    expect(MENUS.en).toBe(EN_MENU);
  });

  it('leads only to registered pages or known list routes, with an id key and image per child', () => {
    for (const lang of LANGS) {
      for (const item of MENUS[lang]) {
        expect(resolveMenuPath(item.path), item.path).toBe(true);
        for (const child of item.children ?? []) {
          expect(resolveMenuPath(child.path), child.path).toBe(true);
          expect(child.cid).toMatch(/\S/);
          expect(child.path.endsWith(`/${child.cid}`)).toBe(true);
          expect(child.img).toMatch(/^\/images\/guides\/menu\/[\w-]+\.svg$/);
        }
      }
    }
  });

  it('reaches every OSSD page from both menus', () => {
    for (const lang of LANGS) {
      const paths = MENUS[lang].flatMap((m) => (m.children ?? []).map((c) => c.path));
      for (const e of listGuides(lang, 'ossd')) expect(paths).toContain(e.path);
    }
  });
});

describe.each(LANGS)('every %s guide page', (lang) => {
  const entries = listGuides(lang);

  it.each(entries.map((e) => [e.key, e] as const))('%s loads and is complete', async (_key, entry) => {
    const page = await loadGuide(lang, entry.section, entry.id);
    expect(page).not.toBeNull();
    const p = page!;
    expect(p.lang).toBe(lang);
    expect(p.section).toBe(entry.section);
    expect(p.id).toBe(entry.id);
    expect(p.title.trim().length).toBeGreaterThan(3);
    expect(p.lead.trim().length).toBeGreaterThan(30);
    expect(p.description.length).toBeGreaterThanOrEqual(70);
    expect(p.description.length).toBeLessThanOrEqual(160);
    expect(p.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(p.sections.length).toBeGreaterThanOrEqual(3);
    const ids = p.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of p.sections) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.title.trim()).not.toBe('');
      expect(s.blocks.length).toBeGreaterThan(0);
    }

    expect(p.related.length).toBeGreaterThanOrEqual(2);
    expect(p.related.length).toBeLessThanOrEqual(4);
    expect(p.related).not.toContain(entry.key);
    for (const key of p.related) expect(findGuideByKey(lang, key), key).not.toBeNull();

    const images = [
      ...(p.hero ? [p.hero] : []),
      ...blocksOf(p).filter((b): b is Extract<Block, { type: 'image' }> => b.type === 'image'),
    ];
    expect(p.hero).toBeDefined();
    for (const img of images) {
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
      expect(img.alt.trim().length).toBeGreaterThan(5);
      expect(existsSync(`${PUBLIC_DIR}${img.src}`), img.src).toBe(true);
    }

    for (const b of blocksOf(p)) {
      if (b.type === 'table') {
        expect(b.caption.trim()).not.toBe('');
        for (const row of b.rows) expect(row).toHaveLength(b.head.length);
      }
      if (b.type === 'callout' && b.dated) expect(b.dated).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      if (b.type === 'list' || b.type === 'qa' || b.type === 'steps' || b.type === 'facts') {
        expect(b.items.length).toBeGreaterThan(0);
      }
    }

    const text = textOf(p);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder|待补充|占位/i);
  });

  it('has distinct titles and descriptions', async () => {
    const pages = await Promise.all(entries.map((e) => load(lang, e.key)));
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });
});

describe('key facts', () => {
  it('literacy test: 400 points, pass at 300, 33 questions in sections of 19 and 14, windows, OLC4O', async () => {
    for (const lang of LANGS) {
      const text = textOf(await load(lang, 'ossd/literacy-test'));
      for (const fact of ['400', '300', '75%', '33', '31', '19', '14', '60', 'OLC4O', 'Successful', 'Not Yet Successful']) {
        expect(text, `${lang}: ${fact}`).toContain(fact);
      }
    }
    expect(textOf(await load('zh', 'ossd/literacy-test'))).toMatch(/5 分为一档/);
    expect(textOf(await load('en', 'ossd/literacy-test'))).toMatch(/steps of 5/);
    expect(textOf(await load('zh', 'ossd/literacy-test'))).toMatch(/11 月上旬至 12 月上旬[\s\S]*3 月下旬至 4 月上旬/);
    expect(textOf(await load('en', 'ossd/literacy-test'))).toMatch(/Early November to early December[\s\S]*Late March to early April/);
  });

  it('requirements: both rule sets, dated, with the technological education credit', async () => {
    for (const lang of LANGS) {
      const page = await load(lang, 'ossd/requirements');
      const text = textOf(page);
      for (const fact of ['18', '12', '17', '13', '30', '40', '2023', '2024', 'OLC4O', '70%', '30%']) {
        expect(text, `${lang}: ${fact}`).toContain(fact);
      }
      expect(text).toMatch(lang === 'zh' ? /技术教育/ : /Technological Education/);
      const dated = blocksOf(page).filter((b) => b.type === 'callout' && b.dated).map((b) => (b as { dated: string }).dated);
      expect(dated).toEqual(expect.arrayContaining(['2024-09', '2020-09', '2025-09', '2026-04']));
      const table = blocksOf(page).find((b) => b.type === 'table' && b.head.length === 3 && b.rows.some((r) => r[1] === '18'));
      expect(table, `${lang}: side-by-side table`).toBeDefined();
    }
    for (const lang of LANGS) {
      const intro = await load(lang, 'ossd/introduction');
      expect(blocksOf(intro).some((b) => b.type === 'callout' && b.dated === '2024-09')).toBe(true);
    }
  });

  it('credit conversion: at most 8 credits from grades 9-11 with the subject conditions', async () => {
    const zh = textOf(await load('zh', 'ossd/credit-conversion'));
    for (const fact of ['8 个学分', '9 至 11 年级', '整学年', '科学', '数学、语文和英语']) expect(zh).toContain(fact);
    const en = textOf(await load('en', 'ossd/credit-conversion'));
    for (const fact of ['8 credits', 'Grades 9 to 11', 'full-year', 'science', 'mathematics, Chinese and English']) {
      expect(en).toContain(fact);
    }
  });

  it('volunteer hours: 40, 10 a year, 20 for late entrants', async () => {
    for (const lang of LANGS) {
      const text = textOf(await load(lang, 'ossd/volunteer-hours'));
      for (const fact of ['40', '10', '20']) expect(text).toContain(fact);
    }
  });

  it('tuition table: five school types with their CAD ranges', async () => {
    const ranges = ['12,000-15,000', '14,000-16,000', '32,000-45,000', '15,000-45,000', '45,000-55,000'];
    const types: Record<Lang, string[]> = {
      zh: ['公立', '普通私立', '教会', '独立走读', '精英寄宿'],
      en: ['Public', 'Ordinary private', 'Church', 'Independent day', 'Elite boarding'],
    };
    const pages: Record<Lang, string[]> = {
      zh: ['aboard/type', 'aboard/expenses', 'life/level'],
      en: ['aboard/campus-type', 'aboard/tuition-expenses', 'life/consumption-level'],
    };
    for (const lang of LANGS) {
      for (const key of pages[lang]) {
        const page = await load(lang, key);
        const table = blocksOf(page).find(
          (b): b is Extract<Block, { type: 'table' }> =>
            b.type === 'table' && ranges.every((r) => textOf(b.rows).includes(r)),
        );
        expect(table, `${lang}:${key}`).toBeDefined();
        for (let i = 0; i < 5; i++) {
          const row = table!.rows.find((r) => textOf(r).includes(ranges[i]));
          expect(textOf(row).toLowerCase(), `${lang}:${key} ${ranges[i]}`).toContain(types[lang][i].toLowerCase());
        }
      }
    }
  });

  it('expenses: insurance, bus pass, grants; HKD in Chinese and pounds on the cost-of-living pages', async () => {
    for (const [lang, key] of [['zh', 'aboard/expenses'], ['en', 'aboard/tuition-expenses'], ['zh', 'life/level'], ['en', 'life/consumption-level']] as const) {
      const text = textOf(await load(lang, key));
      expect(text, key).toContain('600-800');
      expect(text, key).toContain('47');
    }
    expect(textOf(await load('zh', 'aboard/expenses'))).toContain('港元');
    expect(textOf(await load('zh', 'life/level'))).toContain('港元');
    for (const [lang, key] of [['zh', 'life/level'], ['en', 'life/consumption-level']] as const) {
      const text = textOf(await load(lang, key));
      expect(text).toContain('11,400-30,000');
      expect(text).toContain('900-1,400');
      expect(text).toMatch(lang === 'zh' ? /英镑/ : /£/);
    }
  });

  it('fee pages: 2,000-10,000 and 20,000-30,000 CAD, about 200 a year, paid 2-3 months later', async () => {
    for (const lang of LANGS) {
      const grant = textOf(await load(lang, 'fee/tuition-subsidy'));
      const award = textOf(await load(lang, 'fee/academic-excellence-award'));
      expect(grant).toContain('2,000-10,000');
      expect(award).toContain('20,000-30,000');
      for (const text of [grant, award]) {
        expect(text).toContain('200');
        expect(text).toContain('2-3');
      }
    }
  });

  it('keeps the Chinese fee pages reachable through related links', async () => {
    const zhPages = await Promise.all(listGuides('zh').map((e) => load('zh', e.key)));
    const linked = new Set(zhPages.flatMap((p) => p.related));
    expect(linked).toContain('fee/tuition-subsidy');
    expect(linked).toContain('fee/academic-excellence-award');
  });

  it('university application: 1 October, 7 months, fees 150/50/10, 3 programmes, IELTS 6.5 (7/7.5), mid-80s, conditional offers', async () => {
    const zh = textOf(await load('zh', 'aboard/university'));
    for (const fact of ['10 月 1 日', '7 个月', '150', '50', '10', '3 个', '6.5', '7 或 7.5', '4 年', '85', '有条件']) {
      expect(zh, fact).toContain(fact);
    }
    const en = textOf(await load('en', 'aboard/How-to-apply-for-university'));
    for (const fact of ['1 October', '7 months', '150', '50', '10', 'At most 3', '6.5', '7 or 7.5', '4 years', 'mid-80s', 'conditional']) {
      expect(en, fact).toContain(fact);
    }
  });

  it('learning pages: class size of at most 15 and the 70/30 marks', async () => {
    for (const [lang, key] of [['zh', 'aboard/learning'], ['en', 'aboard/learning-style']] as const) {
      const text = textOf(await load(lang, key));
      expect(text).toContain('15');
      expect(text).toContain('70%');
      expect(text).toContain('30%');
      expect(text).toMatch(/6/);
    }
  });

  it('visa pages: four study-permit categories with conditions, visitor visa, work, consent and consular channels', async () => {
    for (const [lang, key] of [['zh', 'life/visa'], ['en', 'life/visa-processing']] as const) {
      const page = await load(lang, key);
      const text = textOf(page);
      for (const category of [
        'Student Direct Stream',
        'Post-Secondary Program with GIC',
        'Primary and Secondary Program with GIC',
        'Regular Student Program',
      ]) {
        expect(text, category).toContain(category);
      }
      for (const fact of ['10,000', 'GIC', '6', '12', '10', '180', '20', 'VFS Global', 'IRCC']) expect(text, fact).toContain(fact);
      if (lang === 'zh') {
        for (const fact of ['北京', '上海', '广州', '重庆', '香港', '雅思', '体检', '劳动力市场', '书面同意']) expect(text, fact).toContain(fact);
      } else {
        for (const fact of ['Beijing', 'Shanghai', 'Guangzhou', 'Chongqing', 'Hong Kong', 'IELTS', 'medical', 'labour market', 'written consent']) {
          expect(text, fact).toContain(fact);
        }
      }
      expect(blocksOf(page).some((b) => b.type === 'callout' && b.dated === '2024-11')).toBe(true);
      // no invented phone numbers
      expect(text).not.toMatch(/\+?\d{2,4}[- ]\d{3,4}[- ]\d{4}/);
    }
  });

  it('the Chinese FQA has 15 to 25 questions', async () => {
    const page = await load('zh', 'FQA');
    const questions = blocksOf(page).flatMap((b) => (b.type === 'qa' ? b.items : []));
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.length).toBeLessThanOrEqual(25);
    expect(new Set(questions.map((q) => q.q)).size).toBe(questions.length);
  });
});

describe('guide images', () => {
  it('menu icons exist and stay under 2 KB', () => {
    const icons = new Set([...listGuides('zh'), ...listGuides('en')].map((e) => e.icon));
    for (const icon of icons) {
      const file = `${PUBLIC_DIR}${icon}`;
      expect(existsSync(file), icon).toBe(true);
      expect(statSync(file).size, icon).toBeLessThanOrEqual(2048);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox=/);
    }
  });
});
