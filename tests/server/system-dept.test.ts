import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;

/** A role with the dept menu and buttons (103, 1016-1019) and the given data scope (custom depts for scope 2). */
function deptRole(key: string, dataScope: string, deptIds: number[] = []): Promise<number> {
  return createRole(t, { key, dataScope, deptIds, menuIds: [1, 103, 1016, 1017, 1018, 1019] });
}

async function userWith(name: string, deptId: number | null, roleIds: number[]): Promise<string> {
  await createUser(t, { userName: name, deptId, roleIds });
  return login(t, name);
}

const ids = (body: { data?: { deptId: number }[] }) => (body.data ?? []).map((d) => d.deptId).sort((a, b) => a - b);
const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const dept = async (id: number) => t.db.selectFrom('sys_dept').selectAll().where('dept_id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

describe('dept calls', () => {
  it('need a session, then the permission', async () => {
    const noPerm = await userWith('deptnoperm', 104, []);
    for (const [method, path] of [['GET', '/system/dept/list'], ['GET', '/system/dept/list/exclude/101'], ['GET', '/system/dept/101'],
      ['POST', '/system/dept'], ['PUT', '/system/dept'], ['PUT', '/system/dept/updateSort'], ['DELETE', '/system/dept/107']] as const) {
      expect((await call(t, method, path, { body: {} })).body.code, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { token: noPerm, body: {} })).body, `${method} ${path}`)
        .toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    }
  });

  it('lists every dept flat in tree order, filtered by name and status', async () => {
    const all = (await get(t, '/system/dept/list', { token: admin })).body;
    expect(all.data.map((d: { deptId: number }) => d.deptId)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect(all.data[4]).toMatchObject({ deptId: 104, parentId: 101, ancestors: '0,100,101', deptName: '内容编辑部', status: '0' });
    expect(ids((await get(t, `/system/dept/list?deptName=${encodeURIComponent('分部')}&status=0`, { token: admin })).body)).toEqual([102]);
    expect(ids((await get(t, '/system/dept/list?status=1', { token: admin })).body)).toEqual([]);
    // parent choices while editing 101: itself and its subtree left out
    expect(ids((await get(t, '/system/dept/list/exclude/101', { token: admin })).body)).toEqual([100, 102, 107]);
  });
});

describe('data scope on the dept list and on calls by id', () => {
  it('1 all, 2 custom, 3 own dept, 4 dept and below, 5 self (nothing here), several roles OR-ed', async () => {
    const all = await userWith('scope1', 104, [await deptRole('s1', '1')]);
    const custom = await userWith('scope2', 104, [await deptRole('s2', '2', [102, 107])]);
    const own = await userWith('scope3', 104, [await deptRole('s3', '3')]);
    const below = await userWith('scope4', 101, [await deptRole('s4', '4')]);
    const self = await userWith('scope5', 104, [await deptRole('s5', '5')]);
    const both = await userWith('scope3and2', 107, [await deptRole('s3b', '3'), await deptRole('s2b', '2', [104])]);
    const list = async (token: string) => ids((await get(t, '/system/dept/list', { token })).body);
    expect(await list(all)).toEqual([100, 101, 102, 103, 104, 105, 106, 107]);
    expect(await list(custom)).toEqual([102, 107]);
    expect(await list(own)).toEqual([104]);
    expect(await list(below)).toEqual([101, 103, 104, 105, 106]);
    expect(await list(self)).toEqual([]);
    expect(await list(both)).toEqual([104, 107]);

    expect((await get(t, '/system/dept/104', { token: own })).body.data).toMatchObject({ deptName: '内容编辑部' });
    expect((await get(t, '/system/dept/105', { token: own })).body).toEqual({ code: 500, msg: '没有权限访问部门数据！' });
    expect((await put('/system/dept', { deptId: 107, parentId: 102, deptName: '市场部', orderNum: 1 }, own)).body.msg).toBe('没有权限访问部门数据！');
    expect((await del('/system/dept/107', own)).body.msg).toBe('没有权限访问部门数据！');
    // a new dept goes under a parent the caller may see
    expect((await post(t, '/system/dept', { parentId: 102, deptName: '外面' }, { token: own })).body.msg).toBe('没有权限访问部门数据！');
    expect((await put('/system/dept/updateSort', { deptIds: '105', orderNums: '9' }, own)).body.msg).toBe('没有权限访问部门数据！');
  });
});

