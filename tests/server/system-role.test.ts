import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowText } from '../../server/src/lib/time';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let dictOnly: string;
/** role admin with data scope 3 (own dept) in dept 104 (内容编辑部) */
let scoped: string;
let scopedRoleId: number;
let outsiderId: number;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const SUPER = { code: 500, msg: '不允许操作超级管理员角色' };
const OK = { code: 200, msg: '操作成功' };
const ROLE_BUTTONS = [1, 101, 1007, 1008, 1009, 1010, 1011];

function addRole(key: string, menuIds: number[], dataScope = '1'): Promise<number> {
  return createRole(t, { key, menuIds, dataScope });
}

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const roleIdOf = async (key: string) =>
  (await t.db.selectFrom('sys_role').select('role_id').where('role_key', '=', key).executeTakeFirstOrThrow()).role_id;
const menusOf = async (roleId: number) =>
  (await t.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', roleId).orderBy('menu_id').execute()).map((r) => r.menu_id);

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  const dictRole = await addRole('dict_only', [1, 105, 1025]);
  await createUser(t, { userName: 'dictonly', roleIds: [dictRole], deptId: 103 });
  dictOnly = await login(t, 'dictonly');
  scopedRoleId = await addRole('scoped_role_admin', ROLE_BUTTONS, '3');
  await createUser(t, { userName: 'scoped', roleIds: [scopedRoleId], deptId: 104 });
  scoped = await login(t, 'scoped');
  // a user of the common role in another dept: the scoped admin must not see it
  outsiderId = await createUser(t, { userName: 'outsider', roleIds: [2], deptId: 107 });
});
afterAll(async () => {
  await t?.close();
});

describe('guards', () => {
  it('every call needs a login and its role permission', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/role/list'], ['GET', '/system/role/2'], ['POST', '/system/role', { roleName: 'x', roleKey: 'x' }],
      ['PUT', '/system/role', { roleId: 2, roleName: 'x', roleKey: 'x' }], ['DELETE', '/system/role/2'], ['POST', '/system/role/export', {}],
      ['PUT', '/system/role/changeStatus', { roleId: 2, status: '1' }], ['PUT', '/system/role/dataScope', { roleId: 2, dataScope: '1' }],
      ['GET', '/system/role/deptTree/2'], ['GET', '/system/role/optionselect'],
      ['GET', '/system/role/authUser/allocatedList?roleId=2'], ['GET', '/system/role/authUser/unallocatedList?roleId=2'],
      ['PUT', '/system/role/authUser/cancel', { roleId: 2, userId: 2 }], ['PUT', '/system/role/authUser/cancelAll?roleId=2&userIds=2'],
      ['PUT', '/system/role/authUser/selectAll?roleId=2&userIds=2'],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(t, method as 'GET', path, { body })).body.code, `${method} ${path} without a token`).toBe(401);
      expect((await call(t, method as 'GET', path, { body, token: dictOnly })).body, `${method} ${path} without the permission`).toEqual(FORBIDDEN);
    }
    const role = await t.db.selectFrom('sys_role').select(['role_name', 'status', 'data_scope']).where('role_id', '=', 2).executeTakeFirstOrThrow();
    expect(role).toEqual({ role_name: '普通角色', status: '0', data_scope: '2' });
    expect(await t.db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', 2).where('user_id', '=', 2).executeTakeFirst()).toBeDefined();
  });
});

