import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { server, http, HttpResponse, api, unauthorized } from '../../../mocks/server';
import { request } from '@shared/api/request';
import { TOKEN_KEY } from '@shared/auth/token';
import { useAuthStore } from '@shared/auth/store';
import { appLocation } from '@admin/utils/location';
import { renderAdmin, resetAdminStores, signIn } from './helpers';

beforeEach(() => {
  resetAdminStores();
  vi.spyOn(appLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

async function openDashboard() {
  signIn();
  window.history.replaceState(null, '', '/admin/dss/index');
  const utils = renderAdmin('/admin/dss/index');
  await screen.findByRole('navigation', { name: '主菜单' });
  return utils;
}

describe('logout', () => {
  it('asks 确定注销并退出系统吗？ (系统提示), then logs out and opens the login page', async () => {
    let logoutCalls = 0;
    server.use(
      http.post(api('/logout'), () => {
        logoutCalls++;
        return HttpResponse.json({ code: 200, msg: '退出成功' });
      }),
    );
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('退出登录'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('系统提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('确定注销并退出系统吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(appLocation.assign).toHaveBeenCalledWith('/admin/login'));
    expect(logoutCalls).toBe(1);
    expect(Cookies.get(TOKEN_KEY)).toBeUndefined();
    expect(useAuthStore.getState().roles).toEqual([]);
  });

  it('cancel keeps the session', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('退出登录'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dialog.className).toMatch(/leave/));
    expect(Cookies.get(TOKEN_KEY)).toBeDefined();
    expect(appLocation.assign).not.toHaveBeenCalled();
  });
});

describe('session expired (body code 401)', () => {
  it('shows one re-login confirm; 取消 re-arms it; 重新登录 clears the session and opens login with a redirect', async () => {
    server.use(http.get(api('/system/user/list'), () => unauthorized('/system/user/list')));
    const user = userEvent.setup();
    await openDashboard();
    const call = () => request({ url: '/system/user/list', method: 'get' }).catch(() => undefined);

    await Promise.all([call(), call()]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('登录状态已过期，您可以继续留在该页面，或者重新登录')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dialog.className).toMatch(/leave/));
    expect(Cookies.get(TOKEN_KEY)).toBeDefined();
    expect(appLocation.assign).not.toHaveBeenCalled();

    // (jsdom never ends the closing animation, so the first box is still in the DOM, leaving)
    await call();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const again = screen.getAllByRole('dialog')[1]!;
    await user.click(within(again).getByRole('button', { name: '重新登录' }));
    expect(appLocation.assign).toHaveBeenCalledWith('/admin/login?redirect=%2Fdss%2Findex');
    expect(Cookies.get(TOKEN_KEY)).toBeUndefined();
  });
});
