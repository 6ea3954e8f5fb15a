/**
 * Keep-alive of the tags view (AppMain with React 19 <Activity>): pages stay mounted while hidden, with their state;
 * `noCache` pages do not; closing a tab or refreshing it remounts; at most 10 pages are kept (least recent first).
 */
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useSearchParams, type RouteObject } from 'react-router-dom';
import AppMain from '@admin/layout/AppMain';
import TagsView from '@admin/layout/TagsView';
import { useVisitedViews } from '@admin/layout/visited';
import RedirectView from '@admin/views/redirect';
import InnerLink from '@admin/layout/InnerLink';
import { KEEP_ALIVE_CAP, useTagsViewStore } from '@admin/stores/tagsView';
import { useSettingsStore } from '@admin/stores/settings';
import { useCurrentHandle } from '@admin/hooks/useRouteMeta';
import { resetAdminStores } from './helpers';

const mounts: Record<string, number> = {};
const INPUT = { selector: 'input' };

/** A page with a half-typed form, counting its mounts; it shows what location and meta it sees. */
function FormPage({ label }: { label: string }) {
  const [value, setValue] = useState('');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const handle = useCurrentHandle();
  // a lazy initialiser runs once per mount (effects re-run each time <Activity> shows the page again)
  useState(() => {
    mounts[label] = (mounts[label] ?? 0) + 1;
    return null;
  });
  return (
    <section aria-label={label}>
      <label>
        {label}
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <p data-testid={`${label}-seen`}>{`${pathname}?${params.toString()}|${handle.meta?.title ?? ''}`}</p>
    </section>
  );
}

function Shell() {
  useVisitedViews();
  return (
    <>
      <TagsView />
      <AppMain />
    </>
  );
}

const page = (path: string, title: string, extra: { noCache?: boolean } = {}): RouteObject => ({
  path,
  element: <FormPage label={title} />,
  handle: { name: title, meta: { title, ...extra } },
});

