/** Shared setup of the 学校管理 / 红黑榜 / 城市管理 page tests. */
import { beforeEach, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { server, http, api } from '../../../../mocks/server';
import { serveSchoolsAdmin } from '../../../../mocks/bbs-admin-schools';
import { queryOf, resetViewState, signInWith } from './helpers';

// the school dialog is long (two rich-text editors, a dozen selects): on a busy machine the pages need more than the default
vi.setConfig({ testTimeout: 60_000 });
/** waits for what follows a save (the mock answers at once; the dialog's validation takes the time) */
export const SLOW = { timeout: 15_000 };
export const OK_BUTTON = /确\s*定/;
export const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

/** A signed-in admin with every permission and a fresh dict store before each test. */
export function signInBeforeEach(): void {
  beforeEach(() => {
    resetViewState();
    signInWith();
  });
}

/** The three pages' mocks, and the queries of `listPath`'s calls as they arrive. */
export function serveWithLists(listPath: string) {
  const lists: Record<string, string>[] = [];
  const mock = serveSchoolsAdmin();
  server.use(
    http.get(api(listPath), ({ request }) => {
      lists.push(queryOf(request));
      return undefined;
    }),
    ...mock.handlers,
  );
  return { lists, mock };
}