describe('dept writes', () => {
  it('adds under an enabled parent with its ancestors; a name appears once under a parent', async () => {
    expect((await post(t, '/system/dept', { parentId: 107, deptName: '华南市场', orderNum: 2, phone: '13800138000', email: 'sc@example.com' }, { token: admin })).body)
      .toEqual({ code: 200, msg: '操作成功' });
    const row = await t.db.selectFrom('sys_dept').selectAll().where('dept_name', '=', '华南市场').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: 107, ancestors: '0,100,102,107', order_num: 2, status: '0', create_by: 'admin' });
    expect((await post(t, '/system/dept', { parentId: 107, deptName: '华南市场' }, { token: admin })).body.msg).toBe("新增部门'华南市场'失败，部门名称已存在");
    expect((await post(t, '/system/dept', { parentId: 107, deptName: 'x', email: 'not-mail' }, { token: admin })).body.msg).toBe('email: 邮箱格式不正确');
    expect((await post(t, '/system/dept', { parentId: 107, deptName: ' ' }, { token: admin })).body.msg).toBe('deptName: 部门名称不能为空');
    expect((await post(t, '/system/dept', { parentId: 9999, deptName: 'x' }, { token: admin })).body.msg).toBe('上级部门不存在');
    await t.db.updateTable('sys_dept').set({ status: '1' }).where('dept_id', '=', row.dept_id).execute();
    expect((await post(t, '/system/dept', { parentId: row.dept_id, deptName: '子部门' }, { token: admin })).body.msg).toBe('部门停用，不允许新增');
  });

  it('moves a dept with its subtree, never below itself; enabling re-enables its ancestors', async () => {
    // 101 深圳总部 (103-106 below) moves under 102 广州分部
    const moved = await put('/system/dept', { deptId: 101, parentId: 102, deptName: '深圳总部', orderNum: 1 });
    expect(moved.body).toEqual({ code: 200, msg: '操作成功' });
    expect((await dept(101)).ancestors).toBe('0,100,102');
    expect((await dept(104)).ancestors).toBe('0,100,102,101');
    expect((await put('/system/dept', { deptId: 101, parentId: 101, deptName: '深圳总部' })).body.msg).toBe("修改部门'深圳总部'失败，上级部门不能是自己");
    expect((await put('/system/dept', { deptId: 101, parentId: 104, deptName: '深圳总部' })).body.msg).toBe("修改部门'深圳总部'失败，上级部门不能是其下级部门");
    expect((await put('/system/dept', { deptId: 102, parentId: 100, deptName: '广州分部', status: '1' })).body.msg).toBe('该部门包含未停用的子部门！');
    // move back, then disable a leaf's parent chain and enable the leaf again
    await put('/system/dept', { deptId: 101, parentId: 100, deptName: '深圳总部', orderNum: 1 });
    expect((await dept(105)).ancestors).toBe('0,100,101');
    await t.db.updateTable('sys_dept').set({ status: '1' }).where('dept_id', 'in', [101, 105]).execute();
    await put('/system/dept', { deptId: 105, parentId: 101, deptName: '运营部', orderNum: 3, status: '0' });
    expect((await dept(101)).status).toBe('0');
  });

  it('saves the order of several depts at once', async () => {
    expect((await put('/system/dept/updateSort', { deptIds: '103,104', orderNums: '7,8' })).body.code).toBe(200);
    expect([(await dept(103)).order_num, (await dept(104)).order_num]).toEqual([7, 8]);
    expect((await put('/system/dept/updateSort', { deptIds: '103,104', orderNums: '7' })).body.msg).toBe('保存排序失败，参数数量不一致');
  });

  it('refuses to delete a dept with children or users, deletes a leaf, and logs each write', async () => {
    expect((await del('/system/dept/101')).body).toEqual({ code: 500, msg: '存在下级部门,不允许删除' });
    expect((await del('/system/dept/104')).body).toEqual({ code: 500, msg: '部门存在用户,不允许删除' });
    const { dept_id } = await t.db.selectFrom('sys_dept').select('dept_id').where('dept_name', '=', '华南市场').executeTakeFirstOrThrow();
    expect((await del(`/system/dept/${dept_id}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_dept').select('dept_id').where('dept_id', '=', dept_id).executeTakeFirst()).toBeUndefined();
    const logs = await t.db.selectFrom('sys_oper_log').select(['title', 'business_type']).where('title', 'in', ['部门管理', '保存部门排序']).execute();
    expect(new Set(logs.map((l) => `${l.title}/${l.business_type}`))).toEqual(new Set(['部门管理/1', '部门管理/2', '部门管理/3', '保存部门排序/2']));
  });
});
