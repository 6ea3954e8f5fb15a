import type { RouterItem, RouterMeta } from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import type { MenuRow } from '../../db/schema';
import type { Lang } from '../../lib/lang';
import { isAdminUser } from './permission';

/**
 * GET /getRouters: RuoYi's SysMenuServiceImpl.buildMenus (contract 3.4), rule for rule.
 * Input: M and C menus with status '0' ordered by parent_id, order_num; the tree starts at parent 0.
 */
export type RouterMenu = Pick<
  MenuRow,
  'menu_id' | 'menu_name' | 'menu_name_en' | 'parent_id' | 'order_num' | 'path' | 'component' | 'query' | 'route_name' | 'is_frame' | 'is_cache' | 'menu_type' | 'visible' | 'icon'
>;

interface MenuNode extends RouterMenu {
  children: MenuNode[];
}

const TYPE_DIR = 'M';
const TYPE_MENU = 'C';
/** is_frame: 1 = not an external link ("no frame") */
const NO_FRAME = 1;
const LAYOUT = 'Layout';
const PARENT_VIEW = 'ParentView';
const INNER_LINK = 'InnerLink';

const isHttp = (path: string | null | undefined) => !!path && /^https?:\/\//.test(path);
const notEmpty = (s: string | null | undefined): s is string => s !== null && s !== undefined && s !== '';
const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** A top-level page (C, not an external link): wrapped in a Layout route at '/'. */
const isMenuFrame = (m: RouterMenu) => m.parent_id === 0 && m.menu_type === TYPE_MENU && m.is_frame === NO_FRAME;
/** An http(s) path shown inside the admin (is_frame 1). */
const isInnerLink = (m: RouterMenu) => m.is_frame === NO_FRAME && isHttp(m.path);
const isParentView = (m: RouterMenu) => m.parent_id !== 0 && m.menu_type === TYPE_DIR;

/** 'https://www.example.com:8080/x' → 'example/com/8080/x' (a route path for an inner link). */
export function innerLinkReplaceEach(path: string): string {
  // StringUtils.replaceEach: at each position the earliest search string wins, in this order
  return path.replace(/https?:\/\/|www\.|[.:]/g, (m) => (m === '.' || m === ':' ? '/' : ''));
}

function routeName(name: string | null | undefined, path: string): string {
  return capitalize(notEmpty(name) ? name : path);
}

function getRouteName(m: RouterMenu): string {
  return isMenuFrame(m) ? '' : routeName(m.route_name, m.path);
}

function getRouterPath(m: RouterMenu): string {
  let path = m.path;
  if (m.parent_id !== 0 && isInnerLink(m)) path = innerLinkReplaceEach(path);
  if (m.parent_id === 0 && m.menu_type === TYPE_DIR && m.is_frame === NO_FRAME) path = `/${m.path}`;
  else if (isMenuFrame(m)) path = '/';
  return path;
}

function getComponent(m: RouterMenu): string {
  if (notEmpty(m.component) && !isMenuFrame(m)) return m.component;
  if (!notEmpty(m.component) && m.parent_id !== 0 && isInnerLink(m)) return INNER_LINK;
  if (!notEmpty(m.component) && isParentView(m)) return PARENT_VIEW;
  return LAYOUT;
}

/** MetaVo: `link` only for http(s) paths, else null (always present). */
function meta(title: string, icon: string, noCache = false, link?: string | null): RouterMeta {
  return { title, icon, noCache, link: isHttp(link) ? (link as string) : null };
}

/** RouterVo with @JsonInclude(NON_EMPTY): empty strings, nulls and empty lists left out; `hidden` always there. */
function router(fields: {
  name?: string; path: string; hidden?: boolean; redirect?: string; component?: string | null; query?: string | null;
  alwaysShow?: boolean; meta?: RouterMeta | null; children?: RouterItem[];
}): RouterItem {
  const r: RouterItem = { path: fields.path, hidden: fields.hidden ?? false };
  if (notEmpty(fields.name)) r.name = fields.name;
  if (notEmpty(fields.redirect)) r.redirect = fields.redirect;
  if (notEmpty(fields.component)) r.component = fields.component;
  if (notEmpty(fields.query)) r.query = fields.query;
  if (fields.alwaysShow) r.alwaysShow = true;
  if (fields.meta) r.meta = fields.meta;
  if (fields.children && fields.children.length > 0) r.children = fields.children;
  // the key order of RuoYi's JSON, so answers diff cleanly against getRouters-admin-sample.json
  const ordered: RouterItem = {} as RouterItem;
  for (const k of ['name', 'path', 'hidden', 'redirect', 'component', 'query', 'alwaysShow', 'meta', 'children'] as const) {
    if (k in r) (ordered as unknown as Record<string, unknown>)[k] = r[k];
  }
  return ordered;
}

