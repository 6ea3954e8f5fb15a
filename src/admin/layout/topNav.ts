/**
 * Top nav (RuoYi TopNav, settings `topNav`), pure parts: the top-level menus in the navbar, the first
 * `max(1, floor(width / 3 / 85))` visible and the rest under 更多菜单; the sidebar shows the children of the chosen
 * (or current) top-level item; a top-level page without children hides the sidebar.
 */
import { menuChain, type MenuItem } from '../lib/routes/buildRoutes';

/** Width of one top-nav item as RuoYi counts it. */
export const TOP_ITEM_WIDTH = 85;

/** How many top-level items fit before the "more" menu (spec: width / 3 / 85, at least one). */
export function visibleTopCount(width: number): number {
  return Math.max(1, Math.floor(width / 3 / TOP_ITEM_WIDTH));
}

/** Visible items and the overflow (under 更多菜单). */
export function splitTopMenus(menus: readonly MenuItem[], width: number): { visible: MenuItem[]; more: MenuItem[] } {
  const n = visibleTopCount(width);
  return { visible: menus.slice(0, n), more: menus.slice(n) };
}

/**
 * The top-level item the page `activeKey` belongs to: the one whose branch holds it as a leaf, else the one whose
 * path prefixes it (`/system/dict-data/index/1` → `/system`), else undefined.
 */
export function topKeyFor(menus: readonly MenuItem[], activeKey: string): string | undefined {
  const chain = menuChain([...menus], activeKey);
  if (chain.length) return chain[0]!.key;
  const byPrefix = menus.find((m) => !m.external && m.key !== '/' && activeKey.startsWith(`${m.key}/`));
  return byPrefix?.key;
}

/** The sidebar items under the top-level item `topKey` (none for a page or an unknown key). */
export function sideMenusFor(menus: readonly MenuItem[], topKey: string | undefined): MenuItem[] {
  if (!topKey) return [];
  return menus.find((m) => m.key === topKey)?.children ?? [];
}
