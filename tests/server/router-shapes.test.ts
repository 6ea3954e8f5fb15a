import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouterItem } from '@shared/contract';
import type { NewMenu } from '../../server/src/db/schema';
import { innerLinkReplaceEach } from '../../server/src/modules/login/routers';
import { createTestServer, get, login, setConfig, type TestServer } from './helpers';

/**
 * The special router shapes of contract 3.4, from menus inserted into the test database
 * (read back through the admin's /getRouters).
 */
let t: TestServer;
let data: RouterItem[];

const menu = (m: Partial<NewMenu> & Pick<NewMenu, 'menu_id' | 'menu_name' | 'menu_type'>): NewMenu => ({
  parent_id: 0, order_num: 50, path: '', route_name: '', is_frame: 1, is_cache: 0, visible: '0', status: '0', component: null, query: null, perms: null, icon: 'link', create_time: null, update_time: null, ...m,
});

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await t.db.insertInto('sys_menu').values([
    // a page at the top level: wrapped in a Layout route at '/'
    menu({ menu_id: 8001, menu_name: '数据统计', menu_type: 'C', order_num: 10, path: 'stats', component: 'dss/stats/index', query: '{"tab":"week"}', icon: 'chart' }),
    // an external link at the top level (is_frame 0)
    menu({ menu_id: 8002, menu_name: '官网', menu_type: 'M', order_num: 11, path: 'https://www.example.com', is_frame: 0, icon: 'guide' }),
    // an inner link at the top level (is_frame 1, http path, no children)
    menu({ menu_id: 8003, menu_name: '帮助文档', menu_type: 'M', order_num: 12, path: 'http://docs.example.org:8080/guide', icon: 'question' }),
    // inside 论坛管理: an inner link page, a named route with no-cache, an external link
    menu({ menu_id: 8004, menu_name: '内嵌文档', menu_type: 'C', parent_id: 5, order_num: 20, path: 'https://www.example.com/docs', component: '' }),
    menu({ menu_id: 8005, menu_name: '命名页面', menu_type: 'C', parent_id: 5, order_num: 21, path: 'named', component: 'bbs/named/index', route_name: 'myNamedPage', is_cache: 1 }),
    menu({ menu_id: 8006, menu_name: '外部链接', menu_type: 'C', parent_id: 5, order_num: 22, path: 'https://example.net/x', is_frame: 0 }),
    // an empty directory at the top level: no redirect, no children
    menu({ menu_id: 8007, menu_name: '空目录', menu_type: 'M', order_num: 13, path: 'empty', icon: 'tree' }),
  ]).execute();
  data = (await get(t, '/getRouters', { token: await login(t, 'admin') })).body.data;
});
afterAll(async () => {
  await t?.close();
});

const top = (title: string) => data.find((r) => r.meta?.title === title || r.children?.[0]?.meta?.title === title)!;

describe('router shapes', () => {
  it('wraps a top-level page in a Layout route at / (menu frame)', () => {
    expect(top('数据统计')).toEqual({
      path: '/',
      hidden: false,
      component: 'Layout',
      // RuoYi copies the query onto the wrapper as well
      query: '{"tab":"week"}',
      children: [{
        name: 'Stats', path: 'stats', hidden: false, component: 'dss/stats/index', query: '{"tab":"week"}',
        meta: { title: '数据统计', icon: 'chart', noCache: false, link: null },
      }],
    });
  });

  it('keeps a top-level external link as is, with meta.link', () => {
    expect(top('官网')).toEqual({
      name: 'Https://www.example.com', path: 'https://www.example.com', hidden: false, component: 'Layout',
      meta: { title: '官网', icon: 'guide', noCache: false, link: 'https://www.example.com' },
    });
  });

  it('turns a top-level inner link into / with an InnerLink child on a rewritten path', () => {
    expect(top('帮助文档')).toEqual({
      name: 'Http://docs.example.org:8080/guide', path: '/', hidden: false, component: 'Layout',
      meta: { title: '帮助文档', icon: 'question', noCache: false, link: null },
      children: [{
        name: 'Docs/example/org/8080/guide', path: 'docs/example/org/8080/guide', hidden: false, component: 'InnerLink',
        meta: { title: '帮助文档', icon: 'question', noCache: false, link: 'http://docs.example.org:8080/guide' },
      }],
    });
  });

  it('rewrites nested inner links, honours route_name and is_cache, keeps nested external links', () => {
    const bbs = data.find((r) => r.path === '/bbs')!;
    const byTitle = (title: string) => bbs.children!.find((c) => c.meta?.title === title);
    expect(byTitle('内嵌文档')).toEqual({
      name: 'Https://www.example.com/docs', path: 'example/com/docs', hidden: false, component: 'InnerLink',
      meta: { title: '内嵌文档', icon: 'link', noCache: false, link: 'https://www.example.com/docs' },
    });
    expect(byTitle('命名页面')).toEqual({
      name: 'MyNamedPage', path: 'named', hidden: false, component: 'bbs/named/index',
      meta: { title: '命名页面', icon: 'link', noCache: true, link: null },
    });
    expect(byTitle('外部链接')).toEqual({
      name: 'Https://example.net/x', path: 'https://example.net/x', hidden: false, component: 'Layout',
      meta: { title: '外部链接', icon: 'link', noCache: false, link: 'https://example.net/x' },
    });
  });

  it('gives an empty directory neither redirect nor children', () => {
    expect(top('空目录')).toEqual({
      name: 'Empty', path: '/empty', hidden: false, component: 'Layout',
      meta: { title: '空目录', icon: 'tree', noCache: false, link: null },
    });
  });

  it('orders top-level items by order_num', () => {
    expect(data.map((r) => r.meta?.title ?? r.children?.[0]?.meta?.title)).toEqual([
      '系统管理', '系统监控', '系统工具', '论坛管理', '数据统计', '官网', '帮助文档', '空目录',
    ]);
  });
});

describe('innerLinkReplaceEach', () => {
  it('strips the scheme and www., and turns dots and colons into slashes', () => {
    expect(innerLinkReplaceEach('https://www.ruoyi.vip')).toBe('ruoyi/vip');
    expect(innerLinkReplaceEach('http://a.b.c:81/x.html')).toBe('a/b/c/81/x/html');
  });
});
