/** Route search: the pool from the permitted menus, and the ranking (path substrings first, then fuse.js). */
import { describe, expect, it } from 'vitest';
import type { GetRoutersResponse } from '@shared/contract';
import { FUSE_OPTIONS, buildSearchPool, highlightParts, searchRoutes, type SearchEntry } from '@admin/layout/search';
import { buildMenu, type MenuItem } from '@admin/lib/routes/buildRoutes';
import { HOME_MENU } from '@admin/lib/routes/staticRoutes';
import sample from './fixtures/getRouters-admin-sample.json';

const menus: MenuItem[] = [HOME_MENU, ...buildMenu((sample as GetRoutersResponse).data)];
const pool = buildSearchPool(menus, (m) => m.title);
const paths = (q: string) => searchRoutes(pool, q).map((r) => r.item.path);

describe('the search pool', () => {
  it('holds every page the menu offers, with its title path; directories and hidden items are not entries', () => {
    expect(pool.find((e) => e.path === '/system/log/operlog')).toEqual({
      path: '/system/log/operlog',
      title: ['系统管理', '日志管理', '操作日志'],
      icon: 'form',
      external: false,
    });
    expect(pool.find((e) => e.path === '/dss/index')?.title).toEqual(['首页']);
    expect(pool.some((e) => e.path === '/system')).toBe(false);
    expect(pool.find((e) => e.external)).toMatchObject({ path: 'http://ruoyi.vip', title: ['若依官网'] });
    const hidden = buildSearchPool(
      buildMenu([
        { path: '/x', hidden: false, component: 'Layout', alwaysShow: true, meta: { title: 'X' }, children: [
          { path: 'a', hidden: false, component: 'x/a', meta: { title: '可见' } },
          { path: 'b', hidden: true, component: 'x/b', meta: { title: '隐藏' } },
        ] },
      ]),
      (m) => m.title,
    );
    expect(hidden.map((e) => e.title.at(-1))).toEqual(['可见']);
  });

  it('keeps a menu query in the path', () => {
    const withQuery = buildSearchPool([{ key: '/a', title: 'A', external: false, query: { id: '1' } }], (m) => m.title);
    expect(withQuery[0]!.path).toBe('/a?id=1');
  });
});

describe('ranking', () => {
  it('uses the spec options: threshold 0.4, title 0.7, path 0.3', () => {
    expect(FUSE_OPTIONS).toMatchObject({ threshold: 0.4, distance: 100, minMatchCharLength: 1, shouldSort: true });
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('plain path substrings come first, in menu order, then fuzzy matches', () => {
    const found = paths('log');
    expect(found.slice(0, 2)).toEqual(['/system/log/operlog', '/system/log/logininfor']);
  });

  it('finds pages by Chinese title, the closest first', () => {
    expect(paths('字典')[0]).toBe('/system/dict');
    expect(paths('日志')).toEqual(expect.arrayContaining(['/system/log/operlog', '/system/log/logininfor']));
    expect(paths('缓存列表')[0]).toBe('/monitor/cacheList');
  });

  it('a title match outweighs an equally good path match (0.7 vs 0.3)', () => {
    const entries: SearchEntry[] = [
      { path: '/abc/alpha', title: ['Other'], external: false },
      { path: '/zzz', title: ['alpha'], external: false },
    ];
    // "alpah" is a typo: no substring, both are fuzzy matches of the same quality on different keys
    expect(searchRoutes(entries, 'alpah').map((r) => r.item.path)).toEqual(['/zzz', '/abc/alpha']);
  });

  it('threshold 0.4 accepts a typo that 0.2 (RuoYi) would drop, and drops unrelated words', () => {
    expect(paths('confgi')).toContain('/system/config');
    expect(paths('xyzzy')).toEqual([]);
    expect(paths('   ')).toEqual([]);
  });

  it('no duplicates when both the substring and fuse find a page; case-insensitive', () => {
    const found = paths('CONFIG');
    expect(found[0]).toBe('/system/config');
    expect(new Set(found).size).toBe(found.length);
  });
});

describe('highlighting', () => {
  it('marks the query in titles and paths', () => {
    const [first] = searchRoutes(pool, '日志');
    expect(first!.titleRanges[1]).toEqual([[0, 1]]); // 日志管理
    expect(highlightParts('操作日志', [[2, 3]])).toEqual([
      { text: '操作', hit: false },
      { text: '日志', hit: true },
    ]);
    const [cfg] = searchRoutes(pool, 'config');
    expect(cfg!.pathRanges).toEqual([[8, 13]]);
    expect(highlightParts('abc', undefined)).toEqual([{ text: 'abc', hit: false }]);
  });
});
