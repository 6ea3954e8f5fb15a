/** Helpers of the admin unit tests: the real admin app on a memory router, store resets, a signed-in session. */
import { vi } from 'vitest';
import { act, configure, render } from '@testing-library/react';
import { setToken } from '@shared/auth/token';
import { resetAuthStore } from '@shared/auth/store';
import { MOCK_TOKEN } from '../../../mocks/handlers';
import AdminApp from '@admin/App';
import { createAdminMemoryRouter } from '@admin/router';
import { usePermissionStore } from '@admin/stores/permission';
import { useAdminUserStore } from '@admin/stores/user';
import { resetAppStore } from '@admin/stores/app';
import { resetSettingsStore } from '@admin/stores/settings';
import { useTagsViewStore } from '@admin/stores/tagsView';

// lazy route chunks (antd pages) take a moment to import on the first render of a test file, more so on a busy
// machine: whole-app tests get more time than the project default
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30000 });

export function resetAdminStores(): void {
  usePermissionStore.getState().reset();
  useAdminUserStore.getState().reset();
  resetAppStore();
  resetSettingsStore();
  useTagsViewStore.getState().reset();
  resetAuthStore();
}

/** A token cookie as after a login (roles still empty: the guard loads them). */
export function signIn(token = MOCK_TOKEN): void {
  setToken(token);
  resetAuthStore();
}

/** Render the admin app at `entry` (a browser path under /admin). */
export function renderAdmin(entry: string) {
  const router = createAdminMemoryRouter([entry]);
  const utils = render(<AdminApp router={router} />);
  return { router, ...utils };
}

/** The in-app path of the router (basename stripped) with its query. */
export function appPath(router: ReturnType<typeof createAdminMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname.replace(/^\/admin(?=\/|$)/, '') || '/'}${search}`;
}

export async function flush(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}
