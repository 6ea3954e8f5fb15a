import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const userId = async (name: string) =>
  (await t.db.selectFrom('sys_user').select('user_id').where('user_name', '=', name).where('del_flag', '=', '0').executeTakeFirstOrThrow()).user_id;

/** A role holding the user menu and all its buttons (100, 1000-1006) with the given data scope. */
function userRole(key: string, dataScope: string, deptIds: number[] = []): Promise<number> {
  return createRole(t, { key, dataScope, deptIds, menuIds: [1, 100, 1000, 1001, 1002, 1003, 1004, 1005, 1006] });
}

/** An xlsx upload of the import columns. */
async function sheet(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户数据');
  ws.addRow(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(path: string, file: Buffer, name = 'users.xlsx', token = admin) {
  const boundary = '----dss' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: `/prod-api${path}`, payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json();
}

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('user calls', () => {
  it('need a session, then the permission', async () => {
    await createUser(t, { userName: 'nouserperm', deptId: 104 });
    const noPerm = await login(t, 'nouserperm');
    const calls = [['GET', '/system/user/list'], ['GET', '/system/user/'], ['GET', '/system/user/2'], ['POST', '/system/user'], ['PUT', '/system/user'],
      ['DELETE', '/system/user/2'], ['PUT', '/system/user/resetPwd'], ['PUT', '/system/user/changeStatus'], ['GET', '/system/user/authRole/2'],
      ['PUT', '/system/user/authRole'], ['GET', '/system/user/deptTree'], ['POST', '/system/user/export'], ['POST', '/system/user/importData']] as const;
    for (const [method, path] of calls) {
      expect((await call(t, method, path, { body: {} })).body.code, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { token: noPerm, body: {} })).body, `${method} ${path}`).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
  });

  it('lists live users with their dept, narrowed by a dept and its subtree, name and date', async () => {
    const list = (await get(t, '/system/user/list?pageSize=50', { token: admin })).body;
    expect(list.rows.find((u: { userName: string }) => u.userName === 'editor')).toMatchObject({ deptId: 104, dept: { deptName: '内容编辑部' }, status: '0' });
    expect(list.rows[0]).not.toHaveProperty('password');
    const under101 = (await get(t, '/system/user/list?deptId=101&pageSize=50', { token: admin })).body.rows.map((u: { deptId: number }) => u.deptId);
    expect(new Set(under101)).toEqual(new Set([104, 106]));
    expect((await get(t, '/system/user/list?userName=EDIT', { token: admin })).body.rows.map((u: { userName: string }) => u.userName)).toEqual(['editor']);
    expect((await get(t, '/system/user/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02', { token: admin })).body.total).toBe(0);
  });

  it('gives the form its roles and posts, and a user with its role and post ids', async () => {
    const options = (await get(t, '/system/user/', { token: admin })).body;
    expect(options.roles.map((r: { roleKey: string }) => r.roleKey)).toContain('common');
    expect(options.posts.map((p: { postCode: string }) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    const one = (await get(t, '/system/user/2', { token: admin })).body;
    expect(one).toMatchObject({ code: 200, data: { userName: 'editor' }, roleIds: [2], postIds: [4] });
  });
});

describe('user writes', () => {
  it('adds a user with roles and posts under the account rules and RuoYi’s uniqueness messages', async () => {
    const body = { userName: 'zhangsan', nickName: '张三', password: 'Zs@2026abc', deptId: 105, phonenumber: '13900139000', email: 'zs@example.com', sex: '1', roleIds: [2], postIds: [3] };
    expect((await post(t, '/system/user', body, { token: admin })).body).toEqual({ code: 200, msg: '操作成功' });
    const id = await userId('zhangsan');
    expect((await get(t, `/system/user/${id}`, { token: admin })).body).toMatchObject({ data: { nickName: '张三', userType: '00', sex: '1' }, roleIds: [2], postIds: [3] });
    expect(await login(t, 'zhangsan', 'Zs@2026abc')).toBeTruthy();
    expect((await post(t, '/system/user', { ...body, phonenumber: '' }, { token: admin })).body.msg).toBe("新增用户'zhangsan'失败，登录账号已存在");
    expect((await post(t, '/system/user', { ...body, userName: 'lisi', email: '' }, { token: admin })).body.msg).toBe("新增用户'lisi'失败，手机号码已存在");
    expect((await post(t, '/system/user', { ...body, userName: 'lisi', phonenumber: '' }, { token: admin })).body.msg).toBe("新增用户'lisi'失败，邮箱账号已存在");
    expect((await post(t, '/system/user', { ...body, userName: 'lisi', phonenumber: '', email: '', password: 'short' }, { token: admin })).body.msg).toBe('password: 密码长度必须在8到20个字符之间');
    expect((await post(t, '/system/user', { ...body, userName: 'lisi', phonenumber: '', email: '', password: 'lisi1234', nickName: '' }, { token: admin })).body.msg).toBe('nickName: 用户昵称不能为空');
    expect((await post(t, '/system/user', { ...body, userName: 'zhangsan\u200b', phonenumber: '', email: '' }, { token: admin })).body.msg).toContain('零宽字符');
    expect((await post(t, '/system/user', { ...body, userName: 'lisi', phonenumber: '', email: '', password: undefined }, { token: admin })).body.msg).toBe('用户密码不能为空');
  });

  it('edits without touching the user name or password; changes status; resets the password and ends the sessions', async () => {
    const id = await userId('zhangsan');
    const before = await t.db.selectFrom('sys_user').select(['password']).where('user_id', '=', id).executeTakeFirstOrThrow();
    const token = await login(t, 'zhangsan', 'Zs@2026abc');
    expect((await put('/system/user', { userId: id, userName: 'renamed', nickName: '张三丰', deptId: 105, roleIds: [], postIds: [1, 2] })).body.code).toBe(200);
    const row = await t.db.selectFrom('sys_user').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_name: 'zhangsan', nick_name: '张三丰', password: before.password, update_by: 'admin' });
    expect((await get(t, `/system/user/${id}`, { token: admin })).body).toMatchObject({ roleIds: [], postIds: [1, 2] });

    expect((await put('/system/user/changeStatus', { userId: id, status: '1' })).body.code).toBe(200);
    expect((await get(t, '/getInfo', { token })).body.code).toBe(401);
    await put('/system/user/changeStatus', { userId: id, status: '0' });
    const again = await login(t, 'zhangsan', 'Zs@2026abc');
    expect((await put('/system/user/resetPwd', { userId: id, password: 'zhangsan' })).body.msg).toBe('密码不能与用户名相同');
    expect((await put('/system/user/resetPwd', { userId: id, password: 'New@2026pass' })).body.code).toBe(200);
    expect((await get(t, '/getInfo', { token: again })).body.code).toBe(401);
    expect(await login(t, 'zhangsan', 'New@2026pass')).toBeTruthy();
  });

  it('assigns roles on the 分配角色 page (query parameters), never the admin role for others', async () => {
    const id = await userId('zhangsan');
    const page = (await get(t, `/system/user/authRole/${id}`, { token: admin })).body;
    expect(page.user).toMatchObject({ userName: 'zhangsan' });
    expect(page.roles.find((r: { roleId: number }) => r.roleId === 2).flag).toBe(false);
    expect((await call(t, 'PUT', `/system/user/authRole?userId=${id}&roleIds=2,3`, { token: admin })).body.code).toBe(200);
    expect((await get(t, `/system/user/${id}`, { token: admin })).body.roleIds).toEqual([2, 3]);
    const logs = await t.db.selectFrom('sys_oper_log').select('business_type').where('title', '=', '用户管理').where('oper_url', 'like', '/system/user/authRole%')
      .where('status', '=', 0).execute();
    expect(logs.map((l) => l.business_type)).toEqual([4]);
  });

  it('protects user 1 and the caller itself, and deletes softly', async () => {
    for (const [method, path, body] of [['PUT', '/system/user', { userId: 1, userName: 'admin', nickName: 'x' }], ['PUT', '/system/user/changeStatus', { userId: 1, status: '1' }],
      ['PUT', '/system/user/resetPwd', { userId: 1, password: 'Other@2026x' }], ['PUT', '/system/user/authRole?userId=1&roleIds=2', {}]] as const) {
      expect((await call(t, method, path, { token: admin, body })).body, `${method} ${path}`).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    }
    // admin is user 1: deleting itself is refused as the caller's own account first (RuoYi's order)
    expect((await del('/system/user/1')).body).toEqual({ code: 500, msg: '当前用户不能删除' });
    await createUser(t, { userName: 'selfdel', deptId: 103, roleIds: [await userRole('selfdel', '1')] });
    const self = await login(t, 'selfdel');
    expect((await del('/system/user/1', self)).body).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect((await put('/system/user/changeStatus', { userId: 1, status: '1' }, self)).body.msg).toBe('不允许操作超级管理员用户');
    expect((await del(`/system/user/${await userId('selfdel')}`, self)).body).toEqual({ code: 500, msg: '当前用户不能删除' });
    const id = await userId('zhangsan');
    expect((await del(`/system/user/${id}`)).body.code).toBe(200);
    expect((await t.db.selectFrom('sys_user').select('del_flag').where('user_id', '=', id).executeTakeFirstOrThrow()).del_flag).toBe('2');
    expect((await get(t, `/system/user/list?userName=zhangsan`, { token: admin })).body.total).toBe(0);
  });
});

describe('data scope on users', () => {
  it('3 own dept, 4 dept and below, 5 self; calls by id outside the scope are refused', async () => {
    await createUser(t, { userName: 'ops1', deptId: 105 });
    await createUser(t, { userName: 'gz1', deptId: 107 });
    await createUser(t, { userName: 'own3', deptId: 105, roleIds: [await userRole('u3', '3')] });
    await createUser(t, { userName: 'below4', deptId: 101, roleIds: [await userRole('u4', '4')] });
    await createUser(t, { userName: 'self5', deptId: 105, roleIds: [await userRole('u5', '5')] });
    const names = async (token: string) => (await get(t, '/system/user/list?pageSize=100', { token })).body.rows.map((u: { userName: string }) => u.userName).sort();
    const own = await login(t, 'own3');
    expect(await names(own)).toEqual(['ops1', 'own3', 'self5']);
    const below = await names(await login(t, 'below4'));
    expect(below).toContain('editor');
    expect(below).toContain('ops1');
    expect(below).not.toContain('gz1');
    expect(await names(await login(t, 'self5'))).toEqual(['self5']);
    const gz = await userId('gz1');
    expect((await get(t, `/system/user/${gz}`, { token: own })).body).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    expect((await put('/system/user/resetPwd', { userId: gz, password: 'Other@2026x' }, own)).body.msg).toBe('没有权限访问用户数据！');
    expect((await del(`/system/user/${gz}`, own)).body.msg).toBe('没有权限访问用户数据！');
    // a user may be placed only in a dept of the caller's scope
    expect((await post(t, '/system/user', { userName: 'outside', nickName: 'x', password: 'Out@2026side', deptId: 107 }, { token: own })).body.msg).toBe('没有权限访问部门数据！');
    const tree = (await get(t, '/system/user/deptTree', { token: own })).body.data;
    expect(tree).toEqual([{ id: 105, label: '运营部', disabled: false }]);
  });
});

describe('export and import', () => {
  it('round trip: an exported sheet, edited and imported with update support, gives the edited rows', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/system/user/export', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'userName=ops1' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('用户数据')!;
    expect(ws.getRow(1).values).toEqual(expect.arrayContaining(['用户序号', '部门编号', '登录名称', '用户名称', '用户性别', '帐号状态']));
    expect(ws.rowCount).toBe(2);
    // edit the nickname in the exported file and import it back
    ws.getRow(2).getCell(4).value = '运营一号';
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await upload('/system/user/importData?updateSupport=false', edited)).msg).toContain('账号 ops1 已存在');
    const ok = await upload('/system/user/importData?updateSupport=true', edited);
    expect(ok).toMatchObject({ code: 200 });
    expect(ok.msg).toContain('账号 ops1 更新成功');
    expect((await t.db.selectFrom('sys_user').select('nick_name').where('user_name', '=', 'ops1').executeTakeFirstOrThrow()).nick_name).toBe('运营一号');
  });

  it('adds new accounts with the initial password and reports each bad row, escaped', async () => {
    const file = await sheet([[105, 'wangwu', '王五', 'ww@example.com', '13700137000', '男', '正常'], [105, '<b>x</b>', '坏', 'not-mail', '', '女', '正常']]);
    const res = await upload('/system/user/importData?updateSupport=false', file);
    expect(res.code).toBe(500);
    expect(res.msg).toContain('共 1 条数据格式不正确');
    expect(res.msg).toContain('账号 &lt;b&gt;x&lt;/b&gt; 导入失败：email: 邮箱格式不正确');
    expect(await login(t, 'wangwu', 'Dss@2026init')).toBeTruthy();
    expect((await upload('/system/user/importData', Buffer.from('not a sheet'), 'x.xlsx')).msg).toBe('导入文件不是有效的 xlsx 文件');
    expect((await upload('/system/user/importData', file, 'x.csv')).msg).toBe('请上传 xls 或 xlsx 格式的文件');
  });

  it('serves the import template with the import columns', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/system/user/importTemplate', headers: { authorization: `Bearer ${admin}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]!.getRow(1).values as string[]).filter(Boolean)).toEqual(['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '帐号状态']);
  });
});
