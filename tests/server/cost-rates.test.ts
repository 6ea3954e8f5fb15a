import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/src/db/migrate';
import { m0022_cost_rates } from '../../server/src/db/migrations/0022_cost_rates';
import { COST_CONFIG_KEYS, COST_CONFIG_SEED, DEFAULT_COST_RATES } from '../../src/shared/cost/rates';
import { call, createTestServer, type Json, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const rates = async () => (await post(t, '/bbs/web/costRates', {})).body as Json;

async function configRow(key: string): Promise<Json> {
  const row = await t.db.selectFrom('sys_config').selectAll().where('config_key', '=', key).executeTakeFirstOrThrow();
  return { configId: row.config_id, configName: row.config_name, configKey: row.config_key, configValue: row.config_value, configType: row.config_type, remark: row.remark };
}

/** the admin's edit through 参数设置 (PUT /system/config) */
async function adminSets(key: string, value: string) {
  const res = await call(t, 'PUT', '/system/config', { token: admin, body: { ...(await configRow(key)), configValue: value } });
  expect(res.body).toEqual({ code: 200, msg: '操作成功' });
}

describe('POST /bbs/web/costRates', () => {
  it('answers the seeded rates and fees anonymously', async () => {
    const body = await rates();
    expect(body.code).toBe(200);
    expect(body.data).toEqual(DEFAULT_COST_RATES);
    expect(body.data).toEqual({
      fx: { perCad: { CAD: 1, HKD: 5.57, CNY: 5.09 }, date: '2026-11-20' },
      fees: { studyPermit: 150, biometrics: 85, hkVisa: 230, checked: '2026-11-26' },
    });
  });

  it("shows an admin's change at once (the config write clears the cached answer)", async () => {
    expect((await rates()).data.fx.perCad.HKD).toBe(5.57); // cached now
    await adminSets(COST_CONFIG_KEYS.fxHkd, '5.61');
    await adminSets(COST_CONFIG_KEYS.fxDate, '2026-12-01');
    await adminSets(COST_CONFIG_KEYS.studyPermit, '175');
    const { data } = await rates();
    expect(data.fx).toEqual({ perCad: { CAD: 1, HKD: 5.61, CNY: 5.09 }, date: '2026-12-01' });
    expect(data.fees.studyPermit).toBe(175);
  });

  it.each([
    ['not a number', 'abc'],
    ['zero', '0'],
    ['negative', '-3'],
    ['infinite', '1e400'],
  ])('falls back to the default for a rate that is %s', async (_what, value) => {
    await adminSets(COST_CONFIG_KEYS.fxCny, value);
    expect((await rates()).data.fx.perCad.CNY).toBe(DEFAULT_COST_RATES.fx.perCad.CNY);
  });

  it('falls back to the default date for a date that is not ISO', async () => {
    await adminSets(COST_CONFIG_KEYS.feesChecked, '26/11/2026');
    expect((await rates()).data.fees.checked).toBe(DEFAULT_COST_RATES.fees.checked);
  });
});

describe('POST /bbs/web/costSchools', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = (await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id').limit(3).execute()).map((s) => Number(s.school_id));
  });

  it('answers the shown schools in the order asked, in the language asked', async () => {
    const asked = [ids[2]!, ids[0]!];
    const zh = (await post(t, '/bbs/web/costSchools', { ids: asked })).body as Json;
    expect(zh.data.map((s: Json) => s.schoolId)).toEqual(asked);
    const en = (await post(t, '/bbs/web/costSchools', { ids: asked, lang: 'en' })).body as Json;
    expect(en.data[0].schoolName).toBe(en.data[0].schoolNameEn);
    expect(en.data[0]).toMatchObject({ tuitionMin: expect.any(Number), tuitionMax: expect.any(Number), currency: expect.any(String) });
  });

  it('leaves out hidden and unknown schools', async () => {
    await t.db.updateTable('bbs_school').set({ status: '1' }).where('school_id', '=', ids[1]!).execute();
    try {
      const body = (await post(t, '/bbs/web/costSchools', { ids: [ids[1]!, 999999, ids[0]!] })).body as Json;
      expect(body.data.map((s: Json) => s.schoolId)).toEqual([ids[0]]);
    } finally {
      await t.db.updateTable('bbs_school').set({ status: '0' }).where('school_id', '=', ids[1]!).execute();
    }
  });

  it.each([
    ['no ids', { ids: [] }, '请选择学校'],
    ['five ids', { ids: [1, 2, 3, 4, 5] }, '最多比较4所学校'],
    ['a bad id', { ids: ['x'] }, '学校编号必须是数字'],
  ])('refuses %s', async (_what, body, msg) => {
    const res = await post(t, '/bbs/web/costSchools', body);
    expect(res.body).toMatchObject({ code: 500, msg: expect.stringContaining(msg) });
  });
});

describe('migration 0022', () => {
  it('gives a database seeded before it the rate rows, and keeps rows that exist', async () => {
    const other = await createTestServer();
    try {
      await m0022_cost_rates.down!(other.db);
      expect(await other.db.selectFrom('sys_config').select('config_key').where('config_key', 'like', 'cost.%').execute()).toEqual([]);
      await other.db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), '=', '0022_cost_rates').execute();
      await migrateToLatest(other.db);
      const rows = await other.db.selectFrom('sys_config').select(['config_key', 'config_value', 'config_type']).where('config_key', 'like', 'cost.%').orderBy('config_id').execute();
      expect(rows).toEqual(COST_CONFIG_SEED.map((r) => ({ config_key: r[1], config_value: r[2], config_type: 'Y' })));
    } finally {
      await other.close();
    }
  });
});
