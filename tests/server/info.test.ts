import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouterItem } from '@shared/contract';
import { createTestServer, createUser, get, login, post, setConfig, type TestServer } from './helpers';

const SAMPLE = JSON.parse(readFileSync(new URL('./fixtures/getRouters-admin-sample.json', import.meta.url), 'utf8')) as { data: RouterItem[] };

let t: TestServer;
let adminToken: string;
let editorToken: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  adminToken = await login(t, 'admin');
  editorToken = await login(t, 'editor');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /getInfo', () => {
  it('gives the admin every permission and the user with dept and roles, never the password', async () => {
    const res = await get(t, '/getInfo', { token: adminToken });
    expect(res.body).toMatchObject({
      code: 200,
      msg: '操作成功',
      roles: ['admin'],
      permissions: ['*:*:*'],
      pwdChrtype: '0',
      isDefaultModifyPwd: false,
      isPasswordExpired: false,
    });
    const user = res.body.user;
    expect(user).toMatchObject({
      userId: 1, deptId: 106, userName: 'admin', nickName: '管理员', userType: '00', status: '0', authStatus: '0', loginIp: '127.0.0.1',
      dept: { deptId: 106, parentId: 101, deptName: '技术部', ancestors: '0,100,101' },
      roles: [{ roleId: 1, roleKey: 'admin', roleName: '超级管理员', status: '0' }],
    });
    expect(user.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.raw).not.toContain('password"');
    expect(res.raw).not.toContain('$2a$');
    expect(res.raw).not.toContain('$scrypt$');
  });

  it('gives a common-role user its role keys and the perms of its menus', async () => {
    const res = await get(t, '/getInfo', { token: editorToken });
    expect(res.body.roles).toEqual(['common']);
    const perms: string[] = res.body.permissions;
    expect(perms).toEqual(expect.arrayContaining(['system:dict:list', 'system:dict:edit', 'monitor:logininfor:unlock', 'bbs:blog:list', 'bbs:blog:export', 'bbs:schoolAuth:edit']));
    for (const p of ['system:user:list', 'system:role:list', 'system:menu:list', 'tool:gen:list', '*:*:*']) expect(perms).not.toContain(p);
    expect(new Set(perms).size).toBe(perms.length);
    expect(res.body.user.dept.deptName).toBe('内容编辑部');
  });

  it('splits comma-separated perms and skips disabled roles and menus', async () => {
    await t.db.insertInto('sys_menu').values({ menu_id: 9001, menu_name: '多权限按钮', parent_id: 105, menu_type: 'F', perms: 'x:a:one, x:a:two', component: null, query: null, create_time: null, update_time: null }).execute();
    await t.db.insertInto('sys_menu').values({ menu_id: 9002, menu_name: '停用按钮', parent_id: 105, menu_type: 'F', perms: 'x:a:off', status: '1', component: null, query: null, create_time: null, update_time: null }).execute();
    await t.db.insertInto('sys_role_menu').values([{ role_id: 2, menu_id: 9001 }, { role_id: 2, menu_id: 9002 }]).execute();
    const perms: string[] = (await get(t, '/getInfo', { token: editorToken })).body.permissions;
    expect(perms).toEqual(expect.arrayContaining(['x:a:one', 'x:a:two']));
    expect(perms).not.toContain('x:a:off');

    await t.db.updateTable('sys_role').set({ status: '1' }).where('role_id', '=', 2).execute();
    try {
      const res = await get(t, '/getInfo', { token: editorToken });
      expect(res.body.roles).toEqual([]);
      expect(res.body.permissions).toEqual([]);
    } finally {
      await t.db.updateTable('sys_role').set({ status: '0' }).where('role_id', '=', 2).execute();
    }
  });

  it('asks to change an initial password and flags an expired one, per config', async () => {
    const id = await createUser(t, { userName: 'fresh', roleIds: [2] });
    await t.db.updateTable('sys_user').set({ pwd_update_date: null }).where('user_id', '=', id).execute();
    const token = await login(t, 'fresh');
    expect((await get(t, '/getInfo', { token })).body).toMatchObject({ isDefaultModifyPwd: true, isPasswordExpired: false });

    await setConfig(t, 'sys.account.initPasswordModify', '0');
    await setConfig(t, 'sys.account.passwordValidateDays', '30');
    await setConfig(t, 'sys.account.chrtype', '3');
    await t.db.updateTable('sys_user').set({ pwd_update_date: '2020-01-01 00:00:00' }).where('user_id', '=', id).execute();
    expect((await get(t, '/getInfo', { token })).body).toMatchObject({ isDefaultModifyPwd: false, isPasswordExpired: true, pwdChrtype: '3' });
    // the admin changed his password at seed time, today
    expect((await get(t, '/getInfo', { token: adminToken })).body.isPasswordExpired).toBe(false);
    await setConfig(t, 'sys.account.passwordValidateDays', '0');
    await setConfig(t, 'sys.account.initPasswordModify', '1');
    await setConfig(t, 'sys.account.chrtype', '0');
  });
});

