/** The OSSD checker's rule engine: both cohorts, the boundary years, literacy, hours, online credits, transfers. */
import { describe, expect, it } from 'vitest';
import { addTerms, checkOssd, cohortFor, evaluateTransfer, nextTerm, type CheckerInput, type TransferRow } from '@site/pages/ossd-checker/engine';
import { COHORTS, COURSES, OSSC, OTHER_RULES, TRANSFER_RULE, type GuideRef } from '@site/pages/ossd-checker/rules';
import { cite, type SourceKey } from '@site/content/sources';
import { loadGuide } from '@site/content/registry';

/** 17 compulsory credits of the 2024 rule (incl. TAS1O and ICS3U for the STEM group) + 13 electives = 30 */
const COMPULSORY_2024 = ['ENL1W', 'ENG2D', 'ENG3U', 'ENG4U', 'MTH1W', 'MPM2D', 'MCR3U', 'SNC1W', 'SNC2D', 'CHC2D', 'CGC1W', 'AVI1O', 'PPL1O', 'FSF1D', 'GLC2O', 'CHV2O', 'TAS1O', 'ICS3U'];
const ELECTIVES = ['MHF4U', 'MCV4U', 'SPH3U', 'SCH3U', 'SBI3U', 'SPH4U', 'SCH4U', 'BAF3M', 'CIA4U', 'HSP3U', 'HZT4U', 'LKBBD', 'LKBCU'];
const FULL = [...COMPULSORY_2024, ...ELECTIVES];
const NO_TECH = [...FULL.filter((c) => c !== 'TAS1O'), 'LKBDU'];

function input(over: Partial<CheckerInput> & { codes?: string[] } = {}): CheckerInput {
  const { codes = FULL, ...rest } = over;
  return {
    entryYear: 2024,
    courses: codes.map((code) => ({ code })),
    free: [],
    hours: 40,
    osslt: 'passed',
    onlineCredits: 2,
    onlineOptOut: false,
    transfer: [],
    start: { year: 2026, term: 2 },
    load: 4,
    ...rest,
  };
}

const row = (subject: TransferRow['subject'], grade: number, fullYear = true, passed = true): TransferRow => ({ subject, grade, fullYear, passed });
const CORE_PASSES: TransferRow[] = [row('chinese', 9), row('math', 9), row('english', 9)];

describe('rule sets by Grade 9 entry year', () => {
  it.each([
    [2019, 'to2023', 18, 12],
    [2023, 'to2023', 18, 12],
    [2024, 'from2024', 17, 13],
    [2027, 'from2024', 17, 13],
  ])('entry %i → %s (%i compulsory + %i optional)', (year, id, compulsory, optional) => {
    const c = cohortFor(year);
    expect([c.id, c.compulsory, c.optional]).toEqual([id, compulsory, optional]);
    expect(c.requirements.reduce((n, r) => n + r.credits, 0)).toBe(compulsory);
    expect(compulsory + optional).toBe(30);
  });
});

