/**
 * Issue 10: every red/black entry carries its evidence (a dated reason, one or more sources, the date it was added),
 * the public calls answer it in the asked language, and the server refuses to publish an entry without a source.
 * Against the real database (SQLite, or PostgreSQL with DATABASE_URL).
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RED_BLACK_MSG, type RedBlackEntryInput, redBlackRowSchema } from '../../src/shared/contract/index';
import { LEGACY_SAMPLE_SOURCES } from '../../server/src/db/migrations/0006_red_black_evidence';
import { migrationProvider } from '../../server/src/db/migrations/index';
import { migrateToLatest } from '../../server/src/db/migrate';
import { ServiceError } from '../../server/src/lib/result';
import { nowText } from '../../server/src/lib/time';
import { createRedBlackEntry } from '../../server/src/modules/bbs/redBlack';
import { createTestServer, type Json, post, type TestServer } from './helpers';

const W = '/bbs/web';
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const countEntries = async () =>
  Number((await t.db.selectFrom('bbs_red_black').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** the error a call throws (fails the test when it does not throw) */
async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected the call to be refused').toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

const entry = (over: Partial<RedBlackEntryInput> = {}): RedBlackEntryInput => ({
  listType: 'black',
  schoolId: 1,
  schoolName: '测试学校',
  reason: '家长投诉退费迟迟未办理',
  reasonEn: 'Parents report refunds not being paid',
  reasonDate: '2026-10-08',
  addedDate: '2026-10-20',
  cityCode: 'CA-TOR',
  sources: [{ title: '家长投诉信（2026 年 10 月 8 日）', titleEn: 'Parent complaint letter (8 October 2026)', url: '' }],
  ...over,
});

describe('the seeded entries carry their evidence', () => {
  it('16 sample entries, each with a dated reason, at least one source and the date added', async () => {
    const rows = await t.db.selectFrom('bbs_red_black').selectAll().execute();
    expect(rows).toHaveLength(16);
    for (const r of rows) {
      expect(r.reason_date, r.school_name).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(r.added_date, r.school_name).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(r.reason_date! <= r.added_date!, r.school_name).toBe(true);
      const sources = JSON.parse(r.sources) as { title: string; titleEn: string; url: string }[];
      expect(sources.length, r.school_name).toBeGreaterThan(0);
      // invented schools have invented evidence, and it says so in both languages
      for (const s of sources) {
        expect(s.title).toMatch(/^示例文件：.*（虚构的示例数据）$/);
        expect(s.titleEn).toMatch(/^Sample document: .*\(invented sample data\)$/);
      }
      expect(r.is_sample).toBe(1);
    }
  });

  it('listRedBlack answers the evidence in the asked language', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const res = await post(t, `${W}/listRedBlack`, { lang });
      const rows = [...redBlackRowSchema.array().parse(res.body.redlist), ...redBlackRowSchema.array().parse(res.body.balcklist)];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.isSample).toBe(true);
        expect(r.reasonDate).toMatch(/^2026-/);
        expect(r.addedDate).toMatch(/^2026-/);
        expect(r.sources.length).toBeGreaterThan(0);
        for (const s of r.sources) expect(s.title).toMatch(lang === 'zh' ? /^示例文件：/ : /^Sample document: /);
      }
    }
  });

  it('the school detail shows the entries naming the school with their evidence', async () => {
    const { school_id: id } = await t.db.selectFrom('bbs_red_black').select('school_id').where('list_type', '=', 'black').orderBy('entry_id').executeTakeFirstOrThrow();
    const detail = (await post(t, `${W}/getSchoolSchool/${id}`, { lang: 'en' })).body.data;
    expect(detail.redBlack).toHaveLength(1);
    expect(detail.redBlack[0]).toMatchObject({ listType: 'black', reasonDate: '2026-03-02', addedDate: '2026-03-30', isSample: true });
    expect(detail.redBlack[0].sources.map((s: Json) => s.title)).toEqual([
      'Sample document: summary of parents’ letters, personal details removed (invented sample data)',
    ]);
  });
});

