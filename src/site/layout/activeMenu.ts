import type { SiteMenuItem } from './menuData';

/** Does a menu link cover the pathname? Segment-wise prefix: /school covers /school/list. */
export function covers(path: string, pathname: string): boolean {
  if (path === pathname) return true;
  if (path === '/' || path === '/en') return false;
  return pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

/** The top-level menu item of the current page (a group is active for any page of its section). */
export function activeMenu(
  menus: SiteMenuItem[],
  pathname: string,
): { item: SiteMenuItem | null; childPath: string | null; exact: boolean } {
  let best: { item: SiteMenuItem; childPath: string | null; len: number; exact: boolean } | null = null;
  const consider = (item: SiteMenuItem, path: string, childPath: string | null) => {
    if (covers(path, pathname) && (!best || path.length > best.len)) {
      best = { item, childPath, len: path.length, exact: path === pathname };
    }
  };
  for (const m of menus) {
    if (m.children?.length) {
      for (const c of m.children) consider(m, c.path, c.path);
      // '/aboard/learning' → the section '/aboard' ('/en/aboard/…' → '/en/aboard')
      const section = m.path.split('/').slice(0, m.path.startsWith('/en/') ? 3 : 2).join('/');
      if (section && section !== m.path) consider(m, section, null);
    } else {
      consider(m, m.path, null);
    }
  }
  const b = best as { item: SiteMenuItem; childPath: string | null; exact: boolean } | null;
  return { item: b?.item ?? null, childPath: b?.childPath ?? null, exact: b?.exact ?? false };
}