/** Every key of a router item, at any depth, must be non-empty (NON_EMPTY), except hidden and meta.link. */
function expectNoEmptyFields(items: RouterItem[]) {
  for (const item of items) {
    expect(typeof item.hidden).toBe('boolean');
    for (const [k, v] of Object.entries(item)) {
      if (k === 'hidden') continue;
      expect(v === null || v === '' || (Array.isArray(v) && v.length === 0), `${item.path}.${k}`).toBe(false);
    }
    if (item.meta) expect('link' in item.meta).toBe(true);
    if (item.children) expectNoEmptyFields(item.children);
  }
}

describe('GET /getRouters', () => {
  it('gives the admin the whole tree in the sample shape', async () => {
    const res = await get(t, '/getRouters', { token: adminToken });
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('操作成功');
    const data: RouterItem[] = res.body.data;
    expect(data.map((r) => [r.name, r.path])).toEqual([
      ['System', '/system'], ['Monitor', '/monitor'], ['Tool', '/tool'], ['Bbs', '/bbs'],
    ]);
    const [system, monitor, tool, bbs] = data;
    expect(system.children).toHaveLength(9);
    const log = system.children!.find((c) => c.path === 'log')!;
    expect(log).toMatchObject({ name: 'Log', component: 'ParentView', redirect: 'noRedirect', alwaysShow: true });
    expect(log.children!.map((c) => c.name)).toEqual(['Operlog', 'Logininfor']);
    expect(monitor.children!.map((c) => c.name)).toEqual(['Online', 'Job', 'Druid', 'Server', 'Cache', 'CacheList']);
    expect(tool.children).toHaveLength(3);
    expect(bbs).toMatchObject({ component: 'Layout', redirect: 'noRedirect', alwaysShow: true, meta: { title: '论坛管理', icon: 'form', noCache: false, link: null } });
    expect(bbs.children!.map((c) => c.name)).toEqual([
      'Blog', 'Comment', 'School', 'RedBlack', 'News', 'Video', 'Banner', 'City', 'Tag', 'Type', 'BbsNotice', 'Contact', 'SchoolAuth', 'Message', 'Sms',
    ]);
    expect(bbs.children![0]).toEqual({ name: 'Blog', path: 'blog', hidden: false, component: 'bbs/blog/index', meta: { title: '帖子管理', icon: 'documentation', noCache: false, link: null } });
    expectNoEmptyFields(data);
  });

  it('matches the RuoYi sample item for item (数据监控 included: our own page on the Druid row; without the RuoYi site link)', async () => {
    const data: RouterItem[] = (await get(t, '/getRouters', { token: adminToken })).body.data;
    const expected = SAMPLE.data.slice(0, 3);
    expect(data.slice(0, 3)).toEqual(expected);
    // key order as RuoYi writes it, so the JSON diffs cleanly
    expect(JSON.stringify(data.slice(0, 3))).toBe(JSON.stringify(expected));
  });

  it('gives the editor fewer menus: no 系统工具 and no user/role/menu pages', async () => {
    const data: RouterItem[] = (await get(t, '/getRouters', { token: editorToken })).body.data;
    expect(data.map((r) => r.name)).toEqual(['System', 'Monitor', 'Bbs']);
    expect(data[0].children!.map((c) => c.name)).toEqual(['Dept', 'Post', 'Dict', 'Config', 'Notice', 'Log']);
    expect(data[2].children).toHaveLength(15);
  });

  it('gives a member nothing', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'false');
    const reg = await post(t, '/register', { username: 'member1', password: 'secret123', phonenumber: '13800138000' });
    expect(reg.body.code).toBe(200);
    const token = await login(t, 'member1', 'secret123');
    expect((await get(t, '/getRouters', { token })).body).toEqual({ code: 200, msg: '操作成功', data: [] });
  });

  it('marks hidden menus and leaves out disabled ones', async () => {
    await t.db.updateTable('sys_menu').set({ visible: '1' }).where('menu_id', '=', 104).execute();
    await t.db.updateTable('sys_menu').set({ status: '1' }).where('menu_id', '=', 107).execute();
    try {
      const system = (await get(t, '/getRouters', { token: adminToken })).body.data[0] as RouterItem;
      expect(system.children!.find((c) => c.name === 'Post')!.hidden).toBe(true);
      expect(system.children!.find((c) => c.name === 'Notice')).toBeUndefined();
    } finally {
      await t.db.updateTable('sys_menu').set({ visible: '0', status: '0' }).where('menu_id', 'in', [104, 107]).execute();
    }
  });
});
