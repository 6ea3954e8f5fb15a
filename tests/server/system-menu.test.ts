import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
/** a user whose role holds only the dictionary page (no menu permission) */
let dictOnly: string;
/** a user whose role holds 菜单管理 and its buttons (and the 系统管理 directory) */
let menuAdmin: string;
let menuRoleId: number;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

function addRole(key: string, menuIds: number[]): Promise<number> {
  return createRole(t, { key, menuIds });
}

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  const dictRole = await addRole('dict_only', [1, 105, 1025]);
  await createUser(t, { userName: 'dictonly', roleIds: [dictRole] });
  dictOnly = await login(t, 'dictonly');
  menuRoleId = await addRole('menu_admin', [1, 102, 1012, 1013, 1014, 1015]);
  await createUser(t, { userName: 'menuadmin', roleIds: [menuRoleId] });
  menuAdmin = await login(t, 'menuadmin');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });

const base = { menuType: 'C', orderNum: 1, isFrame: '1', isCache: '0', visible: '0', status: '0' };

async function addMenu(body: Record<string, unknown>, token = admin): Promise<number> {
  const res = await post(t, '/system/menu', { ...base, ...body }, { token });
  expect(res.body).toEqual({ code: 200, msg: '操作成功' });
  const row = await t.db.selectFrom('sys_menu').select('menu_id').where('menu_name', '=', String(body.menuName))
    .where('parent_id', '=', Number(body.parentId ?? 0)).executeTakeFirstOrThrow();
  return row.menu_id;
}

describe('guards', () => {
  it('every call needs a login, and the menu permission where RuoYi asks for one', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/menu/list'], ['GET', '/system/menu/102'], ['POST', '/system/menu', { ...base, menuName: 'x' }],
      ['PUT', '/system/menu', { ...base, menuId: 102, menuName: 'x' }], ['DELETE', '/system/menu/102'],
      ['PUT', '/system/menu/updateSort', { menuIds: '102', orderNums: '9' }], ['GET', '/system/menu/roleMenuTreeselect/2'],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(t, method as 'GET', path, { body })).body.code, `${method} ${path} without a token`).toBe(401);
      expect((await call(t, method as 'GET', path, { body, token: dictOnly })).body, `${method} ${path} without the permission`).toEqual(FORBIDDEN);
    }
    expect((await get(t, '/system/menu/treeselect')).body.code).toBe(401);
    const m = await t.db.selectFrom('sys_menu').select(['menu_name', 'order_num']).where('menu_id', '=', 102).executeTakeFirstOrThrow();
    expect(m).toEqual({ menu_name: '菜单管理', order_num: 3 });
  });

  it('treeselect is open to any logged-in user and shows only the menus of its roles', async () => {
    const res = await get(t, '/system/menu/treeselect', { token: dictOnly });
    expect(res.body).toEqual({
      code: 200, msg: '操作成功',
      data: [{ id: 1, label: '系统管理', disabled: false, children: [{ id: 105, label: '字典管理', disabled: false, children: [{ id: 1025, label: '字典查询', disabled: false }] }] }],
    });
  });
});

describe('list and get', () => {
  it('lists every menu flat for the admin, by parent and order, with RuoYi’s field shapes', async () => {
    const res = await get(t, '/system/menu/list', { token: admin });
    expect(res.body.code).toBe(200);
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows.length).toBe(await t.db.selectFrom('sys_menu').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)));
    expect(rows.slice(0, 3).map((r) => r.menuId)).toEqual([1, 2, 3]);
    const menu = rows.find((r) => r.menuId === 102);
    expect(menu).toMatchObject({ menuName: '菜单管理', parentId: 1, orderNum: 3, path: 'menu', component: 'system/menu/index', isFrame: '1', isCache: '0', menuType: 'C', visible: '0', status: '0', perms: 'system:menu:list', icon: 'tree-table' });
    expect(rows.find((r) => r.menuId === 1)!.perms).toBe('');
  });

  it('filters by name (contains) and status; a non-admin sees only its own menus', async () => {
    const res = await get(t, '/system/menu/list?menuName=字典', { token: admin });
    expect((res.body.data as { menuName: string }[]).every((m) => m.menuName.includes('字典'))).toBe(true);
    expect((await get(t, '/system/menu/list?status=1', { token: admin })).body.data).toEqual([]);
    const own = await get(t, '/system/menu/list', { token: menuAdmin });
    expect((own.body.data as { menuId: number }[]).map((m) => m.menuId)).toEqual([1, 102, 1012, 1013, 1014, 1015]);
  });

  it('gets one menu', async () => {
    expect((await get(t, '/system/menu/102', { token: menuAdmin })).body.data).toMatchObject({ menuId: 102, menuName: '菜单管理' });
  });
});

