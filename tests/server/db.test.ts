import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DICT_TYPES } from '@shared/contract';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedIfEmpty } from '../../server/src/db/seed/index';
import { sql } from 'kysely';
import { BBS_DIR, BBS_MENU_IDS, COMMON_ROLE_MENU_IDS, MENU_SEED, TOOL_DIR } from '../../server/src/db/seed/menus';
import { createTestServer, TEST_PASSWORD, type TestServer } from './helpers';
import { verifyPassword } from '../../server/src/lib/password';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'sys_user' | 'sys_role' | 'sys_dept' | 'sys_post' | 'sys_dict_type' | 'sys_config' | 'sys_menu' | 'sys_dict_data') => {
  const { n } = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(n);
};

describe('migrations and seed', () => {
  it('creates the system rows of a fresh portal', async () => {
    expect(await count('sys_user')).toBe(2);
    expect(await count('sys_dept')).toBe(8);
    expect(await count('sys_post')).toBe(4);
    expect(await count('sys_dict_type')).toBe(10 + PUBLIC_DICT_TYPES.length);
    expect(await count('sys_config')).toBe(26);

    const roles = await t.db.selectFrom('sys_role').select(['role_id', 'role_key', 'role_name']).orderBy('role_id').execute();
    expect(roles).toEqual([
      { role_id: 1, role_key: 'admin', role_name: '超级管理员' },
      { role_id: 2, role_key: 'common', role_name: '普通角色' },
      { role_id: 3, role_key: 'member', role_name: '会员' },
      { role_id: 4, role_key: 'bbs_editor', role_name: '论坛编辑' },
    ]);
    const depts = await t.db.selectFrom('sys_dept').select(['dept_name', 'ancestors']).orderBy('dept_id').execute();
    expect(depts.map((d) => d.dept_name)).toEqual(['深度择校', '深圳总部', '广州分部', '产品部', '内容编辑部', '运营部', '技术部', '市场部']);
    expect(depts[7].ancestors).toBe('0,100,102');
  });

  it('seeds admin and editor with the configured password as scrypt hashes', async () => {
    const users = await t.db.selectFrom('sys_user').select(['user_id', 'user_name', 'nick_name', 'password', 'user_type']).orderBy('user_id').execute();
    expect(users.map((u) => [u.user_id, u.user_name, u.nick_name, u.user_type])).toEqual([
      [1, 'admin', '管理员', '00'],
      [2, 'editor', '内容编辑', '00'],
    ]);
    for (const u of users) {
      expect(u.password).toMatch(/^\$scrypt\$/);
      expect(await verifyPassword(TEST_PASSWORD, u.password)).toBe(true);
    }
    expect(users[0].password).not.toBe(users[1].password);
  });

  it('seeds the twenty-six built-in config keys (nine of RuoYi\'s, five limits and quotas, five of the forum, seven of the cost calculator)', async () => {
    const rows = await t.db.selectFrom('sys_config').select(['config_key', 'config_value', 'config_type']).execute();
    const map = Object.fromEntries(rows.map((r) => [r.config_key, r.config_value]));
    expect(map).toEqual({
      'sys.index.skinName': 'skin-blue',
      'sys.user.initPassword': 'Dss@2026init',
      'sys.index.sideTheme': 'theme-dark',
      'sys.account.captchaEnabled': 'true',
      'sys.account.registerUser': 'false',
      'sys.login.blackIPList': '',
      'sys.account.initPasswordModify': '1',
      'sys.account.passwordValidateDays': '0',
      'sys.account.chrtype': '0',
      'sys.limit.captcha': '30/1',
      'sys.limit.login': '30/1',
      'sys.limit.register': '10/60',
      'sys.upload.hourlyCount': '100',
      'sys.upload.hourlyMb': '200',
      'bbs.post.moderation': 'false',
      'bbs.limit.post': '5/10',
      'bbs.limit.reply': '20/10',
      'sys.limit.smsPhone': '5/60',
      'sys.limit.smsIp': '10/60',
      'cost.fx.HKD': '5.57',
      'cost.fx.CNY': '5.09',
      'cost.fx.date': '2026-11-20',
      'cost.fee.studyPermit': '150',
      'cost.fee.biometrics': '85',
      'cost.fee.hkVisa': '230',
      'cost.fee.checked': '2026-11-26',
    });
    expect(rows.every((r) => r.config_type === 'Y')).toBe(true);
  });

  it('seeds the menu tree: druid as our own page (no Druid iframe), a 论坛管理 directory with fifteen pages of five buttons and their review buttons', async () => {
    expect(await count('sys_menu')).toBe(MENU_SEED.length);
    const druid = await t.db.selectFrom('sys_menu').select(['menu_id', 'component', 'is_frame']).where('path', '=', 'druid').executeTakeFirst();
    expect(druid).toEqual({ menu_id: 111, component: 'monitor/druid/index', is_frame: 1 });
    const bbs = await t.db.selectFrom('sys_menu').selectAll().where('parent_id', '=', BBS_DIR).orderBy('order_num').execute();
    expect(bbs.map((m) => m.path)).toEqual([
      'blog', 'comment', 'school', 'redBlack', 'news', 'video', 'banner', 'city', 'tag', 'type', 'notice', 'contact', 'schoolAuth', 'message', 'sms',
    ]);
    expect(bbs[0]).toMatchObject({ menu_name: '帖子管理', component: 'bbs/blog/index', perms: 'bbs:blog:list', menu_type: 'C' });
    for (const page of bbs) {
      const buttons = await t.db.selectFrom('sys_menu').select('perms').where('parent_id', '=', page.menu_id).execute();
      expect(buttons.map((b) => b.perms!.split(':')[2])).toEqual(expect.arrayContaining(['add', 'edit', 'export', 'query', 'remove']));
      expect(buttons.every((b) => b.perms!.startsWith(`bbs:${page.path}:`))).toBe(true);
    }
    const extra = await t.db.selectFrom('sys_menu').select('perms').where('menu_id', '>=', 4100).orderBy('menu_id').execute();
    expect(extra.map((m) => m.perms)).toEqual(['bbs:blog:audit', 'bbs:comment:audit', 'bbs:schoolAuth:audit', 'bbs:sms:test', 'bbs:message:reply']);
    const user = await t.db.selectFrom('sys_menu').select('perms').where('parent_id', '=', 100).execute();
    expect(user.map((b) => b.perms)).toContain('system:user:resetPwd');
  });

  it('links the common role to every menu except 系统工具 and user/role/menu admin, and member to none', async () => {
    const links = await t.db.selectFrom('sys_role_menu').select(['role_id', 'menu_id']).execute();
    const common = new Set(links.filter((l) => l.role_id === 2).map((l) => l.menu_id));
    expect(common.size).toBe(COMMON_ROLE_MENU_IDS.length);
    for (const id of [TOOL_DIR, 115, 116, 117, 1055, 100, 101, 102, 1000, 1012]) expect(common.has(id)).toBe(false);
    for (const id of [1, 103, 105, 108, 500, 501, 2, 109, BBS_DIR, 2000, 2100]) expect(common.has(id)).toBe(true);
    expect(links.filter((l) => l.role_id === 3)).toEqual([]);
    // 论坛编辑: the forum admin's menus and nothing else
    expect(links.filter((l) => l.role_id === 4).map((l) => l.menu_id).sort((a, b) => a - b)).toEqual([...BBS_MENU_IDS].sort((a, b) => a - b));
  });

  it('migration 0010 gives a database seeded before it the new forum pages, the common role its share and the 论坛编辑 role', async () => {
    const newIds = MENU_SEED.filter((m) => m.menuId >= 2010 && m.menuId < 2100 || m.menuId >= 4000).map((m) => m.menuId);
    // back to before issue 12: no new menus, no editor role; an admin's own menu holds one of the new ids
    await t.db.deleteFrom('sys_role_menu').where((eb) => eb.or([eb('menu_id', 'in', newIds), eb('role_id', '=', 4)])).execute();
    await t.db.deleteFrom('sys_menu').where('menu_id', 'in', newIds).execute();
    await t.db.deleteFrom('sys_role').where('role_id', '=', 4).execute();
    await t.db.insertInto('sys_menu').values({ menu_id: 4020, menu_name: '我的菜单', menu_type: 'C', parent_id: 0, order_num: 9, path: 'mine', component: 'mine/index', perms: 'mine:list', create_time: null, update_time: null, query: null }).execute();
    await t.db.deleteFrom('kysely_migration' as never).where(sql.ref('name'), '=', '0010_bbs_menus').execute();
    await migrateToLatest(t.db);

    const mine = await t.db.selectFrom('sys_menu').select(['menu_name', 'perms']).where('menu_id', '=', 4020).executeTakeFirstOrThrow();
    expect(mine).toEqual({ menu_name: '我的菜单', perms: 'mine:list' });
    const news = await t.db.selectFrom('sys_menu').selectAll().where('menu_id', '=', 2010).executeTakeFirstOrThrow();
    expect(news).toMatchObject({ menu_name: '新闻管理', menu_name_en: 'News', component: 'bbs/news/index', perms: 'bbs:news:list', parent_id: BBS_DIR });
    const common = new Set((await t.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', 2).execute()).map((r) => r.menu_id));
    expect(common.has(2010) && common.has(4100)).toBe(true);
    const editor = await t.db.selectFrom('sys_role').select('role_id').where('role_key', '=', 'bbs_editor').executeTakeFirstOrThrow();
    const granted = await t.db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', editor.role_id).execute();
    expect(granted.map((r) => r.menu_id)).toEqual(expect.arrayContaining([BBS_DIR, 2000, 2010, 4100]));
    expect(granted.map((r) => r.menu_id)).not.toContain(4020);
    // new menus still get fresh ids (PostgreSQL's sequence moved past 4104)
    const { menu_id } = await t.db.insertInto('sys_menu').values({ menu_name: '再一个', menu_type: 'C', create_time: null, update_time: null, component: null, query: null, perms: null }).returning('menu_id').executeTakeFirstOrThrow();
    expect(menu_id).toBeGreaterThan(4104);
  });

  it('stores datetimes as YYYY-MM-DD HH:mm:ss text', async () => {
    const u = await t.db.selectFrom('sys_user').select(['create_time', 'pwd_update_date']).where('user_id', '=', 1).executeTakeFirstOrThrow();
    expect(u.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(u.pwd_update_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('does nothing when migrated and seeded again', async () => {
    await migrateToLatest(t.db);
    expect(await seedIfEmpty(t.db, { adminPassword: 'other-password' })).toEqual({ seeded: false });
    expect(await count('sys_user')).toBe(2);
  });

  it('continues auto-increment ids after the seeded ones', async () => {
    const maxMenu = Math.max(...MENU_SEED.map((m) => m.menuId));
    const { menu_id } = await t.db
      .insertInto('sys_menu')
      .values({ menu_name: '新菜单', menu_type: 'C', create_time: null, update_time: null, component: null, query: null, perms: null })
      .returning('menu_id')
      .executeTakeFirstOrThrow();
    expect(menu_id).toBeGreaterThan(maxMenu);
    const { dict_code } = await t.db
      .insertInto('sys_dict_data')
      .values({ dict_label: 'x', dict_value: 'x', dict_type: 'sys_yes_no', css_class: null, list_class: null, remark: null, create_time: null, update_time: null })
      .returning('dict_code')
      .executeTakeFirstOrThrow();
    expect(dict_code).toBeGreaterThan(await count('sys_dict_data') - 1);
  });

  it('keeps user names unique among live accounts only', async () => {
    const row = { nick_name: 'x', create_time: null, update_time: null, login_date: null, pwd_update_date: null, remark: null, dept_id: null };
    await expect(t.db.insertInto('sys_user').values({ ...row, user_name: 'admin' }).execute()).rejects.toThrow();
    await t.db.insertInto('sys_user').values({ ...row, user_name: 'admin', del_flag: '2' }).execute();
  });

  it('returns bigint columns as numbers', async () => {
    await t.db.insertInto('sys_captcha').values({ uuid: 'a'.repeat(32), code: 'abcd', expire_at: 1_900_000_000_000 }).execute();
    const r = await t.db.selectFrom('sys_captcha').select('expire_at').where('uuid', '=', 'a'.repeat(32)).executeTakeFirstOrThrow();
    expect(r.expire_at).toBe(1_900_000_000_000);
  });
});
