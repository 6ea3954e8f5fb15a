import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { call, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  await createUser(t, { userName: 'member1', userType: '01', roleIds: [MEMBER_ROLE_ID] });
  member = await login(t, 'member1');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

async function postId(code: string): Promise<number> {
  return (await t.db.selectFrom('sys_post').select('post_id').where('post_code', '=', code).executeTakeFirstOrThrow()).post_id;
}

describe('post permissions', () => {
  const calls = (token?: string) => [
    () => get(t, '/system/post/list', { token }),
    () => get(t, '/system/post/1', { token }),
    () => post(t, '/system/post', { postCode: 'perm', postName: '权限测试', postSort: 9 }, { token }),
    () => call(t, 'PUT', '/system/post', { token, body: { postId: 4, postCode: 'user', postName: '普通员工', postSort: 4 } }),
    () => call(t, 'DELETE', '/system/post/3', { token }),
    () => post(t, '/system/post/export', {}, { token }),
  ];

  it('asks for a login on every call, optionselect included', async () => {
    for (const c of calls()) {
      const res = await c();
      expect(res.body.code).toBe(401);
      expect(res.body.msg).toMatch(/^请求访问：\/system\/post.*，认证失败，无法访问系统资源$/);
    }
    expect((await get(t, '/system/post/optionselect')).body.code).toBe(401);
  });

  it('refuses a member without the post permissions, changing nothing; optionselect is open to any login', async () => {
    for (const c of calls(member)) expect((await c()).body).toEqual(FORBIDDEN);
    expect(await t.db.selectFrom('sys_post').select('post_code').orderBy('post_id').execute()).toEqual(
      ['ceo', 'se', 'hr', 'user'].map((post_code) => ({ post_code })),
    );
    const options = await get(t, '/system/post/optionselect', { token: member });
    expect(options.body.code).toBe(200);
    expect(options.body.data.map((p: { postName: string }) => p.postName)).toEqual(['董事长', '项目经理', '人力资源', '普通员工']);
  });
});

describe('post list and read', () => {
  it('lists the seeded posts by display order with RuoYi fields, paged', async () => {
    const res = await get(t, '/system/post/list?pageNum=1&pageSize=3', { token: admin });
    expect(res.body).toMatchObject({ code: 200, msg: '查询成功', total: 4 });
    expect(res.body.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['ceo', 'se', 'hr']);
    expect(Object.keys(res.body.rows[0]).sort()).toEqual(
      ['createBy', 'createTime', 'postCode', 'postId', 'postName', 'postSort', 'remark', 'status', 'updateBy', 'updateTime'].sort(),
    );
    expect((await get(t, '/system/post/list?pageNum=2&pageSize=3', { token: admin })).body.rows).toMatchObject([{ postCode: 'user', postSort: 4 }]);
  });

  it('filters code and name with LIKE, status with equality; sorts by whitelisted columns only', async () => {
    expect((await get(t, '/system/post/list?postCode=E', { token: admin })).body.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['ceo', 'se', 'user']);
    expect((await get(t, `/system/post/list?postName=${encodeURIComponent('经理')}`, { token: admin })).body.rows).toMatchObject([{ postCode: 'se' }]);
    expect((await get(t, '/system/post/list?status=1', { token: admin })).body).toMatchObject({ total: 0, rows: [] });
    const desc = await get(t, '/system/post/list?orderByColumn=postCode&isAsc=descending', { token: admin });
    expect(desc.body.rows.map((r: { postCode: string }) => r.postCode)).toEqual(['user', 'se', 'hr', 'ceo']);
    expect((await get(t, '/system/post/list?orderByColumn=remark', { token: admin })).body).toEqual({ code: 500, msg: '参数不符合规范，不能进行查询' });
  });

  it('gets one post by id', async () => {
    expect((await get(t, '/system/post/2', { token: admin })).body.data).toMatchObject({ postId: 2, postCode: 'se', postName: '项目经理', status: '0' });
    expect((await get(t, '/system/post/abc', { token: admin })).body.code).toBe(500);
  });
});

describe('post writes', () => {
  it('adds a post, refusing a taken name or code with RuoYi’s messages and checking fields', async () => {
    const ok = await post(t, '/system/post', { postCode: 'consultant', postName: '留学顾问', postSort: 5, status: '0', remark: '一线' }, { token: admin });
    expect(ok.body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_post').selectAll().where('post_code', '=', 'consultant').executeTakeFirstOrThrow())
      .toMatchObject({ post_name: '留学顾问', post_sort: 5, status: '0', remark: '一线', create_by: 'admin' });
    expect((await post(t, '/system/post', { postCode: 'other', postName: '留学顾问', postSort: 6 }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增岗位'留学顾问'失败，岗位名称已存在" });
    expect((await post(t, '/system/post', { postCode: 'consultant', postName: '顾问二', postSort: 6 }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增岗位'顾问二'失败，岗位编码已存在" });
    expect((await post(t, '/system/post', { postName: '无编码' }, { token: admin })).body.msg).toContain('岗位编码不能为空');
    expect((await post(t, '/system/post', { postCode: 'x', postName: '名'.repeat(51) }, { token: admin })).body.msg).toContain('岗位名称长度不能超过50个字符');
    expect((await post(t, '/system/post', { postCode: 'x', postName: 'x', postSort: -1 }, { token: admin })).body.msg).toContain('显示顺序不能小于0');
    expect((await post(t, '/system/post', { postCode: 'x', postName: 'x', status: '5' }, { token: admin })).body.code).toBe(500);
    // absent order and status: 0 and normal, the add dialog's defaults
    expect((await post(t, '/system/post', { postCode: 'intern', postName: '实习生' }, { token: admin })).body.code).toBe(200);
    expect(await t.db.selectFrom('sys_post').select(['post_sort', 'status']).where('post_code', '=', 'intern').executeTakeFirstOrThrow()).toEqual({ post_sort: 0, status: '0' });
  });

  it('edits a post, refusing another post’s name or code', async () => {
    const id = await postId('consultant');
    expect((await put('/system/post', { postId: id, postCode: 'consultant', postName: '董事长', postSort: 5 })).body)
      .toEqual({ code: 500, msg: "修改岗位'董事长'失败，岗位名称已存在" });
    expect((await put('/system/post', { postId: id, postCode: 'ceo', postName: '高级顾问', postSort: 5 })).body)
      .toEqual({ code: 500, msg: "修改岗位'高级顾问'失败，岗位编码已存在" });
    expect((await put('/system/post', { postId: id, postCode: 'consultant', postName: '高级顾问', postSort: 6, status: '1' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await get(t, `/system/post/${id}`, { token: admin })).body.data).toMatchObject({ postName: '高级顾问', postSort: 6, status: '1', updateBy: 'admin' });
    expect((await put('/system/post', { postId: 999999, postCode: 'ghost', postName: '幽灵' })).body).toEqual({ code: 500, msg: '操作失败' });
  });

  it('refuses to delete a post a user holds (and then deletes nothing); deletes free posts', async () => {
    // admin holds post 1 (董事长), editor post 4 (普通员工)
    expect((await del('/system/post/1')).body).toEqual({ code: 500, msg: '董事长已分配,不能删除' });
    const free = await postId('intern');
    expect((await del(`/system/post/${free},4`)).body).toEqual({ code: 500, msg: '普通员工已分配,不能删除' });
    expect(await postId('intern')).toBe(free);
    expect((await del(`/system/post/${free},3`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_post').select('post_id').where('post_id', 'in', [free, 3]).execute()).toEqual([]);
  });

  it('writes 岗位管理 operation-log rows for insert, update, delete and export, and logs the refusals', async () => {
    await post(t, '/system/post/export', {}, { token: admin });
    const rows = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '岗位管理').where('oper_name', '=', 'admin').execute();
    expect(new Set(rows.filter((r) => r.status === 0).map((r) => r.business_type))).toEqual(new Set([1, 2, 3, 5]));
    expect(rows.find((r) => r.error_msg === '董事长已分配,不能删除')).toMatchObject({ status: 1, business_type: 3, request_method: 'DELETE' });
    expect(rows.find((r) => r.error_msg === "新增岗位'留学顾问'失败，岗位名称已存在")).toMatchObject({ status: 1, business_type: 1 });
  });
});

describe('post export', () => {
  it('exports the filtered posts as xlsx (sheet 岗位数据, RuoYi columns, status as text)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/post/export',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'postCode=e&pageNum=1&pageSize=1',
    });
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['download-filename']).toMatch(/^post_\d{14}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.getWorksheet('岗位数据')!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['岗位序号', '岗位编码', '岗位名称', '岗位排序', '状态']);
    expect(rows.slice(1)).toEqual([[1, 'ceo', '董事长', 1, '正常'], [2, 'se', '项目经理', 2, '正常'], [4, 'user', '普通员工', 4, '正常']]);
  });
});
