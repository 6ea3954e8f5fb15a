/** Helpers of the admin page tests: a page inside antd's <App> on a memory router, with a signed-in user. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setToken } from '@shared/auth/token';
import { useAuthStore } from '@shared/auth/store';
import { MOCK_TOKEN } from '../../../../mocks/handlers';
import { resetDictStore } from '@admin/components/dict';
import { antdLocale } from '@shared/i18n/antd';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30000 });

/** A token (so the default dict handler answers) and the given permissions. */
export function signInWith(permissions: string[] = ['*:*:*'], roles: string[] = ['admin']): void {
  setToken(MOCK_TOKEN);
  useAuthStore.setState({ token: MOCK_TOKEN, permissions, roles, name: 'admin', nickName: '管理员' });
}

export function resetViewState(): void {
  resetDictStore();
}

/**
 * Render `element` at `path` (a route pattern) entered as `entry`; other paths render a marker with their
 * pathname, so navigation can be asserted.
 */
export function renderPage(element: ReactNode, { path = '/', entry = path }: { path?: string; entry?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [entry] },
  );
  const utils = render(
    <ConfigProvider locale={antdLocale('zh')}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return { router, ...utils };
}

/** Read a request's query (decoded keys, e.g. `params[beginTime]`). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** A RuoYi paged list envelope. */
export function table<T>(rows: T[], total = rows.length) {
  return { code: 200, msg: '查询成功', rows, total };
}