describe('diploma check (table)', () => {
  const cases: { name: string; in: Partial<CheckerInput> & { codes?: string[] }; diploma: boolean; missing?: Record<string, number>; optionalMissing?: number }[] = [
    { name: '2023 cohort with a full record graduates', in: { entryYear: 2023 }, diploma: true },
    { name: '2024 cohort with a full record graduates', in: { entryYear: 2024 }, diploma: true },
    { name: '2023 cohort without Technological Education still graduates (boundary year)', in: { entryYear: 2023, codes: NO_TECH }, diploma: true },
    { name: '2024 cohort without Technological Education is missing it (boundary year)', in: { entryYear: 2024, codes: NO_TECH }, diploma: false, missing: { tech: 1 } },
    { name: 'a Grade 11 tech-like course does not count as the Grade 9/10 tech credit', in: { codes: [...NO_TECH.filter((c) => c !== 'ICS3U'), 'ICS4U', 'ICS3U'] }, diploma: false, missing: { tech: 1 } },
    { name: 'no Grade 12 English: 4 English credits are not enough', in: { codes: [...FULL.filter((c) => c !== 'ENG4U'), 'ESLCO'] }, diploma: false, missing: { english: 1 } },
    { name: 'ESL counts for up to 3 English credits', in: { codes: [...FULL.filter((c) => !['ENL1W', 'ENG2D', 'ENG3U'].includes(c)), 'ESLBO', 'ESLCO', 'ESLDO'] }, diploma: true },
    { name: 'no Grade 11/12 mathematics', in: { codes: [...FULL.filter((c) => !['MCR3U', 'MHF4U', 'MCV4U'].includes(c)), 'MFM2P', 'HZT4U', 'CLU3M'] }, diploma: false, missing: { math: 1 } },
    { name: '2023 cohort: group 3 needs Grade 11/12 science, computer, tech or French', in: { entryYear: 2023, codes: ['ENL1W', 'ENG2D', 'ENG3U', 'ENG4U', 'MTH1W', 'MPM2D', 'MCR3U', 'SNC1W', 'SNC2D', 'CHC2D', 'CGC1W', 'AVI1O', 'PPL1O', 'FSF1D', 'GLC2O', 'CHV2O', 'HSP3U', 'BAF3M'] }, diploma: false, missing: { group3: 1 }, optionalMissing: 12 },
    { name: 'missing optional credits are counted', in: { codes: COMPULSORY_2024 }, diploma: false, optionalMissing: 13 },
    { name: 'hours short', in: { hours: 30 }, diploma: false },
    { name: 'OSSLT not passed and no OLC4O', in: { osslt: 'notPassed' }, diploma: false },
    { name: 'OLC4O meets the literacy requirement (and the Grade 12 English)', in: { osslt: 'notPassed', codes: [...FULL.filter((c) => c !== 'ENG4U'), 'OLC4O'] }, diploma: true },
    { name: 'online credits missing', in: { onlineCredits: 1 }, diploma: false },
    { name: 'online credits opted out', in: { onlineCredits: 0, onlineOptOut: true }, diploma: true },
    { name: 'online credits do not apply before the 2020 cohort', in: { entryYear: 2019, onlineCredits: 0 }, diploma: true },
    { name: 'online credits apply from the 2020 cohort', in: { entryYear: 2020, onlineCredits: 0 }, diploma: false },
    { name: 'free credits by subject fill compulsory seats', in: { codes: FULL.filter((c) => c !== 'TAS1O' && c !== 'LKBCU'), free: [{ subject: 'tech', grade: 10, credits: 1 }, { subject: 'other', grade: null, credits: 1 }] }, diploma: true },
  ];
  it.each(cases)('$name', (c) => {
    const r = checkOssd(input(c.in));
    expect(r.diploma).toBe(c.diploma);
    const missing = Object.fromEntries(r.requirements.filter((q) => q.missing > 0).map((q) => [q.id, q.missing]));
    expect(missing).toEqual(c.missing ?? {});
    if (c.optionalMissing !== undefined) expect(r.optional.missing).toBe(c.optionalMissing);
  });

  it('reports hours, literacy and online details', () => {
    const r = checkOssd(input({ hours: 25, osslt: 'notTaken', onlineCredits: 1 }));
    expect(r.hours).toMatchObject({ required: 40, have: 25, missing: 15, met: false });
    expect(r.literacy).toMatchObject({ met: false, via: null });
    expect(r.online).toMatchObject({ applies: true, met: false, missing: 1 });
    expect(r.financialLiteracy.inForce).toBe(false);
  });

  it('a planned OLC4O meets literacy as planned, not as done', () => {
    const r = checkOssd(input({ osslt: 'notPassed', courses: [...FULL.filter((c) => c !== 'ENG4U').map((code) => ({ code })), { code: 'OLC4O', planned: true }] }));
    expect(r.literacy).toMatchObject({ met: true, via: null, plannedCourse: true });
    expect(r.requirements.find((q) => q.id === 'english')).toMatchObject({ met: true, plannedOnly: true });
    expect(r.total).toMatchObject({ done: 29, planned: 1, missing: 0 });
    expect(r.graduation).toMatchObject({ creditsRemaining: 1, terms: 1, term: { year: 2026, term: 2 } });
  });
});

describe('credit transfer from a Chinese Grade 9–11 record', () => {
  it('9 eligible grade 9–11 credits: 8 are granted, the 9th is over the cap', () => {
    const rows = [...CORE_PASSES, row('physics', 10), row('chemistry', 10), row('math', 10), row('chinese', 10), row('english', 10), row('history', 11)];
    expect(rows).toHaveLength(9);
    const { result, units } = evaluateTransfer(rows);
    expect(result.granted).toBe(TRANSFER_RULE.maxCredits);
    expect(units).toHaveLength(8);
    expect(result.rows.filter((s) => s === 'overCap')).toHaveLength(1);
    // sciences and mathematics are kept before the rest
    expect(units.filter((u) => u.subject === 'science')).toHaveLength(2);
    expect(units.filter((u) => u.subject === 'math')).toHaveLength(2);
  });

  it.each([
    ['failing Chinese blocks transfer', [...CORE_PASSES, row('chinese', 10, true, false), row('physics', 10)], 'core', ['chinese']],
    ['failing mathematics blocks transfer', [row('chinese', 9), row('english', 9), row('math', 10, true, false), row('biology', 10)], 'core', ['math']],
    ['no English on the record blocks transfer', [row('chinese', 9), row('math', 9), row('physics', 10)], 'core', ['english']],
    ['no science blocks transfer', [...CORE_PASSES, row('history', 10)], 'noScience', []],
    ['a half-year science does not count as the science', [...CORE_PASSES, row('physics', 10, false)], 'noScience', []],
  ] as const)('%s', (_name, rows, blocked, pending) => {
    const { result } = evaluateTransfer([...rows]);
    expect(result.blocked).toBe(blocked);
    expect(result.corePending).toEqual(pending);
    expect(result.granted).toBe(0);
  });

  it('only full-year passing Grade 9–11 courses count', () => {
    const { result } = evaluateTransfer([...CORE_PASSES, row('physics', 11), row('chemistry', 12), row('biology', 8), row('history', 10, false), row('politics', 10, true, false)]);
    expect(result.rows).toEqual(['granted', 'granted', 'granted', 'granted', 'grade', 'grade', 'notFullYear', 'failed']);
    expect(result.granted).toBe(4);
  });

  it('transferred credits count towards the diploma and shorten the plan', () => {
    const rows = [...CORE_PASSES, row('physics', 10), row('chemistry', 10), row('math', 10), row('chinese', 10), row('english', 10), row('history', 11)];
    const r = checkOssd(input({ codes: [], transfer: rows }));
    expect(r.transfer.granted).toBe(8);
    expect(r.total.done).toBe(8);
    expect(r.requirements.find((q) => q.id === 'science')).toMatchObject({ filled: 2, met: true });
    expect(r.graduation).toMatchObject({ creditsRemaining: 22, terms: 6 });
  });
});