describe('createRedBlackEntry', () => {
  it('refuses to publish an entry without a source, with a clear Chinese message, and writes nothing', async () => {
    const before = await countEntries();
    const err = await refusal(createRedBlackEntry(t.db, entry({ sources: [], status: '0' })));
    expect(err.message).toBe(RED_BLACK_MSG.noSource);
    expect(err.message).toBe('红黑榜条目至少要附一个来源（链接或文件名称）才能发布');
    // status defaults to published
    expect((await refusal(createRedBlackEntry(t.db, entry({ sources: undefined, status: undefined })))).message).toBe(RED_BLACK_MSG.noSource);
    expect(await countEntries()).toBe(before);
  });

  it('keeps an unsourced entry as a hidden draft (status 1), never shown', async () => {
    const id = await createRedBlackEntry(t.db, entry({ sources: [], status: '1', schoolName: '草稿学校', schoolId: null, cityCode: null }));
    const row = await t.db.selectFrom('bbs_red_black').selectAll().where('entry_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: '1', sources: '[]', is_sample: 0 });
    const res = await post(t, `${W}/listRedBlack`, {});
    expect(res.body.balcklist.some((e: Json) => e.entryId === id)).toBe(false);
  });

  it('publishes a sourced entry, which the public list shows with its evidence in each language', async () => {
    const id = await createRedBlackEntry(t.db, entry({
      sort: -1,
      sources: [
        { title: '家长投诉信（2026 年 10 月 8 日）', titleEn: 'Parent complaint letter (8 October 2026)', url: '' },
        { title: '学校退费政策', url: 'https://example.org/refunds' },
      ],
    }));
    const zh = (await post(t, `${W}/listRedBlack`, { cityCode: 'CA-TOR' })).body.balcklist.find((e: Json) => e.entryId === id);
    expect(zh).toMatchObject({
      reason: '家长投诉退费迟迟未办理', reasonDate: '2026-10-08', addedDate: '2026-10-20', isSample: false,
      sources: [{ title: '家长投诉信（2026 年 10 月 8 日）', url: '' }, { title: '学校退费政策', url: 'https://example.org/refunds' }],
    });
    const en = (await post(t, `${W}/listRedBlack`, { cityCode: 'CA-TOR', lang: 'en' })).body.balcklist.find((e: Json) => e.entryId === id);
    // an English title where given, else the original one
    expect(en.sources.map((s: Json) => s.title)).toEqual(['Parent complaint letter (8 October 2026)', '学校退费政策']);
    expect(en.reason).toBe('Parents report refunds not being paid');
  });

  it('dates the entry today when no date added is given', async () => {
    const id = await createRedBlackEntry(t.db, entry({ addedDate: undefined, reasonDate: '2026-01-05' }));
    const row = await t.db.selectFrom('bbs_red_black').select(['added_date']).where('entry_id', '=', id).executeTakeFirstOrThrow();
    expect(row.added_date).toBe(nowText().slice(0, 10));
  });

  it.each([
    ['a source without a title', { sources: [{ title: ' ', url: 'https://example.org/x' }] }, RED_BLACK_MSG.sourceTitle],
    ['a link that is not http(s)', { sources: [{ title: '文件', url: 'javascript:alert(1)' }] }, RED_BLACK_MSG.sourceUrl],
    ['an undated reason', { reasonDate: '' }, RED_BLACK_MSG.reasonDate],
    ['an impossible date', { reasonDate: '2026-02-30' }, RED_BLACK_MSG.reasonDate],
    ['a reason dated after the entry was added', { reasonDate: '2026-11-01', addedDate: '2026-10-01' }, RED_BLACK_MSG.reasonAfterAdded],
    ['no school', { schoolId: null, schoolName: '' }, RED_BLACK_MSG.school],
    ['an empty reason', { reason: '' }, RED_BLACK_MSG.reason],
  ] as const)('refuses %s', async (_name, over, message) => {
    const before = await countEntries();
    expect((await refusal(createRedBlackEntry(t.db, entry(over as Partial<RedBlackEntryInput>)))).message).toBe(message);
    expect(await countEntries()).toBe(before);
  });
});

describe('migration 0006 on entries written before it', () => {
  it('dates them from their creation, gives sample rows a source saying they are invented, and unpublishes the rest', async () => {
    const s = await createTestServer({ seed: false });
    try {
      const schema = s.dialect === 'postgres' ? (await sql<{ n: string }>`select current_schema() as n`.execute(s.db)).rows[0].n : undefined;
      const migrator = new Migrator({ db: s.db, provider: migrationProvider, migrationTableSchema: schema });
      const down = await migrator.migrateTo('0002_bbs');
      expect(down.error).toBeUndefined();
      const legacy = { list_type: 'black', school_name: '旧条目', reason: '旧理由', city_code: null, create_by: 'admin', create_time: '2025-06-01 09:00:00' };
      // the table as 0002 left it: no evidence columns
      await s.db.insertInto('bbs_red_black' as never).values([
        { ...legacy, is_sample: 1, status: '0' },
        { ...legacy, is_sample: 0, status: '0' },
      ] as never).execute();
      await migrateToLatest(s.db);
      const rows = await s.db.selectFrom('bbs_red_black').selectAll().orderBy('entry_id').execute();
      expect(rows.map((r) => [r.is_sample, r.status, r.added_date, r.reason_date, r.sources])).toEqual([
        [1, '0', '2025-06-01', '2025-06-01', LEGACY_SAMPLE_SOURCES],
        [0, '1', '2025-06-01', null, '[]'],
      ]);
      expect(JSON.parse(LEGACY_SAMPLE_SOURCES)[0].title).toMatch(/^示例数据：/);
    } finally {
      await s.close();
    }
  });
});
