import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouterItem } from '@shared/contract';
import { m0004_menu_i18n } from '../../server/src/db/migrations/0004_menu_i18n';
import { MENU_SEED } from '../../server/src/db/seed/menus';
import { langOf } from '../../server/src/lib/lang';
import { menuTitle, uniqueRouteNames } from '../../server/src/modules/login/routers';
import { createTestServer, get, login, setConfig, type TestServer } from './helpers';

/** /getRouters: menu titles in the request's language (sys_menu.menu_name_en) and unique route names. */
let t: TestServer;
let adminToken: string;

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  adminToken = await login(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const routers = async (acceptLanguage?: string): Promise<RouterItem[]> =>
  (await get(t, '/getRouters', { token: adminToken, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })).body.data;

function names(items: RouterItem[]): string[] {
  return items.flatMap((r) => [...(r.name ? [r.name] : []), ...names(r.children ?? [])]);
}

function titles(items: RouterItem[]): string[] {
  return items.flatMap((r) => [...(r.meta?.title ? [r.meta.title] : []), ...titles(r.children ?? [])]);
}

describe('langOf (Accept-Language)', () => {
  it('picks the supported language with the highest q, default zh', () => {
    expect(langOf(undefined)).toBe('zh');
    expect(langOf('')).toBe('zh');
    expect(langOf('en')).toBe('en');
    expect(langOf('en-US,en;q=0.9')).toBe('en');
    expect(langOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langOf('fr-FR, en;q=0.5, zh;q=0.4')).toBe('en');
    expect(langOf('de, zh;q=0.2, en;q=0.7')).toBe('en');
    expect(langOf('en;q=0, zh')).toBe('zh');
    expect(langOf('fr')).toBe('zh');
  });
});

describe('menuTitle', () => {
  it('uses the English title only for English and only when there is one', () => {
    expect(menuTitle({ menu_name: '用户管理', menu_name_en: 'Users' }, 'en')).toBe('Users');
    expect(menuTitle({ menu_name: '用户管理', menu_name_en: 'Users' }, 'zh')).toBe('用户管理');
    expect(menuTitle({ menu_name: '自建', menu_name_en: null }, 'en')).toBe('自建');
    expect(menuTitle({ menu_name: '自建', menu_name_en: '  ' }, 'en')).toBe('自建');
  });
});

describe('uniqueRouteNames', () => {
  const leaf = (name: string, path: string): RouterItem => ({ name, path, hidden: false });
  it('keeps the first use of a name and prefixes later ones with their parents’ paths', () => {
    const tree: RouterItem[] = [
      { name: 'System', path: '/system', hidden: false, children: [leaf('Notice', 'notice'), leaf('User', 'user')] },
      { name: 'Bbs', path: '/bbs', hidden: false, children: [leaf('Notice', 'notice'), leaf('BbsUser', 'bbsUser')] },
      {
        name: 'Other', path: '/other', hidden: false,
        children: [{ name: 'Deep', path: 'deep', hidden: false, children: [leaf('Notice', 'notice'), leaf('User', 'user')] }],
      },
    ];
    const out = uniqueRouteNames(tree);
    expect(names(out)).toEqual(['System', 'Notice', 'User', 'Bbs', 'BbsNotice', 'BbsUser', 'Other', 'Deep', 'OtherDeepNotice', 'OtherDeepUser']);
    // the input is left as it was
    expect(names(tree)).toContain('Notice');
    expect(tree[1]!.children![0]!.name).toBe('Notice');
  });

  it('numbers a prefixed name that is taken too, and leaves nameless routes alone', () => {
    const tree: RouterItem[] = [
      { name: 'A', path: '/a', hidden: false, children: [leaf('X', 'x')] },
      { name: 'B', path: '/b', hidden: false, children: [leaf('X', 'x'), leaf('BX', 'bx')] },
      { path: '/', hidden: false, children: [leaf('X', 'x')] },
    ];
    const out = uniqueRouteNames(tree);
    expect(names(out)).toEqual(['A', 'X', 'B', 'BX2', 'BX', 'X2']);
    expect(out[2]).not.toHaveProperty('name');
  });
});

describe('GET /getRouters names and titles', () => {
  it('never gives two routes the same name (系统管理 and 论坛管理 both have a notice page)', async () => {
    const all = names(await routers());
    expect(new Set(all).size).toBe(all.length);
    const data = await routers();
    expect(data.find((r) => r.path === '/system')!.children!.find((c) => c.path === 'notice')!.name).toBe('Notice');
    expect(data.find((r) => r.path === '/bbs')!.children!.find((c) => c.path === 'notice')!.name).toBe('BbsNotice');
  });

  it('answers in Chinese by default and for zh', async () => {
    for (const data of [await routers(), await routers('zh-CN,zh;q=0.9')]) {
      expect(data.map((r) => r.meta?.title)).toEqual(['系统管理', '系统监控', '系统工具', '论坛管理']);
      expect(data[0]!.children![0]!.meta!.title).toBe('用户管理');
    }
  });

  it('answers in English for en, for every seeded menu, with the same names and paths', async () => {
    const zh = await routers();
    const en = await routers('en');
    expect(en.map((r) => r.meta?.title)).toEqual(['System', 'Monitoring', 'Tools', 'Forum']);
    expect(en[0]!.children!.map((c) => c.meta?.title)).toContain('Notices');
    expect(names(en)).toEqual(names(zh));
    for (const title of titles(en)) expect(title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('falls back to the Chinese title for a menu without an English one', async () => {
    await t.db.updateTable('sys_menu').set({ menu_name_en: null }).where('menu_id', '=', 105).execute();
    try {
      const system = (await routers('en'))[0]!;
      expect(system.children!.find((c) => c.path === 'dict')!.meta!.title).toBe('字典管理');
      expect(system.children!.find((c) => c.path === 'config')!.meta!.title).toBe('Settings');
    } finally {
      await t.db.updateTable('sys_menu').set({ menu_name_en: 'Dictionaries' }).where('menu_id', '=', 105).execute();
    }
  });

  it('seeds an English title for every menu and button', async () => {
    expect(MENU_SEED.filter((m) => !m.menuNameEn.trim()).map((m) => m.menuId)).toEqual([]);
    const rows = await t.db.selectFrom('sys_menu').select(['menu_id', 'menu_name_en']).execute();
    expect(rows.length).toBe(MENU_SEED.length);
    expect(rows.filter((r) => !r.menu_name_en).map((r) => r.menu_id)).toEqual([]);
    const buttons = MENU_SEED.filter((m) => m.menuType === 'F');
    expect(buttons.find((m) => m.perms === 'system:user:add')!.menuNameEn).toBe('Add users');
  });

  it('migration 0004 on a database seeded before it: English titles for the seeded menus an admin has not renamed', async () => {
    await t.db.updateTable('sys_menu').set({ menu_name: '数据字典' }).where('menu_id', '=', 105).execute();
    try {
      await m0004_menu_i18n.down!(t.db);
      await m0004_menu_i18n.up(t.db);
      const en = Object.fromEntries(
        (await t.db.selectFrom('sys_menu').select(['menu_id', 'menu_name_en']).where('menu_id', 'in', [1, 100, 105, 1000]).execute())
          .map((r) => [r.menu_id, r.menu_name_en]),
      );
      expect(en).toEqual({ 1: 'System', 100: 'Users', 105: null, 1000: 'View users' });
      expect((await routers('en'))[0]!.children!.find((c) => c.path === 'dict')!.meta!.title).toBe('数据字典');
    } finally {
      await t.db.updateTable('sys_menu').set({ menu_name: '字典管理', menu_name_en: 'Dictionaries' }).where('menu_id', '=', 105).execute();
    }
  });
});
