import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/src/lib/time';
import { call, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let dictOnly: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  // a role holding exactly the dictionary menu and its buttons (menu 105, buttons 1025-1029)
  const { role_id } = await t.db
    .insertInto('sys_role')
    .values({ role_name: '字典管理员', role_key: 'dict_admin', role_sort: 5, status: '0', remark: null, create_time: nowText() })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  for (const menu_id of [1, 105, 1025, 1026, 1027, 1028, 1029]) await t.db.insertInto('sys_role_menu').values({ role_id, menu_id }).execute();
  await createUser(t, { userName: 'dictonly', roleIds: [role_id] });
  dictOnly = await login(t, 'dictonly');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

async function configId(key: string): Promise<number> {
  return (await t.db.selectFrom('sys_config').select('config_id').where('config_key', '=', key).executeTakeFirstOrThrow()).config_id;
}

async function addConfig(key: string, createTime: string, over: Record<string, string> = {}) {
  await t.db.insertInto('sys_config').values({
    config_name: over.configName ?? `名称 ${key}`, config_key: key, config_value: over.configValue ?? 'v', config_type: over.configType ?? 'N',
    remark: null, create_by: 'test', create_time: createTime,
  }).execute();
}

describe('permissions', () => {
  it('lets a user with only the dictionary permissions use dict calls but refuses every config call', async () => {
    const perms = (await get(t, '/getInfo', { token: dictOnly })).body.permissions;
    expect(perms).toEqual(['system:dict:add', 'system:dict:edit', 'system:dict:export', 'system:dict:list', 'system:dict:query', 'system:dict:remove']);
    expect((await get(t, '/system/dict/type/list', { token: dictOnly })).body.code).toBe(200);

    const id = await configId('sys.index.skinName');
    const refused = [
      await get(t, '/system/config/list', { token: dictOnly }),
      await get(t, `/system/config/${id}`, { token: dictOnly }),
      await post(t, '/system/config', { configName: 'x', configKey: 'x.y', configValue: '1' }, { token: dictOnly }),
      await put('/system/config', { configId: id, configName: 'x', configKey: 'sys.index.skinName', configValue: '1' }, dictOnly),
      await del(`/system/config/${id}`, dictOnly),
      await del('/system/config/refreshCache', dictOnly),
      await post(t, '/system/config/export', {}, { token: dictOnly }),
    ];
    for (const res of refused) expect(res.body).toEqual(FORBIDDEN);
    expect((await t.db.selectFrom('sys_config').select('config_value').where('config_id', '=', id).executeTakeFirstOrThrow()).config_value).toBe('skin-blue');
    // configKey: only the public keys without system:config:query (RuoYi opens every key, the initial password too)
    expect((await get(t, '/system/config/configKey/sys.user.initPassword', { token: dictOnly })).body).toEqual(FORBIDDEN);
    expect((await get(t, '/system/config/configKey/sys.index.skinName', { token: dictOnly })).body).toEqual({ code: 200, msg: 'skin-blue', data: 'skin-blue' });
  });

  it('configKey: members and anonymous callers read only the public keys; config:query or a user-page permission reads the rest', async () => {
    await createUser(t, { userName: 'cfgMember', userType: '01', roleIds: [3] });
    const member = await login(t, 'cfgMember');
    for (const key of ['sys.user.initPassword', 'sys.login.blackIPList', 'sys.account.passwordValidateDays', 'no.such.key']) {
      expect((await get(t, `/system/config/configKey/${key}`, { token: member })).body).toEqual(FORBIDDEN);
      expect((await get(t, `/system/config/configKey/${key}`)).body.code).toBe(401);
    }
    for (const key of ['sys.account.registerUser', 'sys.account.captchaEnabled', 'sys.index.sideTheme', 'sys.account.chrtype']) {
      expect((await get(t, `/system/config/configKey/${key}`, { token: member })).body.code).toBe(200);
      expect((await get(t, `/system/config/configKey/${key}`)).body.code).toBe(200);
    }
    expect((await get(t, '/system/config/configKey/sys.user.initPassword', { token: admin })).body.msg).toBe('Dss@2026init');
  });

  it('asks for a login first', async () => {
    expect((await get(t, '/system/config/list')).body.code).toBe(401);
    expect((await get(t, '/system/config/configKey/sys.user.initPassword')).body.code).toBe(401);
    expect((await get(t, '/system/config/configKey/sys.index.skinName')).body).toEqual({ code: 200, msg: 'skin-blue', data: 'skin-blue' });
  });
});

describe('config list', () => {
  beforeAll(async () => {
    await addConfig('test.range.begin', '2025-05-10 00:00:00');
    await addConfig('test.range.end', '2025-05-12 23:59:59', { configName: '区间结束' });
    await addConfig('test.range.after', '2025-05-13 00:00:00');
    await addConfig('test.range.builtin', '2025-05-11 08:00:00', { configType: 'Y' });
  });

  it('lists the nine seeded built-in rows first, paged', async () => {
    const res = await get(t, '/system/config/list?pageNum=1&pageSize=9', { token: admin });
    expect(res.body.code).toBe(200);
    const { n } = await t.db.selectFrom('sys_config').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(res.body.total).toBe(Number(n));
    expect(res.body.rows.map((r: { configId: number }) => r.configId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(res.body.rows).toHaveLength(9);
    expect(res.body.rows.every((r: { configType: string }) => r.configType === 'Y')).toBe(true);
    expect(Object.keys(res.body.rows[0]).sort()).toEqual(
      ['configId', 'configKey', 'configName', 'configType', 'configValue', 'createBy', 'createTime', 'remark', 'updateBy', 'updateTime'].sort(),
    );
    const page2 = await get(t, '/system/config/list?configKey=test.range&pageNum=2&pageSize=3', { token: admin });
    expect(page2.body).toMatchObject({ total: 4, rows: [{ configKey: 'test.range.builtin' }] });
    const page1 = await get(t, '/system/config/list?configKey=test.range&pageNum=1&pageSize=3', { token: admin });
    expect(page1.body.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['test.range.begin', 'test.range.end', 'test.range.after']);
  });

  it('filters configName/configKey with LIKE, configType with equality, and inclusive days', async () => {
    const byKey = await get(t, '/system/config/list?configKey=ACCOUNT', { token: admin });
    expect(byKey.body.rows.map((r: { configKey: string }) => r.configKey).sort()).toEqual([
      'sys.account.captchaEnabled', 'sys.account.chrtype', 'sys.account.initPasswordModify', 'sys.account.passwordValidateDays', 'sys.account.registerUser',
    ]);
    const byName = await get(t, `/system/config/list?configName=${encodeURIComponent('验证码')}`, { token: admin });
    expect(byName.body.rows.map((r: { configKey: string }) => r.configKey).sort()).toEqual(['sys.account.captchaEnabled', 'sys.limit.captcha']);
    const range = await get(t, '/system/config/list?configKey=test.range&params[beginTime]=2025-05-10&params[endTime]=2025-05-12', { token: admin });
    expect(range.body.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['test.range.begin', 'test.range.end', 'test.range.builtin']);
    const builtIn = await get(t, '/system/config/list?configKey=test.range&configType=Y', { token: admin });
    expect(builtIn.body.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['test.range.builtin']);
    const onlyEnd = await get(t, '/system/config/list?params[beginTime]=2025-05-12&params[endTime]=2025-05-12', { token: admin });
    expect(onlyEnd.body.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['test.range.end']);
  });

  it('sorts by whitelisted columns only', async () => {
    const res = await get(t, '/system/config/list?configKey=test.range&orderByColumn=configKey&isAsc=descending', { token: admin });
    expect(res.body.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['test.range.end', 'test.range.builtin', 'test.range.begin', 'test.range.after']);
    expect((await get(t, '/system/config/list?orderByColumn=config_value', { token: admin })).body).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    expect((await get(t, `/system/config/list?orderByColumn=${encodeURIComponent('if(1=1,config_id,config_key)')}`, { token: admin })).body.msg).toBe('参数不符合规范，不能进行查询');
  });
});

describe('config read and write', () => {
  it('gets a row by id and a value by key (value in msg and data; unknown key → empty)', async () => {
    const id = await configId('sys.account.chrtype');
    expect((await get(t, `/system/config/${id}`, { token: admin })).body.data).toMatchObject({ configId: id, configKey: 'sys.account.chrtype', configValue: '0', configType: 'Y' });
    expect((await get(t, '/system/config/configKey/sys.index.sideTheme', { token: admin })).body).toEqual({ code: 200, msg: 'theme-dark', data: 'theme-dark' });
    expect((await get(t, '/system/config/configKey/no.such.key', { token: admin })).body).toEqual({ code: 200, msg: '', data: '' });
  });

  it('adds a row with a unique key and RuoYi messages', async () => {
    const ok = await post(t, '/system/config', { configName: '站点标题', configKey: 'site.title', configValue: '深度择校', configType: 'N', remark: '首页' }, { token: admin });
    expect(ok.body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_config').selectAll().where('config_key', '=', 'site.title').executeTakeFirstOrThrow())
      .toMatchObject({ config_name: '站点标题', config_value: '深度择校', config_type: 'N', remark: '首页', create_by: 'admin' });
    expect((await post(t, '/system/config', { configName: '再来', configKey: 'site.title', configValue: 'x' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增参数'再来'失败，参数键名已存在" });
    expect((await post(t, '/system/config', { configName: '空值', configKey: 'a.b' }, { token: admin })).body.msg).toContain('参数键值不能为空');
    expect((await post(t, '/system/config', { configKey: 'a.b', configValue: '1' }, { token: admin })).body.msg).toContain('参数名称不能为空');
    expect((await post(t, '/system/config', { configName: 'x', configKey: 'a.b', configValue: 'v'.repeat(501) }, { token: admin })).body.msg).toContain('参数键值长度不能超过500个字符');
    // without configType a row is not built in: the same default the add dialog opens with (bodyDefaults)
    expect((await post(t, '/system/config', { configName: '热线', configKey: 'site.phone', configValue: '400' }, { token: admin })).body.code).toBe(200);
    expect((await t.db.selectFrom('sys_config').select('config_type').where('config_key', '=', 'site.phone').executeTakeFirstOrThrow()).config_type).toBe('N');
  });

  it('edits a row (built-in ones too), refusing a key another row holds', async () => {
    const id = await configId('site.title');
    expect((await put('/system/config', { configId: id, configName: '站点标题', configKey: 'sys.index.skinName', configValue: 'x' })).body)
      .toEqual({ code: 500, msg: "修改参数'站点标题'失败，参数键名已存在" });
    expect((await put('/system/config', { configId: id, configName: '站点标题', configKey: 'site.title', configValue: '深度择校 DSS' })).body.code).toBe(200);
    expect((await get(t, '/system/config/configKey/site.title', { token: admin })).body.msg).toBe('深度择校 DSS');
    const skin = await configId('sys.index.skinName');
    expect((await put('/system/config', { configId: skin, configName: '皮肤', configKey: 'sys.index.skinName', configValue: 'skin-green', configType: 'Y' })).body.code).toBe(200);
    expect((await put('/system/config', { configId: 999999, configName: 'x', configKey: 'ghost.key', configValue: '1' })).body).toEqual({ code: 500, msg: '操作失败' });
  });

  it('makes the login and captcha code see a change immediately', async () => {
    const id = await configId('sys.account.captchaEnabled');
    const base = { configId: id, configName: '账号自助-验证码开关', configKey: 'sys.account.captchaEnabled', configType: 'Y' };
    expect((await put('/system/config', { ...base, configValue: 'true' })).body.code).toBe(200);
    expect((await get(t, '/captchaImage')).body.captchaEnabled).toBe(true);
    // with the captcha on, a login without one is refused
    expect((await post(t, '/login', { username: 'admin', password: 'admin123' })).body.code).toBe(500);
    expect((await put('/system/config', { ...base, configValue: 'false' })).body.code).toBe(200);
    expect((await get(t, '/captchaImage')).body.captchaEnabled).toBe(false);
    expect((await post(t, '/login', { username: 'admin', password: 'admin123' })).body.code).toBe(200);
  });

  it('refuses to delete built-in rows and deletes others (several at once)', async () => {
    const builtIn = await configId('sys.user.initPassword');
    expect((await del(`/system/config/${builtIn}`)).body).toEqual({ code: 500, msg: '内置参数【sys.user.initPassword】不能删除' });
    await post(t, '/system/config', { configName: '甲', configKey: 'tmp.a', configValue: '1' }, { token: admin });
    await post(t, '/system/config', { configName: '乙', configKey: 'tmp.b', configValue: '2' }, { token: admin });
    const [a, b] = [await configId('tmp.a'), await configId('tmp.b')];
    // a mix with a built-in row deletes nothing
    expect((await del(`/system/config/${a},${builtIn}`)).body.msg).toBe('内置参数【sys.user.initPassword】不能删除');
    expect(await configId('tmp.a')).toBe(a);
    expect((await del(`/system/config/${a},${b}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_config').select('config_id').where('config_id', 'in', [a, b]).execute()).toEqual([]);
    expect((await del('/system/config/x,1')).body.code).toBe(500);
  });

  it('refreshCache needs system:config:remove and answers 操作成功', async () => {
    expect((await del('/system/config/refreshCache')).body).toEqual({ code: 200, msg: '操作成功' });
  });

  it('writes 参数管理 operation-log rows for insert, update, delete, clean and export', async () => {
    await t.app.inject({ method: 'POST', url: '/prod-api/system/config/export', headers: { authorization: `Bearer ${admin}` } });
    const rows = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '参数管理').where('oper_name', '=', 'admin').where('status', '=', 0).execute();
    expect(new Set(rows.map((r) => r.business_type))).toEqual(new Set([1, 2, 3, 5, 9]));
    const refused = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '参数管理').where('error_msg', '=', '内置参数【sys.user.initPassword】不能删除').execute();
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ status: 1, business_type: 3, request_method: 'DELETE' });
  });
});

describe('config export', () => {
  it('exports the filtered rows as xlsx (sheet 参数数据, RuoYi columns)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/config/export',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'configKey=sys.account&configType=Y&pageNum=1&pageSize=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['download-filename']).toMatch(/^config_\d{14}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('参数数据')!;
    expect(sheet).toBeDefined();
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置']);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'sys.account.captchaEnabled', 'sys.account.registerUser', 'sys.account.initPasswordModify', 'sys.account.passwordValidateDays', 'sys.account.chrtype',
    ]);
    expect(rows.slice(1).every((r) => r[4] === '是')).toBe(true);
    expect(typeof rows[1][0]).toBe('number');
  });
});