describe('earliest graduation term and the OSSC', () => {
  it.each([
    [0, { year: 2026, term: 2 }, 4, 30, 8, { year: 2030, term: 1 }],
    [0, { year: 2026, term: 1 }, 3, 30, 10, { year: 2030, term: 2 }],
    [27, { year: 2027, term: 1 }, 4, 4, 1, { year: 2027, term: 1 }],
  ] as const)('%i courses done, start %o, %i a term → %i left in %i terms', (doneCount, start, load, remaining, terms, term) => {
    const r = checkOssd(input({ codes: FULL.slice(0, doneCount), start, load }));
    expect(r.graduation).toEqual({ creditsRemaining: remaining, terms, term, load });
  });

  it('all done: no term left', () => {
    expect(checkOssd(input()).graduation).toMatchObject({ creditsRemaining: 0, terms: 0, term: null });
  });

  it('a full credit count with a compulsory gap still needs that credit', () => {
    expect(checkOssd(input({ codes: NO_TECH })).graduation).toMatchObject({ creditsRemaining: 1, terms: 1 });
  });

  it('terms: next term from a date, and counting on', () => {
    expect(nextTerm(new Date(2026, 10, 26))).toEqual({ year: 2026, term: 2 });
    expect(nextTerm(new Date(2027, 0, 10))).toEqual({ year: 2026, term: 2 });
    expect(nextTerm(new Date(2027, 4, 1))).toEqual({ year: 2027, term: 1 });
    expect(addTerms({ year: 2026, term: 2 }, 1)).toEqual({ year: 2027, term: 1 });
  });

  it.each([
    ['14 credits in the certificate combination', ['ENL1W', 'ENG2D', 'CGC1W', 'MTH1W', 'SNC1W', 'PPL1O', 'TAS1O', 'BBI1O', 'BBI2O', 'LKBBD', 'LKBCU', 'HSP3U', 'CLU3M', 'CIA4U'], true, []],
    ['14 credits without a science', ['ENL1W', 'ENG2D', 'CGC1W', 'MTH1W', 'BAF3M', 'PPL1O', 'TAS1O', 'BBI1O', 'BBI2O', 'LKBBD', 'LKBCU', 'HSP3U', 'CLU3M', 'CIA4U'], false, ['science']],
    ['13 credits in the combination', ['ENL1W', 'ENG2D', 'CGC1W', 'MTH1W', 'SNC1W', 'PPL1O', 'AVI1O', 'BBI1O', 'BBI2O', 'LKBBD', 'LKBCU', 'HSP3U', 'CLU3M'], false, []],
  ] as const)('OSSC: %s', (_name, codes, met, missing) => {
    const r = checkOssd(input({ codes: [...codes], hours: 0 }));
    expect(r.ossc.met).toBe(met);
    expect(r.ossc.missing.map((q) => q.id)).toEqual(missing);
    expect(r.ossc.required).toBe(OSSC.total);
  });
});

describe('rules data', () => {
  const refs: { guide: GuideRef; source: SourceKey }[] = [
    ...COHORTS.flatMap((c) => c.requirements),
    ...Object.values(OTHER_RULES),
    OSSC,
    TRANSFER_RULE,
  ];
  it('every rule links to an existing guide section (both languages) and a known source', async () => {
    for (const r of refs) {
      expect(cite('en', r.source)).toHaveLength(1);
      const [section, id] = r.guide.key.split('/');
      for (const lang of ['zh', 'en'] as const) {
        const page = await loadGuide(lang, section!, id);
        expect(page?.sections.map((s) => s.id), `${lang}:${r.guide.key}`).toContain(r.guide.anchor);
      }
    }
  });
  it('course codes are unique and upper case', () => {
    const codes = COURSES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}$/);
  });
});
