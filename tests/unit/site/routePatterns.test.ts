import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeMatchesAt, routes } from '@site/routes';
import { GUIDE_PATHS, isPublicPath, SITE_PATHS } from '@site/lib/routePatterns';

/** Every path of a language table (index and the catch-all left out). */
function pathsOf(table: RouteObject): string[] {
  return (table.children ?? []).flatMap((r) => (r.path && r.path !== '*' ? [r.path] : []));
}

describe('the route-pattern table', () => {
  const [layout] = routes;
  const [zh, en] = layout!.children!;

  it('is what both language tables of the site are built from', () => {
    const table = new Set<string>([...Object.values(SITE_PATHS), ...Object.values(GUIDE_PATHS)]);
    expect(pathsOf(zh!).filter((p) => !table.has(p))).toEqual([]);
    expect(new Set(pathsOf(zh!))).toEqual(table);
    // the FQA is Chinese only
    expect(new Set(pathsOf(en!))).toEqual(new Set([...table].filter((p) => p !== GUIDE_PATHS.FQA)));
  });

  it.each(['/', '/en', '/en/', '/school/list', '/en/school/detail/9', '/ossd/literacy-test', '/en/aboard/learning-style', '/FQA', '/layout/person', '/ossd/checker', '/en/ossd/checker', '/fee/calculator', '/en/fee/calculator', '/en/fee/tuition-subsidy'])(
    '%s is a page',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
    },
  );

  it.each(['/nope', '/en/FQA', '/ossd/nope', '/aboard/learning-style', '/en/aboard/learning', '/school/detail', '/school/detail/1/2', '/%E0%A4%A', '/ossd/checker/x', '/fee/checker', '/fee/calculator/1', '/fee/nope'])(
    '%s is not a page',
    (path) => expect(isPublicPath(path)).toBe(false),
  );

  it.each(['/fee/calculator', '/en/fee/calculator'])('%s is the calculator, not a guide page (the static route ranks first)', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).toBe(SITE_PATHS.costCalculator);
  });

  // compare and shared shortlists (issue 15)
  it.each([
    ['/compare', true], ['/en/compare', true], ['/shortlist/AbCdEf0123456789_-xyz', true], ['/en/shortlist/token', true],
    ['/shortlist', false], ['/compare/1', false], ['/en/shortlist/a/b', false],
  ])('%s is a page: %s', (path, page) => expect(isPublicPath(path)).toBe(page));

  it('routeMatchesAt picks the same routes and params as matching the whole table, for every page and for odd paths', () => {
    const pages = [...Object.values(SITE_PATHS), ...Object.values(GUIDE_PATHS)].map((p) => `/${p.replace(/:\w+/g, '7').replace('*', 'person')}`);
    const odd = ['/', '/en', '/en/', '/nope', '/en/nope', '/en', '/EN/School/List', '/School/Detail/3', '/en/FQA', '/FQA/', '/school/', '/school//list',
      '/%73chool/list', '/en/en/school/list', '/ossd', '/ossd/checker/x', '/layout', '/layout/a/b/c', '/en/layout/person', '/dssindex', '/x/school/list'];
    const paths = [...pages, ...pages.map((p) => `/en${p}`), ...odd];
    const routesOf = (matches: ReturnType<typeof matchRoutes> | null | undefined) =>
      (matches ?? []).map((m) => ({ element: m.route.element, handle: m.route.handle, path: m.route.path, params: m.params, pathname: m.pathname }));
    for (const path of paths) {
      expect(routesOf(routeMatchesAt(path)), path).toEqual(routesOf(matchRoutes(routes, path)));
      // the page's own route object is the table's (its lazy handle holds the loaded code)
      expect(routeMatchesAt(path).at(-1)?.route, path).toBe(matchRoutes(routes, path)?.at(-1)?.route);
    }
  });
});
