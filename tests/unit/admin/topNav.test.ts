/** Top nav (settings "top nav"): how many items show, the "more" menu, and the sidebar of the chosen item. */
import { describe, expect, it } from 'vitest';
import type { GetRoutersResponse } from '@shared/contract';
import { sideMenusFor, splitTopMenus, topKeyFor, visibleTopCount } from '@admin/layout/topNav';
import { buildMenu } from '@admin/lib/routes/buildRoutes';
import { HOME_MENU } from '@admin/lib/routes/staticRoutes';
import sample from './fixtures/getRouters-admin-sample.json';

const menus = [HOME_MENU, ...buildMenu((sample as GetRoutersResponse).data)];

describe('top nav', () => {
  it('shows max(1, floor(width / 3 / 85)) items', () => {
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(1440)).toBe(5);
    expect(visibleTopCount(1024)).toBe(4);
    expect(visibleTopCount(500)).toBe(1);
    expect(visibleTopCount(0)).toBe(1);
  });

  it('puts the rest under the "more" menu', () => {
    const { visible, more } = splitTopMenus(menus, 1024);
    expect(visible.map((m) => m.title)).toEqual(['首页', '系统管理', '系统监控', '系统工具']);
    expect(more.map((m) => m.title)).toEqual(['若依官网']);
    expect(splitTopMenus(menus, 3000).more).toEqual([]);
  });

  it('finds the top-level item of a page (also of a hidden detail page by its path)', () => {
    expect(topKeyFor(menus, '/system/log/operlog')).toBe('/system');
    expect(topKeyFor(menus, '/monitor/job')).toBe('/monitor');
    expect(topKeyFor(menus, '/dss/index')).toBe('/dss/index');
    expect(topKeyFor(menus, '/monitor/job-log/index/1')).toBe('/monitor');
    expect(topKeyFor(menus, '/user/profile')).toBeUndefined();
  });

  it('the sidebar shows the children of the chosen item; a page without children has none', () => {
    expect(sideMenusFor(menus, '/monitor').map((m) => m.title)).toEqual(['在线用户', '定时任务', '数据监控', '服务监控', '缓存监控', '缓存列表']);
    expect(sideMenusFor(menus, '/dss/index')).toEqual([]);
    expect(sideMenusFor(menus, undefined)).toEqual([]);
  });
});