describe('list, get, options, export', () => {
  it('lists roles by order with filters and RuoYi’s fields', async () => {
    const res = await get(t, '/system/role/list?pageNum=1&pageSize=10', { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.rows.slice(0, 3).map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common', 'member']);
    expect(res.body.rows[0]).toMatchObject({ roleId: 1, roleName: '超级管理员', dataScope: '1', menuCheckStrictly: true, deptCheckStrictly: true, status: '0', admin: true, flag: false });
    expect((await get(t, '/system/role/list?roleKey=scoped', { token: admin })).body.rows.map((r: { roleId: number }) => r.roleId)).toEqual([scopedRoleId]);
    expect((await get(t, '/system/role/list?roleName=普通&status=1', { token: admin })).body.total).toBe(0);
    const today = nowText().slice(0, 10);
    expect((await get(t, `/system/role/list?params[beginTime]=${today}&params[endTime]=${today}`, { token: admin })).body.total).toBe(res.body.total);
    expect((await get(t, '/system/role/list?params[beginTime]=2099-01-01', { token: admin })).body.total).toBe(0);
  });

  it('gets one role, the role options and an xlsx export', async () => {
    expect((await get(t, '/system/role/2', { token: admin })).body.data).toMatchObject({ roleId: 2, roleKey: 'common', dataScope: '2' });
    const options = (await get(t, '/system/role/optionselect', { token: admin })).body;
    expect(options.data.length).toBeGreaterThanOrEqual(5);
    const res = await post(t, '/system/role/export', {}, { token: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('add, edit, delete', () => {
  it('adds a role with its menus; name and key are unique', async () => {
    const res = await post(t, '/system/role', { roleName: '编辑角色', roleKey: 'editor_role', roleSort: 4, menuIds: [1, 105, 1025, 9999], menuCheckStrictly: false }, { token: admin });
    expect(res.body).toEqual(OK);
    const id = await roleIdOf('editor_role');
    expect(await menusOf(id)).toEqual([1, 105, 1025]);
    expect((await get(t, `/system/role/${id}`, { token: admin })).body.data).toMatchObject({ menuCheckStrictly: false, status: '0', dataScope: '1' });
    expect((await post(t, '/system/role', { roleName: '编辑角色', roleKey: 'other' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增角色'编辑角色'失败，角色名称已存在" });
    expect((await post(t, '/system/role', { roleName: '另一个', roleKey: 'editor_role' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增角色'另一个'失败，角色权限已存在" });
    expect((await put('/system/role', { roleId: id, roleName: '普通角色', roleKey: 'editor_role' })).body)
      .toEqual({ code: 500, msg: "修改角色'普通角色'失败，角色名称已存在" });
    expect((await post(t, '/system/role', { roleName: '', roleKey: 'k' }, { token: admin })).body.msg).toContain('角色名称不能为空');
  });

  it('an edit replaces the menus, and a user of the role sees the new sidebar at once', async () => {
    const id = await roleIdOf('editor_role');
    await createUser(t, { userName: 'roleuser', roleIds: [id] });
    const user = await login(t, 'roleuser');
    const titles = async () => (await get(t, '/getRouters', { token: user })).body.data.flatMap((r: { children?: { meta: { title: string } }[] }) =>
      (r.children ?? []).map((c) => c.meta.title));
    expect(await titles()).toEqual(['字典管理']);
    const form = (await get(t, `/system/role/${id}`, { token: admin })).body.data;
    expect((await put('/system/role', { ...form, menuIds: [1, 106, 1030] })).body).toEqual(OK);
    expect(await menusOf(id)).toEqual([1, 106, 1030]);
    expect(await titles()).toEqual(['参数设置']);
    expect((await get(t, '/getInfo', { token: user })).body.permissions).toEqual(['system:config:list', 'system:config:query']);
    // disabled: the role gives nothing
    expect((await put('/system/role/changeStatus', { roleId: id, status: '1' })).body).toEqual(OK);
    expect(await titles()).toEqual([]);
    await put('/system/role/changeStatus', { roleId: id, status: '0' });
  });

  it('refuses to delete a role held by a user; deletes a free one with its menus and depts', async () => {
    const id = await roleIdOf('editor_role');
    expect((await del(`/system/role/${id}`)).body).toEqual({ code: 500, msg: '编辑角色已分配,不能删除' });
    await post(t, '/system/role', { roleName: '临时', roleKey: 'temp', menuIds: [1, 105] }, { token: admin });
    const temp = await roleIdOf('temp');
    await put('/system/role/dataScope', { roleId: temp, dataScope: '2', deptIds: [100, 101] });
    expect((await del(`/system/role/${temp}`)).body).toEqual(OK);
    expect(await menusOf(temp)).toEqual([]);
    expect(await t.db.selectFrom('sys_role_dept').select('dept_id').where('role_id', '=', temp).execute()).toEqual([]);
    const log = await t.db.selectFrom('sys_oper_log').select('business_type').where('title', '=', '角色管理').where('request_method', '=', 'DELETE').execute();
    expect(log.map((l) => l.business_type)).toContain(3);
  });
});

describe('super admin role', () => {
  it('cannot be edited, disabled, data-scoped, deleted or handed out', async () => {
    const form = (await get(t, '/system/role/1', { token: admin })).body.data;
    expect((await put('/system/role', { ...form, roleName: '改名' })).body).toEqual(SUPER);
    expect((await put('/system/role/changeStatus', { roleId: 1, status: '1' })).body).toEqual(SUPER);
    expect((await put('/system/role/dataScope', { roleId: 1, dataScope: '5' })).body).toEqual(SUPER);
    expect((await del('/system/role/1')).body).toEqual(SUPER);
    expect((await del('/system/role/1,2')).body).toEqual(SUPER);
    expect((await put('/system/role/authUser/selectAll?roleId=1&userIds=2', undefined)).body).toEqual(SUPER);
    expect((await put('/system/role/authUser/cancel', { roleId: 1, userId: 1 })).body).toEqual(SUPER);
    expect((await put('/system/role/authUser/cancelAll?roleId=1&userIds=1', undefined)).body).toEqual(SUPER);
    const role = await t.db.selectFrom('sys_role').select(['role_name', 'status', 'data_scope']).where('role_id', '=', 1).executeTakeFirstOrThrow();
    expect(role).toEqual({ role_name: '超级管理员', status: '0', data_scope: '1' });
    expect(await t.db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', 1).execute()).toEqual([{ user_id: 1 }]);
  });
});

describe('data scope dialog', () => {
  it('saves scope 2 with its depts; deptTree answers the tree and the leaves of the checked depts', async () => {
    const id = await roleIdOf('editor_role');
    expect((await put('/system/role/dataScope', { roleId: id, roleName: 'ignored', dataScope: '2', deptIds: [100, 101, 104], deptCheckStrictly: true })).body).toEqual(OK);
    const res = await get(t, `/system/role/deptTree/${id}`, { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.checkedKeys).toEqual([104]);
    expect(res.body.depts).toHaveLength(1);
    expect(res.body.depts[0]).toMatchObject({ id: 100, label: '深度择校', disabled: false });
    expect(res.body.depts[0].children.map((d: { id: number }) => d.id)).toEqual([101, 102]);
    expect((await get(t, `/system/role/${id}`, { token: admin })).body.data.roleName).toBe('编辑角色');
    await put('/system/role/dataScope', { roleId: id, dataScope: '2', deptIds: '100,101,104', deptCheckStrictly: false });
    expect((await get(t, `/system/role/deptTree/${id}`, { token: admin })).body.checkedKeys).toEqual([100, 101, 104]);
    // another scope drops the custom depts
    await put('/system/role/dataScope', { roleId: id, dataScope: '4', deptIds: [100] });
    expect((await get(t, `/system/role/deptTree/${id}`, { token: admin })).body.checkedKeys).toEqual([]);
    expect((await put('/system/role/dataScope', { roleId: id, dataScope: '6' })).body.msg).toContain('数据范围只能是1到5');
  });
});

describe('分配用户', () => {
  it('lists the holders and the others, grants and revokes in batches, logged as GRANT', async () => {
    const id = await roleIdOf('editor_role');
    const grants = () => t.db.selectFrom('sys_oper_log').select(['business_type', 'oper_url']).where('oper_url', 'like', '%authUser%').where('oper_name', '=', 'admin').execute();
    const before = (await grants()).length;
    const allocated = async () => (await get(t, `/system/role/authUser/allocatedList?roleId=${id}&pageNum=1&pageSize=50`, { token: admin })).body;
    expect((await allocated()).rows.map((u: { userName: string }) => u.userName)).toEqual(['roleuser']);
    expect((await allocated()).rows[0]).toEqual(expect.objectContaining({ userName: 'roleuser', nickName: 'roleuser', email: '', phonenumber: '', status: '0' }));
    const others = (await get(t, `/system/role/authUser/unallocatedList?roleId=${id}&userName=scop`, { token: admin })).body;
    expect(others.rows.map((u: { userName: string }) => u.userName)).toEqual(['scoped']);
    const scopedId = others.rows[0].userId;
    expect((await put(`/system/role/authUser/selectAll?roleId=${id}&userIds=${scopedId},${outsiderId}`, undefined)).body).toEqual(OK);
    expect((await allocated()).total).toBe(3);
    expect((await put(`/system/role/authUser/cancelAll?roleId=${id}&userIds=${scopedId},${outsiderId}`, undefined)).body).toEqual(OK);
    expect((await put('/system/role/authUser/cancel', { roleId: id, userId: (await allocated()).rows[0].userId })).body).toEqual(OK);
    expect((await allocated()).total).toBe(0);
    const log = (await grants()).slice(before);
    expect(log.length).toBe(3);
    expect(log.every((l) => l.business_type === 4)).toBe(true);
  });
});

describe('data scope 3 (own dept)', () => {
  it('sees only roles held by users of its dept, and only those users in the assign lists', async () => {
    const list = (await get(t, '/system/role/list?pageSize=50', { token: scoped })).body;
    // editor (104) holds common; scoped (104) holds its own role; role 1 (admin, dept 106) is not seen
    expect(list.rows.map((r: { roleId: number }) => r.roleId).sort()).toEqual([2, scopedRoleId].sort());
    expect((await get(t, '/system/role/1', { token: scoped })).body).toEqual({ code: 500, msg: '没有权限访问角色数据！' });
    expect((await get(t, '/system/menu/roleMenuTreeselect/1', { token: scoped })).body).toEqual({ code: 500, msg: '没有权限访问角色数据！' });
    expect((await get(t, `/system/role/deptTree/${scopedRoleId}`, { token: scoped })).body.depts).toEqual([{ id: 104, label: '内容编辑部', disabled: false }]);
    const editorRole = await roleIdOf('dict_only');
    expect((await put('/system/role/changeStatus', { roleId: editorRole, status: '1' }, scoped)).body).toEqual({ code: 500, msg: '没有权限访问角色数据！' });
    const allocated = (await get(t, '/system/role/authUser/allocatedList?roleId=2', { token: scoped })).body;
    expect(allocated.rows.map((u: { userName: string }) => u.userName)).toEqual(['editor']);
    expect((await get(t, '/system/role/authUser/allocatedList?roleId=2', { token: admin })).body.rows.map((u: { userName: string }) => u.userName)).toEqual(['editor', 'outsider']);
    const unallocated = (await get(t, '/system/role/authUser/unallocatedList?roleId=2&pageSize=50', { token: scoped })).body;
    expect(unallocated.rows.map((u: { userName: string }) => u.userName)).toEqual(['scoped']);
    // granting to a user outside the scope is refused
    expect((await put(`/system/role/authUser/selectAll?roleId=2&userIds=${outsiderId}`, undefined, scoped)).body).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    expect((await get(t, '/system/role/optionselect', { token: scoped })).body.data.map((r: { roleId: number }) => r.roleId).sort()).toEqual([2, scopedRoleId].sort());
  });
});
