/**
 * The site's declarative router (src/site/router, lib/lazyPage): lazy pages, the error boundary, redirects,
 * scroll targets and what a first render needs loaded.
 */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@site/lib/lazyPage';
import { preloadRoutesAt, redirectAt } from '@site/routes';
import { RouteErrorBoundary } from '@site/router/RouteErrorBoundary';
import { scrollTarget } from '@site/router/scroll';
import { memoryHistory, SiteRouter } from '@site/router/SiteRouter';

describe('list roots', () => {
  it.each([
    ['/school', '/school/list'],
    ['/school/?abroad=1', '/school/list?abroad=1'],
    ['/en/station', '/en/station/list'],
    ['/story?page=2', '/story/list?page=2'],
  ])('%s redirects to %s', (from, to) => {
    expect(redirectAt(new URL(from, 'http://x'))).toBe(to);
  });

  it.each(['/school/list', '/school/detail/1', '/', '/en', '/ossd/requirements', '/nope'])('%s does not redirect', (path) => {
    expect(redirectAt(new URL(path, 'http://x'))).toBeNull();
  });
});

describe('scroll targets', () => {
  it('back and forward return to the saved position', () => {
    expect(scrollTarget('POP', 840, true, '')).toEqual({ top: 840 });
  });
  it('a new page starts at the top, or at its hash', () => {
    expect(scrollTarget('PUSH', undefined, true, '')).toEqual({ top: 0 });
    expect(scrollTarget('PUSH', undefined, true, '#fees')).toEqual({ id: 'fees' });
    expect(scrollTarget('REPLACE', undefined, true, '#%E5%AD%A6%E8%B4%B9')).toEqual({ id: '学费' });
  });
  it('a change of the query alone leaves the scroll to the page (a list filter, its pager)', () => {
    expect(scrollTarget('PUSH', undefined, false, '')).toBeNull();
    expect(scrollTarget('REPLACE', undefined, false, '')).toBeNull();
  });
  it('a first visit without a saved position stays where the browser put it', () => {
    expect(scrollTarget('POP', undefined, false, '')).toBeNull();
  });
});

describe('lazy pages', () => {
  it('preloadRoutesAt loads the page of a path, so its first render does not suspend', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return { default: () => <h1>ready</h1> };
    });
    await page.handle.preload();
    render(
      <SiteRouter history={memoryHistory(['/'])}>
        <Suspense fallback={<p>loading</p>}>{page.element}</Suspense>
      </SiteRouter>,
    );
    // no fallback in between: the page was there for the first render
    expect(screen.getByRole('heading', { name: 'ready' })).toBeInTheDocument();
    expect(loads).toBe(1);
    // the real table: a guide's route code and a school page's
    await expect(preloadRoutesAt('/ossd/requirements')).resolves.toBeUndefined();
    await expect(preloadRoutesAt('/en/school/detail/1')).resolves.toBeUndefined();
  });

  it('a page whose code fails to load shows the error page; another page works, and a return loads it again', async () => {
    let attempts = 0;
    const flaky = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: () => <h1>flaky page</h1> };
    });
    const other = lazyPage(async () => ({ default: () => <h1>other page</h1> }));
    const history = memoryHistory(['/flaky']);
    function Pages() {
      return useRoutes([
        { path: '/flaky', ...flaky },
        { path: '/other', ...other },
      ]);
    }
    render(
      <SiteRouter history={history}>
        <RouteErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Pages />
          </Suspense>
        </RouteErrorBoundary>
      </SiteRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    act(() => history.push('/other'));
    expect(await screen.findByRole('heading', { name: 'other page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'flaky page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
