/**
 * The header and footer menus come from the content engineer's `content/menus.ts` (spec section 2).
 */
import type { Lang } from '@shared/i18n';
import { getMenu, type MenuItem } from '@site/content/menus';

export type SiteMenuItem = MenuItem;

export function siteMenus(lang: Lang): SiteMenuItem[] {
  return getMenu(lang);
}
