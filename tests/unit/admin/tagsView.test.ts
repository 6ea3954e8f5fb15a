/** The tags-view store's rules (pure functions and the store), every close action and the affix rules. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEEP_ALIVE_CAP,
  addView,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeView,
  dropKept,
  initAffix,
  keptForViews,
  nextLocation,
  tagMenuState,
  touchKept,
  updateTitle,
  useTagsViewStore,
  type TagView,
} from '@admin/stores/tagsView';
import { HOME_VIEW, affixViews, viewOf } from '@admin/layout/visited';
import { buildRouteTree } from '@admin/lib/routes/buildRoutes';
import type { GetRoutersResponse } from '@shared/contract';
import sample from './fixtures/getRouters-admin-sample.json';

const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  name: path.split('/').filter(Boolean).join('-') || 'Root',
  title: path,
  affix: false,
  noCache: false,
  ...extra,
});

const HOME = tag('/dss/index', { affix: true, name: 'Index', title: '首页' });
const A = tag('/system/user');
const B = tag('/system/dict');
const C = tag('/system/config');
const D = tag('/monitor/job');
const paths = (views: TagView[]) => views.map((v) => v.path);

describe('adding tabs', () => {
  it('appends a new page; the same page again keeps its place and takes the new query', () => {
    let views = addView([HOME], A);
    views = addView(views, B);
    expect(paths(views)).toEqual(['/dss/index', '/system/user', '/system/dict']);
    views = addView(views, { ...A, fullPath: '/system/user?deptId=3' });
    expect(paths(views)).toEqual(['/dss/index', '/system/user', '/system/dict']);
    expect(views[1]!.fullPath).toBe('/system/user?deptId=3');
  });

  it('affix tabs come first, in their order, never twice', () => {
    const other = tag('/tool/gen', { affix: true });
    let views = addView([], A);
    views = initAffix(views, [HOME, other]);
    expect(paths(views)).toEqual(['/dss/index', '/tool/gen', '/system/user']);
    expect(views.every((v, i) => (i < 2 ? v.affix : !v.affix))).toBe(true);
    expect(paths(initAffix(views, [HOME]))).toEqual(paths(views));
  });

  it('a page title set by the page survives revisits', () => {
    let views = addView([HOME], B);
    views = updateTitle(views, '/system/dict', '字典数据 - sys_user_sex');
    views = addView(views, { ...B, fullPath: '/system/dict?x=1' });
    expect(views[1]).toMatchObject({ title: '字典数据 - sys_user_sex', titleKey: undefined, fullPath: '/system/dict?x=1' });
  });
});

describe('close actions (affix tabs always stay)', () => {
  const views = [HOME, A, B, C, D];

  it('关闭当前 removes one tab; an affix tab cannot be closed', () => {
    expect(paths(closeView(views, '/system/dict'))).toEqual(['/dss/index', '/system/user', '/system/config', '/monitor/job']);
    expect(closeView(views, '/dss/index')).toEqual(views);
    expect(closeView(views, '/nowhere')).toEqual(views);
  });

  it('关闭其他 keeps the affix tabs and the chosen one', () => {
    expect(paths(closeOthers(views, '/system/config'))).toEqual(['/dss/index', '/system/config']);
    expect(paths(closeOthers(views, '/dss/index'))).toEqual(['/dss/index']);
  });

  it('关闭左侧 / 关闭右侧 close the closable tabs on one side', () => {
    expect(paths(closeLeft(views, '/system/config'))).toEqual(['/dss/index', '/system/config', '/monitor/job']);
    expect(paths(closeRight(views, '/system/dict'))).toEqual(['/dss/index', '/system/user', '/system/dict']);
    expect(paths(closeRight(views, '/dss/index'))).toEqual(['/dss/index']);
    expect(closeLeft(views, '/nowhere')).toEqual(views);
    // an affix tab in the middle survives both
    const mixed = [HOME, A, tag('/tool/gen', { affix: true }), B];
    expect(paths(closeLeft(mixed, '/system/dict'))).toEqual(['/dss/index', '/tool/gen', '/system/dict']);
    expect(paths(closeRight(mixed, '/system/user'))).toEqual(['/dss/index', '/system/user', '/tool/gen']);
  });

  it('全部关闭 leaves the affix tabs only', () => {
    expect(paths(closeAll(views))).toEqual(['/dss/index']);
    expect(closeAll([A, B])).toEqual([]);
  });
});

describe('menu state (what the right-click menu offers)', () => {
  const views = [HOME, A, B, C];
  it('the affix tab: no 关闭当前, no 关闭左侧 (first)', () => {
    expect(tagMenuState(views, '/dss/index')).toEqual({
      refresh: true,
      close: false,
      closeOthers: true,
      closeLeft: false,
      closeRight: true,
      closeAll: true,
    });
  });
  it('the first closable tab: only affix tabs on its left, so no 关闭左侧', () => {
    expect(tagMenuState(views, '/system/user')).toMatchObject({ close: true, closeLeft: false, closeRight: true });
  });
  it('a middle tab has both sides; the last has no 关闭右侧', () => {
    expect(tagMenuState(views, '/system/dict')).toMatchObject({ closeLeft: true, closeRight: true });
    expect(tagMenuState(views, '/system/config')).toMatchObject({ closeLeft: true, closeRight: false });
  });
  it('with only the affix tab there is nothing to close', () => {
    expect(tagMenuState([HOME], '/dss/index')).toMatchObject({ close: false, closeOthers: false, closeLeft: false, closeRight: false, closeAll: false });
  });
});

describe('where to go after closing', () => {
  const views = [HOME, A, B, C];
  it('closing the page shown goes to the last remaining tab', () => {
    expect(nextLocation(closeView(views, '/system/config'), '/system/config', '/dss/index')).toBe('/system/dict');
    expect(nextLocation(closeView(views, '/system/dict'), '/system/dict', '/dss/index')).toBe('/system/config');
  });
  it('closing another tab stays where we are', () => {
    expect(nextLocation(closeView(views, '/system/user'), '/system/config', '/dss/index')).toBeNull();
  });
  it('nothing left: the dashboard; a preferred tab (close left/right of it) wins', () => {
    expect(nextLocation([], '/system/user', '/dss/index')).toBe('/dss/index');
    expect(nextLocation(closeAll(views), '/system/dict', '/dss/index')).toBe('/dss/index');
    expect(nextLocation(closeRight(views, '/system/user'), '/system/config', '/dss/index', '/system/user')).toBe('/system/user');
  });
  it('keeps the query of the tab it goes to', () => {
    expect(nextLocation([HOME, { ...A, fullPath: '/system/user?deptId=3' }], '/system/dict', '/dss/index')).toBe('/system/user?deptId=3');
  });
});

describe('kept pages (keep-alive, LRU)', () => {
  it('showing a page moves it to the most recent end; the cap drops the least recent, never the page shown', () => {
    let kept: string[] = [];
    for (let i = 1; i <= 12; i++) kept = touchKept(kept, `/p/${i}`);
    expect(kept).toHaveLength(KEEP_ALIVE_CAP);
    expect(kept[0]).toBe('/p/3');
    expect(kept.at(-1)).toBe('/p/12');
    kept = touchKept(kept, '/p/5');
    expect(kept.at(-1)).toBe('/p/5');
    expect(kept).toHaveLength(KEEP_ALIVE_CAP);
    expect(touchKept(['/a', '/b'], '/c', 1)).toEqual(['/c']);
    expect(touchKept(['/a'], '/b', 0)).toEqual(['/b']);
  });

  it('drops pages whose tab is gone, and noCache pages', () => {
    expect(dropKept(['/a', '/b', '/c'], '/b')).toEqual(['/a', '/c']);
    const views = [HOME, A, { ...B, noCache: true }];
    expect(keptForViews(['/dss/index', '/system/user', '/system/dict', '/gone'], views)).toEqual(['/dss/index', '/system/user']);
  });
});

describe('the store', () => {
  beforeEach(() => useTagsViewStore.getState().reset());

  it('close actions prune the kept pages; keep honours noCache; unchanged tabs keep their array', () => {
    const s = useTagsViewStore.getState();
    s.initAffix([HOME]);
    [A, B, C].forEach((v) => {
      s.addView(v);
      s.keep(v.path, false);
    });
    s.keep('/dss/index', false);
    expect(useTagsViewStore.getState().kept).toEqual(['/system/user', '/system/dict', '/system/config', '/dss/index']);
    const before = useTagsViewStore.getState().views;
    s.addView(A);
    expect(useTagsViewStore.getState().views).toBe(before);

    s.closeView('/system/dict');
    expect(useTagsViewStore.getState().kept).toEqual(['/system/user', '/system/config', '/dss/index']);
    s.closeOthers('/system/config');
    expect(paths(useTagsViewStore.getState().views)).toEqual(['/dss/index', '/system/config']);
    expect(useTagsViewStore.getState().kept).toEqual(['/system/config', '/dss/index']);
    s.keep('/system/config', true);
    expect(useTagsViewStore.getState().kept).toEqual(['/dss/index']);
    s.closeAll();
    expect(paths(useTagsViewStore.getState().views)).toEqual(['/dss/index']);
    s.drop('/dss/index');
    expect(useTagsViewStore.getState().kept).toEqual([]);
  });
});

describe('which pages become tabs', () => {
  it('a named route with a title, not the /redirect helper', () => {
    expect(viewOf({ name: 'Dict', meta: { title: '字典管理', icon: 'dict' } }, '/system/dict', '?x=1')).toEqual({
      path: '/system/dict',
      fullPath: '/system/dict?x=1',
      name: 'Dict',
      title: '字典管理',
      icon: 'dict',
      affix: false,
      noCache: false,
    });
    expect(viewOf({ meta: { title: '无名' } }, '/x')).toBeNull();
    expect(viewOf({ name: 'X', meta: { title: '' } }, '/x')).toBeNull();
    expect(viewOf({ name: 'X', meta: { title: 'X' } }, '/redirect/system/dict')).toBeNull();
    expect(viewOf({ name: 'N', meta: { title: 'N', noCache: true, affix: true } }, '/n')).toMatchObject({ noCache: true, affix: true });
  });

  it('affix tabs: the dashboard first, then server routes with meta.affix', () => {
    const routes = buildRouteTree((sample as GetRoutersResponse).data);
    expect(affixViews(routes)).toEqual([HOME_VIEW]);
    routes[0]!.children![1]!.meta.affix = true; // 角色管理
    expect(affixViews(routes).map((v) => v.path)).toEqual(['/dss/index', '/system/role']);
  });
});