export function buildRouters(menus: MenuNode[]): RouterItem[] {
  return menus.map((m) => {
    const base = {
      hidden: m.visible === '1',
      name: getRouteName(m),
      path: getRouterPath(m),
      component: getComponent(m),
      query: m.query,
      meta: meta(m.menu_name, m.icon, m.is_cache === 1, m.path) as RouterMeta | null,
    };
    if (m.children.length > 0 && m.menu_type === TYPE_DIR) {
      return router({ ...base, alwaysShow: true, redirect: 'noRedirect', children: buildRouters(m.children) });
    }
    if (isMenuFrame(m)) {
      const child = router({
        path: m.path,
        component: m.component,
        name: routeName(m.route_name, m.path),
        meta: meta(m.menu_name, m.icon, m.is_cache === 1, m.path),
        query: m.query,
      });
      return router({ ...base, meta: null, children: [child] });
    }
    if (m.parent_id === 0 && isInnerLink(m)) {
      const routerPath = innerLinkReplaceEach(m.path);
      const child = router({
        path: routerPath,
        component: INNER_LINK,
        name: routeName(m.route_name, routerPath),
        meta: meta(m.menu_name, m.icon, false, m.path),
      });
      return router({ ...base, path: '/', meta: { title: m.menu_name, icon: m.icon, noCache: false, link: null }, children: [child] });
    }
    return router(base);
  });
}

/** Menus (already ordered) to a tree from parent 0; menus whose parent is not in the list are dropped, like RuoYi. */
export function menuTree(menus: RouterMenu[], rootId = 0): MenuNode[] {
  const byParent = new Map<number, RouterMenu[]>();
  for (const m of menus) {
    const list = byParent.get(m.parent_id) ?? [];
    list.push(m);
    byParent.set(m.parent_id, list);
  }
  const build = (parentId: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((m) => !seen.has(m.menu_id)) // a corrupt parent cycle must not loop forever
      .map((m) => ({ ...m, children: build(m.menu_id, new Set(seen).add(m.menu_id)) }));
  return build(rootId, new Set());
}

const ROUTER_COLUMNS = [
  'm.menu_id', 'm.menu_name', 'm.menu_name_en', 'm.parent_id', 'm.order_num', 'm.path', 'm.component', 'm.query', 'm.route_name',
  'm.is_frame', 'm.is_cache', 'm.menu_type', 'm.visible', 'm.icon',
] as const;

/** The M/C menus a user may see: all of them for the admin, else those of the user's enabled roles. */
export async function selectRouterMenus(db: Db, userId: number): Promise<RouterMenu[]> {
  let q = db
    .selectFrom('sys_menu as m')
    .select(ROUTER_COLUMNS)
    .where('m.menu_type', 'in', [TYPE_DIR, TYPE_MENU])
    .where('m.status', '=', '0');
  if (!isAdminUser(userId)) {
    q = q.where('m.menu_id', 'in', (eb) =>
      eb
        .selectFrom('sys_role_menu as rm')
        .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
        .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
        .select('rm.menu_id')
        .where('ur.user_id', '=', userId)
        .where('r.status', '=', '0')
        .where('r.del_flag', '=', '0'),
    );
  }
  return q.orderBy('m.parent_id').orderBy('m.order_num').orderBy('m.menu_id').execute();
}

/** The menu's title in `lang`: the English one when asked for and set, else the Chinese `menu_name`. */
export function menuTitle(m: Pick<RouterMenu, 'menu_name' | 'menu_name_en'>, lang: Lang): string {
  return lang === 'en' && notEmpty(m.menu_name_en?.trim()) ? m.menu_name_en : m.menu_name;
}

const pathSegments = (path: string) => path.split('/').filter((seg) => seg && !seg.startsWith(':'));

/**
 * Makes every route name in the tree unique (RuoYi-Vue3's client adds routes by name, and a second route with the
 * same name replaces the first). The first route with a name, in menu order, keeps it as RuoYi builds it (so RuoYi's
 * own pages keep the names its client's keep-alive knows); each later one is prefixed with its parents' path
 * segments, capitalized (`Notice` under `/bbs` after `/system`'s → `BbsNotice`), and gets `2`, `3`… if that is taken
 * too. Returns a new tree.
 */
export function uniqueRouteNames(routers: RouterItem[]): RouterItem[] {
  const taken = new Set<string>();
  const collect = (list: RouterItem[]) => {
    for (const r of list) {
      if (r.name) taken.add(r.name);
      if (r.children) collect(r.children);
    }
  };
  collect(routers);
  const seen = new Set<string>();
  const rename = (list: RouterItem[], parents: string[]): RouterItem[] =>
    list.map((r) => {
      const out: RouterItem = { ...r };
      if (r.name && seen.has(r.name)) {
        const base = parents.map(capitalize).join('') + r.name;
        let name = base;
        for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
        taken.add(name);
        out.name = name;
      } else if (r.name) {
        seen.add(r.name);
      }
      if (r.children) out.children = rename(r.children, [...parents, ...pathSegments(r.path)]);
      return out;
    });
  return rename(routers, []);
}

/** The router tree of a user, titles in `lang`, route names unique. */
export async function getRouters(db: Db, userId: number, lang: Lang = 'zh'): Promise<RouterItem[]> {
  const menus = (await selectRouterMenus(db, userId)).map((m) => ({ ...m, menu_name: menuTitle(m, lang) }));
  return uniqueRouteNames(buildRouters(menuTree(menus)));
}
