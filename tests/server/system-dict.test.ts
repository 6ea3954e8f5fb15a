import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let nobody: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  await createUser(t, { userName: 'noperms', roleIds: [] });
  nobody = await login(t, 'noperms');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

async function operLogs(title: string) {
  return t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', title).orderBy('oper_id', 'desc').execute();
}

/** A type and its rows with fixed creation times, straight into the database. */
async function seedType(dictType: string, dictName: string, createTime: string, status = '0') {
  await t.db.insertInto('sys_dict_type').values({ dict_name: dictName, dict_type: dictType, status, remark: null, create_by: 'test', create_time: createTime }).execute();
}

async function typeId(dictType: string): Promise<number> {
  return (await t.db.selectFrom('sys_dict_type').select('dict_id').where('dict_type', '=', dictType).executeTakeFirstOrThrow()).dict_id;
}

async function parseXlsx(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

async function exportRaw(path: string, form: string, token = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/prod-api${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

describe('dict types: list', () => {
  beforeAll(async () => {
    await seedType('zz_range_begin', '区间开始', '2025-03-01 00:00:00');
    await seedType('zz_range_mid', '区间中间', '2025-03-02 12:00:00');
    await seedType('zz_range_end', '区间结束', '2025-03-03 23:59:59');
    await seedType('zz_range_after', '区间之后', '2025-03-04 00:00:00');
    await seedType('zz_range_before', '区间之前', '2025-02-28 23:59:59', '1');
  });

  it('pages with total and rows, RuoYi keys, default order dictId', async () => {
    const res = await get(t, '/system/dict/type/list?pageNum=1&pageSize=3', { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('查询成功');
    expect(res.body.total).toBeGreaterThanOrEqual(15);
    expect(res.body.rows).toHaveLength(3);
    expect(Object.keys(res.body.rows[0]).sort()).toEqual(
      ['createBy', 'createTime', 'dictId', 'dictName', 'dictType', 'remark', 'status', 'updateBy', 'updateTime'].sort(),
    );
    const ids = res.body.rows.map((r: { dictId: number }) => r.dictId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page2 = await get(t, '/system/dict/type/list?pageNum=2&pageSize=3', { token: admin });
    expect(page2.body.rows[0].dictId).toBeGreaterThan(ids[2]);
  });

  it('clamps a page past the end to the last page', async () => {
    const all = await get(t, '/system/dict/type/list?pageSize=500', { token: admin });
    const res = await get(t, '/system/dict/type/list?pageNum=999&pageSize=10', { token: admin });
    expect(res.body.total).toBe(all.body.total);
    expect(res.body.rows.length).toBe(all.body.total % 10 || 10);
  });

  it('filters dictName and dictType with LIKE, status with equality', async () => {
    const byName = await get(t, `/system/dict/type/list?dictName=${encodeURIComponent('区间')}`, { token: admin });
    expect(byName.body.total).toBe(5);
    const byType = await get(t, '/system/dict/type/list?dictType=RANGE_MID', { token: admin });
    expect(byType.body.rows.map((r: { dictType: string }) => r.dictType)).toEqual(['zz_range_mid']);
    const disabled = await get(t, `/system/dict/type/list?dictName=${encodeURIComponent('区间')}&status=1`, { token: admin });
    expect(disabled.body.rows.map((r: { dictType: string }) => r.dictType)).toEqual(['zz_range_before']);
  });

  it('takes % and _ literally in LIKE filters', async () => {
    expect((await get(t, '/system/dict/type/list?dictName=%25', { token: admin })).body.total).toBe(0);
    const underscore = await get(t, '/system/dict/type/list?dictType=_', { token: admin });
    expect(underscore.body.total).toBeGreaterThan(0);
    expect(underscore.body.rows.every((r: { dictType: string }) => r.dictType.includes('_'))).toBe(true);
  });

  it('treats params[beginTime]/params[endTime] as inclusive whole days', async () => {
    const q = `dictType=zz_range&${encodeURIComponent('params[beginTime]')}=2025-03-01&${encodeURIComponent('params[endTime]')}=2025-03-03`;
    const res = await get(t, `/system/dict/type/list?${q}`, { token: admin });
    expect(res.body.rows.map((r: { dictType: string }) => r.dictType).sort()).toEqual(['zz_range_begin', 'zz_range_end', 'zz_range_mid']);
    const oneDay = await get(t, `/system/dict/type/list?dictType=zz_range&params[beginTime]=2025-03-03&params[endTime]=2025-03-03`, { token: admin });
    expect(oneDay.body.rows.map((r: { dictType: string }) => r.dictType)).toEqual(['zz_range_end']);
  });

  it('refuses a malformed date', async () => {
    const res = await get(t, '/system/dict/type/list?params[beginTime]=yesterday', { token: admin });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toContain('日期格式应为 yyyy-MM-dd');
  });

  it('sorts only by whitelisted columns and refuses anything else', async () => {
    const res = await get(t, '/system/dict/type/list?dictType=zz_range&orderByColumn=createTime&isAsc=descending', { token: admin });
    expect(res.body.rows.map((r: { dictType: string }) => r.dictType)).toEqual([
      'zz_range_after', 'zz_range_end', 'zz_range_mid', 'zz_range_begin', 'zz_range_before',
    ]);
    const snake = await get(t, '/system/dict/type/list?dictType=zz_range&orderByColumn=dict_name&isAsc=asc', { token: admin });
    expect(snake.body.code).toBe(200);
    for (const bad of ['password', 'dict_id desc; drop table sys_user', "(case when (select 1)=1 then dict_id else dict_name end)", 'dictId,1']) {
      const r = await get(t, `/system/dict/type/list?orderByColumn=${encodeURIComponent(bad)}`, { token: admin });
      expect(r.body, bad).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
    }
    const badDir = await get(t, '/system/dict/type/list?orderByColumn=dictId&isAsc=desc%20nulls%20first', { token: admin });
    expect(badDir.body.code).toBe(500);
  });

  it('needs system:dict:list', async () => {
    expect((await get(t, '/system/dict/type/list', { token: nobody })).body).toEqual(FORBIDDEN);
    expect((await get(t, '/system/dict/type/list', { token: editor })).body.code).toBe(200);
    expect((await get(t, '/system/dict/type/list')).body.code).toBe(401);
  });
});

describe('dict types: read, add, edit, delete', () => {
  it('gets one type and answers an unknown id without data', async () => {
    const id = await typeId('sys_user_sex');
    const res = await get(t, `/system/dict/type/${id}`, { token: admin });
    expect(res.body).toMatchObject({ code: 200, data: { dictId: id, dictName: '用户性别', dictType: 'sys_user_sex', status: '0' } });
    expect(await get(t, '/system/dict/type/999999', { token: admin }).then((r) => r.body)).toEqual({ code: 200, msg: '操作成功' });
    expect((await get(t, '/system/dict/type/abc', { token: admin })).body.code).toBe(500);
    expect((await get(t, `/system/dict/type/${id}`, { token: nobody })).body).toEqual(FORBIDDEN);
  });

  it('optionselect lists every type to any logged-in user', async () => {
    const res = await get(t, '/system/dict/type/optionselect', { token: nobody });
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((d: { dictType: string }) => d.dictType)).toEqual(expect.arrayContaining(['sys_user_sex', 'sys_yes_no']));
    expect((await get(t, '/system/dict/type/optionselect')).body.code).toBe(401);
  });

  it('adds a type, with RuoYi validation and a unique dictType', async () => {
    const ok = await post(t, '/system/dict/type', { dictName: '测试类型', dictType: 'test_kind', status: '0', remark: '备注' }, { token: admin });
    expect(ok.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await t.db.selectFrom('sys_dict_type').selectAll().where('dict_type', '=', 'test_kind').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ dict_name: '测试类型', status: '0', remark: '备注', create_by: 'admin' });
    expect(row.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const dup = await post(t, '/system/dict/type', { dictName: '重复', dictType: 'test_kind' }, { token: admin });
    expect(dup.body).toEqual({ code: 500, msg: "新增字典'重复'失败，字典类型已存在" });
    const bad = await post(t, '/system/dict/type', { dictName: 'x', dictType: 'Bad-Type' }, { token: admin });
    expect(bad.body.code).toBe(500);
    expect(bad.body.msg).toContain('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）');
    expect((await post(t, '/system/dict/type', { dictType: 'no_name' }, { token: admin })).body.msg).toContain('字典名称不能为空');
    expect((await post(t, '/system/dict/type', { dictName: 'x', dictType: 'x_y', status: '7' }, { token: admin })).body.code).toBe(500);
    expect((await post(t, '/system/dict/type', { dictName: 'x', dictType: 'by_editor' }, { token: nobody })).body).toEqual(FORBIDDEN);
  });

  it('edits a type; a new dictType moves its data rows along; uniqueness is checked against others', async () => {
    await post(t, '/system/dict/type', { dictName: '改名前', dictType: 'rename_me' }, { token: admin });
    const id = await typeId('rename_me');
    for (const [value, label] of [['a', '甲'], ['b', '乙']]) {
      expect((await post(t, '/system/dict/data', { dictType: 'rename_me', dictValue: value, dictLabel: label }, { token: admin })).body.code).toBe(200);
    }
    const clash = await put('/system/dict/type', { dictId: id, dictName: '改名后', dictType: 'sys_user_sex' });
    expect(clash.body).toEqual({ code: 500, msg: "修改字典'改名后'失败，字典类型已存在" });
    const res = await put('/system/dict/type', { dictId: id, dictName: '改名后', dictType: 'renamed', status: '1', createTime: 'ignored' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await t.db.selectFrom('sys_dict_type').selectAll().where('dict_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ dict_name: '改名后', dict_type: 'renamed', status: '1', update_by: 'admin' });
    const data = await t.db.selectFrom('sys_dict_data').select('dict_type').where('dict_value', 'in', ['a', 'b']).where('dict_label', 'in', ['甲', '乙']).execute();
    expect(data.map((d) => d.dict_type)).toEqual(['renamed', 'renamed']);
    // its own dictType again is not a clash
    expect((await put('/system/dict/type', { dictId: id, dictName: '改名后', dictType: 'renamed' })).body.code).toBe(200);
    expect((await put('/system/dict/type', { dictName: 'x', dictType: 'no_id' })).body.code).toBe(500);
    expect((await put('/system/dict/type', { dictId: 999999, dictName: 'x', dictType: 'ghost' })).body).toEqual({ code: 500, msg: '操作失败' });
  });

  it('refuses to delete a type that still has data, deletes several empty ones', async () => {
    const sex = await typeId('sys_user_sex');
    const res = await del(`/system/dict/type/${sex}`);
    expect(res.body).toEqual({ code: 500, msg: '用户性别已分配,不能删除' });
    expect(await typeId('sys_user_sex')).toBe(sex);

    await post(t, '/system/dict/type', { dictName: '空一', dictType: 'empty_one' }, { token: admin });
    await post(t, '/system/dict/type', { dictName: '空二', dictType: 'empty_two' }, { token: admin });
    const [a, b] = [await typeId('empty_one'), await typeId('empty_two')];
    // a mix with a used type deletes nothing
    expect((await del(`/system/dict/type/${a},${sex}`)).body.code).toBe(500);
    expect(await typeId('empty_one')).toBe(a);
    expect((await del(`/system/dict/type/${a},${b}`)).body).toEqual({ code: 200, msg: '操作成功' });
    const left = await t.db.selectFrom('sys_dict_type').select('dict_id').where('dict_id', 'in', [a, b]).execute();
    expect(left).toEqual([]);
    expect((await del('/system/dict/type/1;drop')).body.code).toBe(500);
    expect((await del(`/system/dict/type/${a}`, editor)).body.code).toBe(200);
    expect((await del(`/system/dict/type/${a}`, nobody)).body).toEqual(FORBIDDEN);
  });

  it('refreshCache answers for system:dict:remove only and is logged as CLEAN', async () => {
    expect((await del('/system/dict/type/refreshCache')).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await del('/system/dict/type/refreshCache', nobody)).body).toEqual(FORBIDDEN);
    const rows = (await operLogs('字典类型')).filter((r) => r.business_type === 9);
    expect(rows.map((r) => [r.oper_name, r.status])).toEqual([['noperms', 1], ['admin', 0]]);
    expect(rows[1]).toMatchObject({ request_method: 'DELETE', oper_url: '/system/dict/type/refreshCache', error_msg: '' });
    expect(rows[0].error_msg).toBe('没有权限，请联系管理员授权');
  });

  it('sees a data change at once (no stale cache)', async () => {
    await post(t, '/system/dict/type', { dictName: '即时', dictType: 'instant' }, { token: admin });
    await post(t, '/system/dict/data', { dictType: 'instant', dictValue: '1', dictLabel: '一' }, { token: admin });
    expect((await get(t, '/system/dict/data/type/instant', { token: admin })).body.data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['一']);
    const code = (await t.db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', 'instant').executeTakeFirstOrThrow()).dict_code;
    await put('/system/dict/data', { dictCode: code, dictType: 'instant', dictValue: '1', dictLabel: '壹' });
    expect((await get(t, '/system/dict/data/type/instant', { token: admin })).body.data.map((d: { dictLabel: string }) => d.dictLabel)).toEqual(['壹']);
  });
});

describe('dict data', () => {
  beforeAll(async () => {
    await post(t, '/system/dict/type', { dictName: '颜色', dictType: 'colour' }, { token: admin });
    const rows = [['r', '红色', 3, '0'], ['g', '绿色', 1, '0'], ['b', '蓝色', 2, '1'], ['rr', '深红色', 4, '0']] as const;
    for (const [dictValue, dictLabel, dictSort, status] of rows) {
      const res = await post(t, '/system/dict/data', { dictType: 'colour', dictValue, dictLabel, dictSort, status, listClass: 'primary' }, { token: admin });
      expect(res.body.code).toBe(200);
    }
  });

  it('lists by type in dict_sort order, with label LIKE and status filters', async () => {
    const res = await get(t, '/system/dict/data/list?dictType=colour', { token: admin });
    expect(res.body.total).toBe(4);
    expect(res.body.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['g', 'b', 'r', 'rr']);
    expect(res.body.rows[0]).toMatchObject({ dictType: 'colour', listClass: 'primary', isDefault: 'N', default: false, createBy: 'admin' });
    const red = await get(t, `/system/dict/data/list?dictType=colour&dictLabel=${encodeURIComponent('红')}`, { token: admin });
    expect(red.body.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['r', 'rr']);
    const off = await get(t, '/system/dict/data/list?dictType=colour&status=1', { token: admin });
    expect(off.body.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['b']);
    const paged = await get(t, '/system/dict/data/list?dictType=colour&pageNum=2&pageSize=3', { token: admin });
    expect(paged.body.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['rr']);
    const sorted = await get(t, '/system/dict/data/list?dictType=colour&orderByColumn=dictValue&isAsc=desc', { token: admin });
    expect(sorted.body.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['rr', 'r', 'g', 'b']);
    expect((await get(t, '/system/dict/data/list?orderByColumn=dict_type%20desc', { token: admin })).body.msg).toBe('参数不符合规范，不能进行查询');
    expect((await get(t, '/system/dict/data/list', { token: nobody })).body).toEqual(FORBIDDEN);
  });

  it('gets one row by dictCode', async () => {
    const { dict_code } = await t.db.selectFrom('sys_dict_data').select('dict_code').where('dict_type', '=', 'colour').where('dict_value', '=', 'g').executeTakeFirstOrThrow();
    const res = await get(t, `/system/dict/data/${dict_code}`, { token: admin });
    expect(res.body.data).toMatchObject({ dictCode: dict_code, dictLabel: '绿色', dictValue: 'g', dictSort: 1 });
    expect((await get(t, `/system/dict/data/${dict_code}`, { token: nobody })).body).toEqual(FORBIDDEN);
  });

  it('validates and refuses duplicate values and unknown types', async () => {
    expect((await post(t, '/system/dict/data', { dictType: 'colour', dictValue: 'r', dictLabel: '又一个红' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增字典数据'又一个红'失败，字典键值已存在" });
    expect((await post(t, '/system/dict/data', { dictType: 'no_such', dictValue: 'x', dictLabel: 'x' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "字典类型'no_such'不存在" });
    expect((await post(t, '/system/dict/data', { dictType: 'colour', dictValue: 'x' }, { token: admin })).body.msg).toContain('字典标签不能为空');
    expect((await post(t, '/system/dict/data', { dictType: 'colour', dictLabel: 'x' }, { token: admin })).body.msg).toContain('字典键值不能为空');
    expect((await post(t, '/system/dict/data', { dictType: 'colour', dictLabel: 'x', dictValue: 'x', cssClass: 'c'.repeat(101) }, { token: admin })).body.msg)
      .toContain('样式属性长度不能超过100个字符');
  });

  it('edits and deletes rows (several at once)', async () => {
    const codes = (await t.db.selectFrom('sys_dict_data').select(['dict_code', 'dict_value']).where('dict_type', '=', 'colour').orderBy('dict_code').execute());
    const g = codes.find((c) => c.dict_value === 'g')!.dict_code;
    const dup = await put('/system/dict/data', { dictCode: g, dictType: 'colour', dictValue: 'r', dictLabel: '绿色' });
    expect(dup.body).toEqual({ code: 500, msg: "修改字典数据'绿色'失败，字典键值已存在" });
    const res = await put('/system/dict/data', { dictCode: g, dictType: 'colour', dictValue: 'g', dictLabel: '草绿', dictSort: 9, isDefault: 'Y', listClass: 'success' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    expect((await get(t, `/system/dict/data/${g}`, { token: admin })).body.data).toMatchObject({ dictLabel: '草绿', dictSort: 9, isDefault: 'Y', default: true, listClass: 'success', updateBy: 'admin' });

    const toDelete = codes.filter((c) => c.dict_value === 'r' || c.dict_value === 'rr').map((c) => c.dict_code);
    expect((await del(`/system/dict/data/${toDelete.join(',')}`)).body).toEqual({ code: 200, msg: '操作成功' });
    const left = await t.db.selectFrom('sys_dict_data').select('dict_value').where('dict_type', '=', 'colour').orderBy('dict_value').execute();
    expect(left.map((r) => r.dict_value)).toEqual(['b', 'g']);
    expect((await del(`/system/dict/data/${g}`, nobody)).body).toEqual(FORBIDDEN);
  });

  it('writes operation-log rows for every change', async () => {
    const rows = await operLogs('字典数据');
    const types = new Set(rows.map((r) => r.business_type));
    expect(types).toEqual(new Set([1, 2, 3]));
    const insert = rows.find((r) => r.business_type === 1 && r.status === 0)!;
    expect(insert).toMatchObject({ request_method: 'POST', oper_url: '/system/dict/data', oper_name: 'admin', status: 0, method: 'POST /prod-api/system/dict/data' });
    expect(JSON.parse(insert.oper_param)).toMatchObject({ dictType: expect.any(String) });
    const failed = rows.find((r) => r.status === 1 && r.oper_name === 'admin' && r.business_type === 1)!;
    expect(failed.error_msg).toMatch(/失败|不存在|不能为空|不能超过/);
    const typeRows = await operLogs('字典类型');
    expect(new Set(typeRows.map((r) => r.business_type))).toEqual(new Set([1, 2, 3, 9]));
  });
});

describe('dict export', () => {
  it('exports the filtered types as a real xlsx (sheet 字典类型)', async () => {
    const res = await exportRaw('/system/dict/type/export', `dictType=sys_&status=0&${encodeURIComponent('params[beginTime]')}=2000-01-01`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=dict_type_\d{14}\.xlsx; filename\*=utf-8''dict_type_\d{14}\.xlsx$/);
    const { name, rows } = await parseXlsx(res.rawPayload);
    expect(name).toBe('字典类型');
    expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态']);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThanOrEqual(10);
    expect(body.every((r) => String(r[2]).startsWith('sys_') && r[3] === '正常')).toBe(true);
    expect(body.find((r) => r[2] === 'sys_user_sex')).toEqual([await typeId('sys_user_sex'), '用户性别', 'sys_user_sex', '正常']);
    // paging parameters are ignored: everything that matches is exported
    const paged = await exportRaw('/system/dict/type/export', 'dictType=sys_&pageNum=1&pageSize=2');
    expect((await parseXlsx(paged.rawPayload)).rows.length).toBe(rows.length);
  });

  it('exports data rows with the converters (是否默认, 状态)', async () => {
    const res = await exportRaw('/system/dict/data/export', 'dictType=sys_user_sex');
    const { name, rows } = await parseXlsx(res.rawPayload);
    expect(name).toBe('字典数据');
    expect(rows[0]).toEqual(['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '是否默认', '状态']);
    expect(rows.slice(1).map((r) => [r[2], r[3], r[5], r[6]])).toEqual([['男', '0', '是', '正常'], ['女', '1', '否', '正常'], ['未知', '2', '否', '正常']]);
  });

  it('accepts a JSON body too, needs system:dict:export, logs EXPORT without the file', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/prod-api/system/dict/data/export', headers: { authorization: `Bearer ${admin}` }, payload: { dictType: 'sys_yes_no' } });
    expect((await parseXlsx(json.rawPayload)).rows.length).toBe(3);
    const denied = await exportRaw('/system/dict/type/export', '', nobody);
    expect(denied.headers['content-type']).toContain('application/json');
    expect(denied.json()).toEqual(FORBIDDEN);
    const [row] = (await operLogs('字典数据')).filter((r) => r.business_type === 5);
    expect(row).toMatchObject({ status: 0, json_result: '', oper_url: '/system/dict/data/export' });
  });
});
