/**
 * Issue 10: the figures a family acts on, as checked in November 2026, in each language a page exists in;
 * the outdated ones must not come back as current, and every page that states a figure cites its sources.
 */
import { describe, expect, it } from 'vitest';
import type { Block, GuidePage, Lang } from '@site/content/types';
import { findGuideByKey, listGuides, loadGuide } from '@site/content/registry';

const LANGS: Lang[] = ['zh', 'en'];

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

/** the page's text without its sources list (so a source title cannot satisfy a content check) */
function bodyOf(page: GuidePage): string {
  return textOf({ ...page, sources: [] });
}

const VISA: Record<Lang, string> = { zh: 'life/visa', en: 'life/visa-processing' };
const UNIVERSITY: Record<Lang, string> = { zh: 'aboard/university', en: 'aboard/How-to-apply-for-university' };
const TUITION: Record<Lang, string[]> = {
  zh: ['aboard/type', 'aboard/expenses', 'life/level'],
  en: ['aboard/campus-type', 'aboard/tuition-expenses', 'life/consumption-level'],
};

describe.each(LANGS)('corrected facts (%s)', (lang) => {
  it('off-campus work: the headline card says 24 hours a week, and 20 is only the old limit', async () => {
    const page = await load(lang, VISA[lang]);
    const cards = blocksOf(page).flatMap((b) => (b.type === 'facts' ? b.items : []));
    const work = cards.find((c) => /打工|off-campus/i.test(c.label));
    expect(work?.value).toBe(lang === 'zh' ? '每周 24 小时' : '24 hours a week');
    const text = bodyOf(page);
    expect(text).toMatch(lang === 'zh' ? /校外打工每周不超过 24 小时/ : /off campus up to 24 hours a week/);
    expect(text).not.toMatch(lang === 'zh' ? /不超过 20 小时/ : /up to 20 hours/);
    expect(text).toMatch(lang === 'zh' ? /2024 年 11 月 8 日/ : /8 November 2024/);
  });

  it('study-permit funds: 20,635 from 1 January 2024 and 22,895 from 1 September 2025, plus tuition and travel', async () => {
    const text = bodyOf(await load(lang, VISA[lang]));
    if (lang === 'zh') {
      expect(text).toMatch(/2024 年 1 月 1 日起[^"]*20,635 加元/);
      expect(text).toMatch(/2025 年 9 月 1 日起[^"]*22,895 加元/);
      expect(text).toMatch(/第一年学费和往返交通费/);
    } else {
      expect(text).toMatch(/CAD 20,635 for applications from 1 January 2024/);
      expect(text).toMatch(/CAD 22,895 for applications from 1 September 2025/);
      expect(text).toMatch(/first-year tuition and travel/);
    }
  });

  it('the cap (22 January 2024), the exemption of primary and secondary students, and no PAL for graduate students from 2026', async () => {
    const page = await load(lang, VISA[lang]);
    const text = bodyOf(page);
    expect(blocksOf(page).some((b) => b.type === 'callout' && b.dated === '2024-01-22')).toBe(true);
    if (lang === 'zh') {
      for (const fact of ['2024 年 1 月 22 日', '读中小学的学生不受上限限制', '2026 年 1 月 1 日', '硕士和博士研究生']) expect(text).toContain(fact);
    } else {
      for (const fact of ['22 January 2024', 'Primary and secondary students are exempt', '1 January 2026', 'master’s and doctoral students']) {
        expect(text).toContain(fact);
      }
    }
  });

  it('marks which study-permit routes are open today: SDS closed, the old GIC routes not current, the regular process open', async () => {
    const page = await load(lang, VISA[lang]);
    const table = blocksOf(page).find(
      (b): b is Extract<Block, { type: 'table' }> => b.type === 'table' && textOf(b.rows).includes('Regular Student Program'),
    )!;
    expect(table.head).toHaveLength(4);
    const status = (name: string) => table.rows.find((r) => r[0].includes(name))![3];
    const [closed, notCurrent, open] = lang === 'zh' ? ['已关闭', '不应视为现行途径', '开放'] : ['Closed', 'Not a current route', 'Open'];
    expect(status('Student Direct Stream')).toContain(closed);
    expect(status('Post-Secondary Program with GIC')).toContain(notCurrent);
    expect(status('Primary and Secondary Program with GIC')).toContain(notCurrent);
    expect(status('Regular Student Program')).toContain(open);
  });

  it('OUAC fees: 150 base, 50 per extra choice, 10 international service fee (not postage), with the date checked', async () => {
    const page = await load(lang, UNIVERSITY[lang]);
    const table = blocksOf(page).find((b): b is Extract<Block, { type: 'table' }> => b.type === 'table' && b.caption.includes('OUAC'))!;
    expect(table.rows.map((r) => r[1]).slice(0, 3)).toEqual(['150', '50', '10']);
    expect(textOf(table.rows[2])).toMatch(lang === 'zh' ? /国际服务费/ : /International service fee/);
    const text = bodyOf(page);
    expect(text).not.toMatch(lang === 'zh' ? /"邮寄费"|140 加元/ : /"Mailing fee"|140 CAD/);
    expect(text).not.toMatch(/'47'|"47"/);
    expect(textOf(table)).toMatch(lang === 'zh' ? /2026 年 11 月核实/ : /checked November 2026/);
  });

  it('tuition bands are dated and sourced: TDSB 17,000 + 500 insurance for 2025-26, boarders up to about 80,000', async () => {
    for (const key of TUITION[lang]) {
      const page = await load(lang, key);
      const text = bodyOf(page);
      expect(text, key).toContain('17,000');
      expect(text, key).toContain('500');
      expect(text, key).toContain('2025-26');
      expect(text, key).toContain('80,000');
      expect(page.sources.map((s) => s.publisher).join(' '), key).toMatch(/TDSB/);
    }
  });

  it('the financial literacy requirement: the paused math plan and the April 2026 Career Studies test', async () => {
    const page = await load(lang, 'ossd/requirements');
    const text = bodyOf(page);
    expect(text).toMatch(lang === 'zh' ? /已暂停/ : /paused/);
    expect(text).toMatch(lang === 'zh' ? /2026 年 4 月 22 日[^"]*职业规划课[^"]*70% 及格/ : /22 April 2026[^"]*Grade 10 Career Studies[^"]*70% to pass/);
    expect(text).not.toMatch(lang === 'zh' ? /金融素养成为 10 年级数学课中的一项毕业要求/ : /financial literacy is a graduation requirement inside Grade 10 mathematics/);
  });

  it('the literacy test format is dated and points to EQAO’s framework for the current year', async () => {
    const page = await load(lang, 'ossd/literacy-test');
    expect(bodyOf(page)).toMatch(lang === 'zh' ? /2026 年 11 月核实[^"]*EQAO/ : /checked in November 2026[^"]*EQAO/);
    expect(page.sources.some((s) => s.url.startsWith('https://www.eqao.com/'))).toBe(true);
  });

  it('the two awards are presented as this site’s illustrative programmes, never as public scholarships', async () => {
    for (const key of ['fee/tuition-subsidy', 'fee/academic-excellence-award']) {
      const page = await load(lang, key);
      expect(page.lead, key).toMatch(lang === 'zh' ? /^（本站示例项目，非公开奖学金。）/ : /^\(An illustrative programme of this site, not a public scholarship\.\)/);
      const first = page.sections[0].blocks[0];
      expect(first.type === 'callout' && first.tone === 'warning', key).toBe(true);
    }
  });
});

describe('Hong Kong facts (Chinese pages)', () => {
  it('no student visa for Mainland minors: the visa page and the FQA say what families do instead', async () => {
    for (const key of ['life/visa', 'FQA']) {
      const page = await load('zh', key);
      const text = bodyOf(page);
      expect(text, key).not.toMatch(/由录取学校作为担保人/);
      expect(text, key).toMatch(/不适用于[^"]*内地居民/);
      expect(text, key).toMatch(/2022 年[^"]*不会向内地未成年人签发学生签证/);
      expect(text, key).toMatch(/受养人/);
      expect(text, key).toMatch(/5 岁 8 个月至 11 岁/);
      expect(text, key).toMatch(/未满 20 岁/);
      expect(page.sources.some((s) => s.url.includes('immd.gov.hk')), key).toBe(true);
    }
  });

  it('HKU non-local tuition 2025/26 is 198,000-218,000, not the old 150-200k range', async () => {
    for (const key of ['aboard/university', 'aboard/expenses', 'aboard/destination', 'life/level']) {
      const page = await load('zh', key);
      const text = bodyOf(page);
      expect(text, key).toMatch(/198,000[^"]*218,000/);
      expect(text, key).toContain('2025/26');
      expect(text, key).not.toMatch(/15 万[至–-]20 万/);
      expect(page.sources.some((s) => s.url.includes('hku.hk')), key).toBe(true);
    }
  });

  it('the number of international schools is the Education Bureau’s, with its year', async () => {
    for (const key of ['aboard/type', 'cSchool']) {
      const page = await load('zh', key);
      const text = bodyOf(page);
      expect(text, key).toMatch(/2022\/23 学年香港共有 \**54 所国际学校/);
      expect(text, key).not.toMatch(/约 ?80 所/);
      expect(page.sources.some((s) => s.url.includes('edb.gov.hk')), key).toBe(true);
    }
  });
});

/** The questions of a page's Q&A blocks whose answer states a figure (a digit) but cites no source. */
function unsourcedAnswers(page: GuidePage): string[] {
  return blocksOf(page)
    .flatMap((b) => (b.type === 'qa' ? b.items : []))
    .filter((item) => /\d/.test(item.a) && !(item.sources && item.sources.length > 0))
    .map((item) => item.q);
}

describe('FQA answers cite their sources', () => {
  it('every answer that states a figure lists a dated source, also listed at the end of the page', async () => {
    const page = await load('zh', 'FQA');
    expect(unsourcedAnswers(page)).toEqual([]);
    const items = blocksOf(page).flatMap((b) => (b.type === 'qa' ? b.items : []));
    const sourced = items.filter((i) => i.sources?.length);
    expect(sourced.length).toBeGreaterThanOrEqual(15);
    const pageUrls = new Set(page.sources.map((s) => s.url));
    for (const item of sourced) {
      for (const s of item.sources!) {
        expect(s.title.trim(), item.q).not.toBe('');
        expect(s.publisher.trim(), item.q).not.toBe('');
        expect(s.url, item.q).toMatch(/^https:\/\/[^\s]+$/);
        expect(s.checked, item.q).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
        expect(s.checked <= page.updated, item.q).toBe(true);
        expect(pageUrls.has(s.url), `${item.q}: ${s.url} missing from the page's sources`).toBe(true);
      }
    }
    // the answers on the rules that changed cite the body that sets them
    const cites = (q: RegExp, host: string) => expect(items.find((i) => q.test(i.q))?.sources?.some((s) => s.url.includes(host)), String(q)).toBe(true);
    cites(/打工/, 'canada.ca');
    cites(/申请费/, 'ouac.on.ca');
    cites(/学习许可有哪几类/, 'canada.ca');
    cites(/香港的学生签证/, 'immd.gov.hk');
    cites(/学费大概多少/, 'tdsb.on.ca');
  });

  it('an answer with a number and no source fails the check', async () => {
    const page = await load('zh', 'FQA');
    const strip = (q: string): GuidePage => ({
      ...page,
      sections: page.sections.map((s) => ({
        ...s,
        blocks: s.blocks.map((b) => (b.type === 'qa' ? { ...b, items: b.items.map((i) => (i.q === q ? { q: i.q, a: i.a } : i)) } : b)),
      })),
    });
    expect(unsourcedAnswers(strip('申请费多少？能报几个专业？'))).toEqual(['申请费多少？能报几个专业？']);
    // an answer without figures needs none
    expect(unsourcedAnswers(strip('拿到提前录取就可以放松了吗？'))).toEqual([]);
  });
});

describe.each(LANGS)('sources and review dates (%s)', (lang) => {
  it.each(listGuides(lang).map((e) => [e.key] as const))('%s cites a dated official source for its figures', async (key) => {
    const page = await load(lang, key);
    const statesAFigure = /\d/.test(bodyOf({ ...page, updated: '', hero: undefined, related: [] }));
    if (statesAFigure) expect(page.sources.length, `${key} states figures but cites no source`).toBeGreaterThan(0);
    for (const s of page.sources) {
      expect(s.title.trim(), key).not.toBe('');
      expect(s.publisher.trim(), key).not.toBe('');
      expect(s.url, key).toMatch(/^https:\/\/[^\s]+$/);
      expect(s.checked, key).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      // a source cannot be checked after the page was last reviewed
      expect(s.checked <= page.updated, `${key}: ${s.url}`).toBe(true);
    }
    expect(new Set(page.sources.map((s) => s.url)).size, key).toBe(page.sources.length);
    // Chinese pages show Chinese source titles and publishers where a translation exists
    if (lang === 'zh') expect(page.sources.some((s) => /[\u4e00-\u9fff]/.test(s.publisher)), key).toBe(true);
  });
});