describe('add and edit', () => {
  it('adds M / C / F menus keeping each type to its fields, and logs it', async () => {
    const dir = await addMenu({ menuName: '测试目录', menuType: 'M', path: 'testdir', icon: 'star', component: 'x/y', perms: 'a:b:c' }, menuAdmin);
    const page = await addMenu({ menuName: '测试页面', parentId: dir, path: 'page', component: 'system/config/index', perms: 'system:config:list', icon: 'edit', query: '{"a":1}' });
    const button = await addMenu({ menuName: '测试按钮', parentId: page, menuType: 'F', perms: 'test:page:add', path: 'ignored', icon: 'star', component: 'x' });
    const rows = await t.db.selectFrom('sys_menu').selectAll().where('menu_id', 'in', [dir, page, button]).orderBy('menu_id').execute();
    expect(rows.map((r) => [r.menu_type, r.path, r.component, r.perms, r.icon])).toEqual([
      ['M', 'testdir', null, null, 'star'],
      ['C', 'page', 'system/config/index', 'system:config:list', 'edit'],
      ['F', '', null, 'test:page:add', '#'],
    ]);
    expect(rows[1]!.query).toBe('{"a":1}');
    const log = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '菜单管理').where('oper_name', '=', 'menuadmin').execute();
    expect(log.map((l) => l.business_type)).toContain(1);
  });

  it('refuses a name taken under the same parent, a non-http external link, itself or its child as parent', async () => {
    expect((await post(t, '/system/menu', { ...base, menuName: '字典管理', parentId: 1, path: 'x1' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增菜单'字典管理'失败，菜单名称已存在" });
    // the same name elsewhere is fine
    await addMenu({ menuName: '字典管理', parentId: 3, path: 'dict2', component: 'system/dict/index' });
    expect((await post(t, '/system/menu', { ...base, menuName: '外链', isFrame: '0', path: 'www.example.com' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增菜单'外链'失败，地址必须以http(s)://开头" });
    await addMenu({ menuName: '外链', isFrame: '0', path: 'https://www.example.com', menuType: 'M' });
    expect((await put('/system/menu', { ...base, menuId: 102, menuName: '菜单管理', parentId: 102, path: 'menu' })).body)
      .toEqual({ code: 500, msg: "修改菜单'菜单管理'失败，上级菜单不能选择自己" });
    expect((await put('/system/menu', { ...base, menuId: 1, menuType: 'M', menuName: '系统管理', parentId: 102, path: 'system' })).body)
      .toEqual({ code: 500, msg: "修改菜单'系统管理'失败，上级菜单不能选择自己的下级" });
    expect((await post(t, '/system/menu', { ...base, menuName: '同路径', parentId: 1, path: 'dict' }, { token: admin })).body)
      .toEqual({ code: 500, msg: "新增菜单'同路径'失败，路由名称或地址已存在" });
    expect((await post(t, '/system/menu', { ...base, menuName: '', path: 'y' }, { token: admin })).body.msg).toContain('菜单名称不能为空');
    expect((await post(t, '/system/menu', { ...base, menuName: 'z', menuType: 'X' }, { token: admin })).body.msg).toContain('菜单类型不能为空');
  });

  it('edits a menu; the change shows in /getRouters of a user holding it', async () => {
    const form = (await get(t, '/system/menu/102', { token: admin })).body.data;
    expect((await put('/system/menu', { ...form, menuName: '菜单设置', icon: 'tree', visible: '0' }, menuAdmin)).body).toEqual({ code: 200, msg: '操作成功' });
    const routers = (await get(t, '/getRouters', { token: menuAdmin })).body.data;
    const system = routers.find((r: { path: string }) => r.path === '/system');
    expect(system.children.map((c: { meta: { title: string; icon: string } }) => c.meta)).toEqual([expect.objectContaining({ title: '菜单设置', icon: 'tree' })]);
    // hidden, then disabled
    await put('/system/menu', { ...form, menuName: '菜单设置', visible: '1' });
    expect((await get(t, '/getRouters', { token: menuAdmin })).body.data[0].children[0].hidden).toBe(true);
    await put('/system/menu', { ...form, menuName: '菜单设置', status: '1' });
    expect((await get(t, '/getRouters', { token: menuAdmin })).body.data[0].children ?? []).toEqual([]);
    await put('/system/menu', form);
  });
});

describe('updateSort and delete', () => {
  it('saves new orders in one call, reflected in the list and /getRouters', async () => {
    const res = await put('/system/menu/updateSort', { menuIds: '100,101', orderNums: '20,19' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const rows = await t.db.selectFrom('sys_menu').select(['menu_id', 'order_num']).where('menu_id', 'in', [100, 101]).orderBy('menu_id').execute();
    expect(rows).toEqual([{ menu_id: 100, order_num: 20 }, { menu_id: 101, order_num: 19 }]);
    const names = (await get(t, '/getRouters', { token: admin })).body.data[0].children.map((c: { meta: { title: string } }) => c.meta.title);
    expect(names.slice(-2)).toEqual(['角色管理', '用户管理']);
    expect((await put('/system/menu/updateSort', { menuIds: '100,101', orderNums: '1' })).body).toEqual({ code: 500, msg: '保存排序异常，请联系管理员' });
    await put('/system/menu/updateSort', { menuIds: '100,101', orderNums: '1,2' });
    const log = await t.db.selectFrom('sys_oper_log').select('business_type').where('title', '=', '保存菜单排序').execute();
    expect(log.length).toBeGreaterThan(0);
    expect(log[0]!.business_type).toBe(2);
  });

  it('refuses a menu with children or held by a role (a warning, 601); deletes a free leaf', async () => {
    expect((await del('/system/menu/1')).body).toEqual({ code: 601, msg: '存在子菜单,不允许删除' });
    expect((await del('/system/menu/1025')).body).toEqual({ code: 601, msg: '菜单已分配,不允许删除' });
    const leaf = await addMenu({ menuName: '待删除', parentId: 3, menuType: 'C', path: 'todelete', component: 'a/b' });
    expect((await del(`/system/menu/${leaf}`, menuAdmin)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_menu').select('menu_id').where('menu_id', '=', leaf).executeTakeFirst()).toBeUndefined();
  });
});

describe('roleMenuTreeselect', () => {
  it('answers the caller’s menu tree and the role’s leaves (menuCheckStrictly) or all its menus', async () => {
    const res = await get(t, `/system/menu/roleMenuTreeselect/${menuRoleId}`, { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.checkedKeys).toEqual([1012, 1013, 1014, 1015]);
    expect(res.body.menus.map((m: { label: string }) => m.label)).toEqual(['系统管理', '测试目录', '外链', '系统监控', '系统工具', '论坛管理']);
    await t.db.updateTable('sys_role').set({ menu_check_strictly: 0 }).where('role_id', '=', menuRoleId).execute();
    expect((await get(t, `/system/menu/roleMenuTreeselect/${menuRoleId}`, { token: admin })).body.checkedKeys.sort()).toEqual([1, 1012, 1013, 1014, 1015, 102]);
  });
});

describe('English menu titles', () => {
  it('an admin sets a menu’s English title; /getRouters answers it to English requests, the Chinese one otherwise', async () => {
    const body = { parentId: 1, menuName: '英文标题菜单', menuNameEn: 'Titled in English', orderNum: 50, menuType: 'C', path: 'entitled', component: 'system/entitled/index', perms: 'system:entitled:list', isFrame: '1', isCache: '0', visible: '0', status: '0', icon: 'edit' };
    expect((await post(t, '/system/menu', body, { token: admin })).body.code).toBe(200);
    const row = await t.db.selectFrom('sys_menu').select(['menu_id', 'menu_name_en']).where('menu_name', '=', '英文标题菜单').executeTakeFirstOrThrow();
    expect(row.menu_name_en).toBe('Titled in English');
    expect((await get(t, `/system/menu/${row.menu_id}`, { token: admin })).body.data).toMatchObject({ menuNameEn: 'Titled in English' });
    const titles = async (lang: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/prod-api/getRouters', headers: { authorization: `Bearer ${admin}`, 'accept-language': lang } });
      const system = (res.json().data as { path: string; children: { meta: { title: string } }[] }[]).find((r) => r.path === '/system')!;
      return system.children.map((c) => c.meta.title);
    };
    expect(await titles('en')).toContain('Titled in English');
    expect(await titles('zh-CN')).toContain('英文标题菜单');
  });
});
