/**
 * The routes a server-rendered page was matched to, sent with it (routes.tsx RouteSeed): the browser's start-up takes
 * them instead of matching again, and gets what matching would give.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { matchesOfSeed, routes, routeSeedAt, type RouteSeed } from '@site/routes';

/** What react-router matches on the whole table, routes as objects of that table. */
function matchedOnWholeTable(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map((m) => ({ route: m.route, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase }));
}

describe('route seeds', () => {
  it.each(['/', '/en', '/ossd/requirements', '/en/ossd/requirements', '/school/list', '/school/detail/1', '/en/school/detail/42', '/FQA', '/news/detail/3', '/no/such/page'])(
    '%s: the seed, through JSON, gives the matches of the whole table',
    (pathname) => {
      const seed = JSON.parse(JSON.stringify(routeSeedAt(pathname))) as RouteSeed;
      expect(seed.pathname).toBe(pathname);
      const matches = matchesOfSeed(seed)!;
      expect(matches.map((m) => ({ route: m.route, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase }))).toEqual(matchedOnWholeTable(pathname));
      // one params object for all, as react-router's
      expect(new Set(matches.map((m) => m.params)).size).toBe(1);
    },
  );

  it("a seed that does not fit these tables (another build's page) is refused", () => {
    const seed = routeSeedAt('/school/detail/1')!;
    const last = seed.matches[seed.matches.length - 1]!;
    expect(matchesOfSeed({ ...seed, matches: [...seed.matches.slice(0, -1), { ...last, path: 'school/other/:id' }] })).toBeNull();
    expect(matchesOfSeed({ ...seed, matches: [...seed.matches.slice(0, -1), { ...last, at: 9999 }] })).toBeNull();
    expect(matchesOfSeed({ ...seed, matches: [] })).toBeNull();
  });
});
