/**
 * Issue 10: the seeded sample news, articles and stories must not present outdated Canadian rules as current
 * (the Student Direct Stream with a 10,000 CAD GIC, the 20-hour off-campus cap, OUAC 140/47) nor apply the UK
 * living cost in pounds (900–1,400 a month) to Canada; where they mention those rules they give today's figures
 * with their dates. Checked on the rows the first start writes, in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText } from '../../server/src/lib/sanitize';
import { createTestServer, type TestServer } from './helpers';

let t: TestServer;
interface Item {
  kind: 'post' | 'news';
  lang: string;
  title: string;
  text: string;
}
let items: Item[] = [];

beforeAll(async () => {
  t = await createTestServer();
  const db = t.db;
  const posts = await db.selectFrom('bbs_post').select(['title', 'summary', 'content', 'lang']).where('is_sample', '=', 1).execute();
  const news = await db.selectFrom('bbs_info').select(['title', 'summary', 'content', 'lang']).where('is_sample', '=', 1).execute();
  const item = (kind: Item['kind']) => (r: { title: string; summary: string | null; content: string | null; lang: string }): Item => ({
    kind,
    lang: r.lang,
    title: r.title,
    // dashes and spaces normalised so a figure cannot hide behind typography
    text: `${r.title}\n${r.summary ?? ''}\n${htmlToText(r.content ?? '')}`.replace(/[‐-―−]/g, '-').replace(/\u00a0/g, ' '),
  });
  items = [...posts.map(item('post')), ...news.map(item('news'))];
});
afterAll(async () => {
  await t?.close();
});

const mentioning = (re: RegExp, lang?: string) => items.filter((i) => re.test(i.text) && (!lang || i.lang === lang));

describe('seeded sample content states current rules', () => {
  it('covers news and articles in both languages', () => {
    for (const lang of ['zh', 'en']) {
      expect(items.filter((i) => i.kind === 'news' && i.lang === lang).length, lang).toBe(10);
      expect(items.filter((i) => i.kind === 'post' && i.lang === lang).length, lang).toBeGreaterThan(20);
    }
  });

  it('SDS is only mentioned as closed on 8 November 2024, and no 10,000 CAD GIC is asked for', () => {
    const sds = mentioning(/SDS|Student Direct Stream|学生直/);
    expect(sds.filter((i) => i.lang === 'zh').length).toBeGreaterThanOrEqual(2);
    expect(sds.filter((i) => i.lang === 'en').length).toBeGreaterThanOrEqual(2);
    for (const i of sds) {
      expect(i.text, i.title).toMatch(i.lang === 'zh' ? /2024 年 11 月 8 日结束/ : /ended (on )?8 November 2024/);
    }
    for (const i of items) {
      expect(i.text, i.title).not.toMatch(/10,000 ?(加元|CAD)?的? ?GIC|GIC of 10,000/);
      expect(i.text, i.title).not.toMatch(/SDS ?要求|Student Direct Stream (requires|needs)/);
    }
  });

  it('the study-permit funds are given with their dates', () => {
    for (const lang of ['zh', 'en']) {
      const funds = mentioning(/22,895/, lang);
      expect(funds.length, lang).toBeGreaterThanOrEqual(2);
      const visa = funds.find((i) => /20,635/.test(i.text))!;
      expect(visa.text).toMatch(lang === 'zh' ? /2024 年 1 月 1 日起[^。]*20,635 加元/ : /CAD 20,635 for applications from 1 January 2024/);
      expect(visa.text).toMatch(lang === 'zh' ? /2025 年 9 月 1 日起为 22,895 加元/ : /CAD 22,895 for applications from 1 September 2025/);
    }
  });

  it('off-campus work is 24 hours a week since 8 November 2024; 20 hours appears only as the earlier limit', () => {
    for (const lang of ['zh', 'en']) {
      const work = mentioning(lang === 'zh' ? /校外打工/ : /off campus|off-campus/i, lang);
      expect(work.length, lang).toBeGreaterThanOrEqual(2);
      for (const i of work) {
        expect(i.text, i.title).toMatch(lang === 'zh' ? /每周(不超过 )?24 小时/ : /24 hours a week/);
        expect(i.text, i.title).toMatch(lang === 'zh' ? /2024 年 11 月 8 日/ : /8 November 2024/);
      }
    }
    for (const i of items) {
      expect(i.text, i.title).not.toMatch(/(不超过|上限为每周) ?20 小时|(at most|capped at|up to) 20 hours/);
    }
  });

  it('OUAC fees are 150 / 50 / 10 (international service fee, not postage), with the month checked', () => {
    for (const lang of ['zh', 'en']) {
      const fees = mentioning(lang === 'zh' ? /OUAC[^]*申请费/ : /OUAC[^]*fee/, lang);
      expect(fees.length, lang).toBeGreaterThanOrEqual(2);
      for (const i of fees) {
        if (lang === 'zh') {
          expect(i.text, i.title).toMatch(/基本申请费 150 加元，含 3 个志愿；每增加一个志愿 50 加元[^。]*10 加元国际服务费/);
          expect(i.text, i.title).toMatch(/2026 年 11 月[^。]*核实/);
        } else {
          expect(i.text, i.title).toMatch(/CAD 150 for three choices and CAD 50 for each additional choice[^.]*CAD 10 international service fee/);
          expect(i.text, i.title).toMatch(/[Cc]hecked .{0,60}November 2026/);
        }
      }
    }
    for (const i of items) {
      expect(i.text, i.title).not.toMatch(/140 ?(加元|CAD)|(of|fee) 140\b|邮寄费 ?10|mailing costs|每增加一个项目 47|extra programme (costs )?47/);
    }
  });

  it('no UK living cost in pounds (900-1,400 a month) is applied to Canada', () => {
    for (const i of items) expect(i.text, i.title).not.toMatch(/900-1,400|900 ?至 ?1,400/);
    for (const lang of ['zh', 'en']) {
      const toronto = items.find((i) => i.lang === lang && i.kind === 'post' && /多伦多读高中|year of high school in Toronto/.test(i.title))!;
      expect(toronto.text).toMatch(lang === 'zh' ? /TDSB[^。]*17,000 加元[^。]*500 加元/ : /TDSB[^.]*CAD 17,000[^.]*CAD 500/);
      expect(toronto.text).toContain('22,895');
    }
  });
});