function setup(initial = '/a') {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: <Outlet />,
      children: [
        {
          element: <Shell />,
          children: [
            page('dss/index', '首页'),
            page('a', '页面A'),
            page('b', '页面B'),
            page('n', '不缓存', { noCache: true }),
            { path: 'p/:id', element: <FormPage label="P" />, handle: { name: 'P', meta: { title: 'P' } } },
            { path: 'docs', element: <InnerLink />, handle: { name: 'Docs', meta: { title: '文档', link: 'https://docs.example.com/' } } },
            { path: 'redirect/*', element: <RedirectView />, handle: { meta: { title: '', breadcrumb: false } } },
          ],
        },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const go = (router: ReturnType<typeof createMemoryRouter>, to: string) => act(() => router.navigate(to));
const tabs = () => screen.getByRole('navigation', { name: '已打开的页面' });

beforeEach(() => {
  resetAdminStores();
  for (const k of Object.keys(mounts)) delete mounts[k];
});

describe('keep-alive', () => {
  it('a page left for another tab keeps its half-typed form, hidden, and is not remounted', async () => {
    const { router, user } = setup('/a');
    await user.type(screen.getByLabelText('页面A', INPUT), '半截输入');
    await go(router, '/b');
    expect(screen.getByLabelText('页面A', INPUT)).not.toBeVisible();
    expect(screen.getByLabelText('页面B', INPUT)).toBeVisible();
    await user.click(within(tabs()).getByRole('link', { name: '页面A' }));
    await waitFor(() => expect(screen.getByLabelText('页面A', INPUT)).toBeVisible());
    expect(screen.getByLabelText('页面A', INPUT)).toHaveValue('半截输入');
    expect(mounts['页面A']).toBe(1);
    expect(useTagsViewStore.getState().kept).toEqual(['/b', '/a']);
  });

  it('a hidden page keeps seeing its own location and meta', async () => {
    const { router } = setup('/a?q=1');
    await go(router, '/b?z=9');
    expect(screen.getByTestId('页面A-seen')).toHaveTextContent('/a?q=1|页面A');
    expect(screen.getByTestId('页面B-seen')).toHaveTextContent('/b?z=9|页面B');
  });

  it('meta.noCache pages are not kept: they remount', async () => {
    const { router, user } = setup('/n');
    await user.type(screen.getByLabelText('不缓存', INPUT), 'x');
    await go(router, '/a');
    expect(screen.queryByLabelText('不缓存', INPUT)).not.toBeInTheDocument();
    await go(router, '/n');
    expect(screen.getByLabelText('不缓存', INPUT)).toHaveValue('');
    expect(mounts['不缓存']).toBe(2);
    expect(useTagsViewStore.getState().kept).toEqual(['/a']);
  });

  it('closing a tab drops its page; refresh remounts it through /redirect', async () => {
    const { router, user } = setup('/a');
    await user.type(screen.getByLabelText('页面A', INPUT), 'abc');
    await go(router, '/b');
    await user.type(screen.getByLabelText('页面B', INPUT), 'def');
    // refresh the page shown (the button of the strip)
    await user.click(screen.getByRole('button', { name: '刷新页面' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b'));
    await waitFor(() => expect(screen.getByLabelText('页面B', INPUT)).toHaveValue(''));
    expect(mounts['页面B']).toBe(2);
    expect(screen.getByLabelText('页面A', INPUT)).toHaveValue('abc'); // the other kept page is untouched
    // close 页面A from its tab: its page goes
    await user.click(within(tabs()).getByRole('button', { name: '关闭“页面A”' }));
    expect(screen.queryByLabelText('页面A', INPUT)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/b');
    await go(router, '/a');
    expect(screen.getByLabelText('页面A', INPUT)).toHaveValue('');
  });

  it(`keeps at most ${KEEP_ALIVE_CAP} pages: the least recently shown go first, never the one shown`, async () => {
    const { router, user } = setup('/p/1');
    await user.type(screen.getByLabelText('P', INPUT), 'first');
    for (let i = 2; i <= KEEP_ALIVE_CAP + 2; i++) await go(router, `/p/${i}`);
    const kept = useTagsViewStore.getState().kept;
    expect(kept).toHaveLength(KEEP_ALIVE_CAP);
    expect(kept).not.toContain('/p/1');
    expect(kept).not.toContain('/p/2');
    expect(kept.at(-1)).toBe(`/p/${KEEP_ALIVE_CAP + 2}`);
    expect(screen.getAllByLabelText('P', INPUT)).toHaveLength(KEEP_ALIVE_CAP);
    // the evicted page still has its tab; opening it mounts it afresh
    expect(within(tabs()).getAllByRole('link', { name: 'P' })).toHaveLength(KEEP_ALIVE_CAP + 2);
    await go(router, '/p/1');
    expect(screen.getAllByLabelText('P', INPUT).filter((el) => el.closest('section') && getComputedStyle(el.closest('section')!).display !== 'none')).toHaveLength(1);
    expect(useTagsViewStore.getState().kept).toContain('/p/1');
  });

  it('with the tags view off nothing is kept', async () => {
    useSettingsStore.getState().setSetting('tagsView', false);
    const { router, user } = setup('/a');
    await user.type(screen.getByLabelText('页面A', INPUT), 'abc');
    await go(router, '/b');
    expect(screen.queryByLabelText('页面A', INPUT)).not.toBeInTheDocument();
    expect(useTagsViewStore.getState().kept).toEqual([]);
  });

  it('an InnerLink page keeps its iframe (same document) while another tab is shown, at window height - 94.5', async () => {
    const { router } = setup('/docs');
    const frame = screen.getByTitle('文档');
    expect(frame).toHaveAttribute('src', 'https://docs.example.com/');
    expect(frame).toHaveStyle({ height: `${window.innerHeight - 94.5}px` });
    await go(router, '/a');
    expect(screen.getByTitle('文档')).toBe(frame);
    expect(frame).toHaveAttribute('src', 'https://docs.example.com/'); // it still knows its own link while hidden
    expect(frame).not.toBeVisible();
    await go(router, '/docs');
    expect(screen.getByTitle('文档')).toBe(frame);
    expect(frame).toBeVisible();
  });
});
