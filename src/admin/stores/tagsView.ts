/**
 * Tags view (RuoYi `tagsView` store): the tabs of visited pages and the pages kept alive.
 *
 * Everything that decides is a pure function over arrays (tested exhaustively); the zustand store only holds the
 * arrays. Rules:
 * - a tab per visited page (keyed by pathname; `fullPath` keeps the last query); affix tabs (`meta.affix`, the
 *   dashboard) come first and survive every close action;
 * - closing the active tab goes to the last remaining tab, or the dashboard; close-others goes to the chosen tab;
 * - kept pages (keep-alive): most recently shown last, at most `cap` (10): showing an 11th page drops the least
 *   recently shown one, never the one being shown; `meta.noCache` pages are never kept; closing a tab or refreshing
 *   it drops its kept page.
 */
import { create } from 'zustand';

export interface TagView {
  /** pathname: the tab's identity and its kept page's key */
  path: string;
  /** pathname + query, where the tab navigates */
  fullPath: string;
  /** route name (RuoYi: tags are added for named routes) */
  name: string;
  title: string;
  /** i18n key of static routes' titles */
  titleKey?: string;
  icon?: string;
  affix: boolean;
  /** `meta.noCache`: the page is not kept alive */
  noCache: boolean;
}

/** How many pages stay alive besides the one shown (LRU). */
export const KEEP_ALIVE_CAP = 10;

// ---------------------------------------------------------------------------------------------
// tabs (pure)

/**
 * Add a visited page: a new tab at the end (an affix tab after the other affix tabs). A page already open keeps its
 * tab and title (a title set with `updateTitle` survives) and gets the new query.
 */
export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i >= 0) {
    if (views[i]!.fullPath === view.fullPath) return [...views];
    const next = [...views];
    next[i] = { ...views[i]!, fullPath: view.fullPath };
    return next;
  }
  if (view.affix) {
    const lastAffix = views.reduce((at, v, idx) => (v.affix ? idx : at), -1);
    return [...views.slice(0, lastAffix + 1), view, ...views.slice(lastAffix + 1)];
  }
  return [...views, view];
}

/** Add the affix tabs (in order, before the others), skipping those already present. */
export function initAffix(views: readonly TagView[], affix: readonly TagView[]): TagView[] {
  let out = [...views];
  for (const a of affix) if (!out.some((v) => v.path === a.path)) out = addView(out, { ...a, affix: true });
  return out;
}

/** 关闭当前: every tab but `path` (an affix tab is never closed). */
export function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.path !== path || v.affix);
}

/** 关闭其他: the affix tabs and `path`. */
export function closeOthers(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.affix || v.path === path);
}

/** 关闭左侧: the non-affix tabs left of `path` go. */
export function closeLeft(views: readonly TagView[], path: string): TagView[] {
  const i = views.findIndex((v) => v.path === path);
  if (i < 0) return [...views];
  return views.filter((v, idx) => idx >= i || v.affix);
}

/** 关闭右侧: the non-affix tabs right of `path` go. */
export function closeRight(views: readonly TagView[], path: string): TagView[] {
  const i = views.findIndex((v) => v.path === path);
  if (i < 0) return [...views];
  return views.filter((v, idx) => idx <= i || v.affix);
}

/** 全部关闭: the affix tabs only. */
export function closeAll(views: readonly TagView[]): TagView[] {
  return views.filter((v) => v.affix);
}

/** Give a tab its own title (e.g. the dictionary type on a dict-data page). */
export function updateTitle(views: readonly TagView[], path: string, title: string): TagView[] {
  return views.map((v) => (v.path === path ? { ...v, title, titleKey: undefined } : v));
}

export interface TagMenuState {
  refresh: boolean;
  /** 关闭当前: not for affix tabs */
  close: boolean;
  /** 关闭其他: when another closable tab exists */
  closeOthers: boolean;
  /** 关闭左侧: hidden on the first tab (or when only affix tabs are left of it) */
  closeLeft: boolean;
  /** 关闭右侧: hidden on the last tab */
  closeRight: boolean;
  /** 全部关闭: when any closable tab exists */
  closeAll: boolean;
}

/** Which context-menu actions make sense for the tab `path`. */
export function tagMenuState(views: readonly TagView[], path: string): TagMenuState {
  const i = views.findIndex((v) => v.path === path);
  const self = views[i];
  const closable = (v: TagView) => !v.affix;
  return {
    refresh: i >= 0,
    close: !!self && !self.affix,
    closeOthers: views.some((v, idx) => idx !== i && closable(v)),
    closeLeft: i > 0 && views.slice(0, i).some(closable),
    closeRight: i >= 0 && i < views.length - 1 && views.slice(i + 1).some(closable),
    closeAll: views.some(closable),
  };
}

/**
 * Where to go after a close action: nowhere when the current page is still open; else the last remaining tab,
 * else `home`. (`preferred` wins when it is still open: close-others / left / right go to the chosen tab.)
 */
export function nextLocation(
  remaining: readonly TagView[],
  currentPath: string,
  home: string,
  preferred?: string,
): string | null {
  if (remaining.some((v) => v.path === currentPath)) return null;
  const chosen = preferred ? remaining.find((v) => v.path === preferred) : undefined;
  if (chosen) return chosen.fullPath;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : home;
}

// ---------------------------------------------------------------------------------------------
// kept pages (pure)

/** Show `path`: it moves to the most recent end; beyond `cap` the least recent go (never `path` itself). */
export function touchKept(kept: readonly string[], path: string, cap = KEEP_ALIVE_CAP): string[] {
  const next = [...kept.filter((k) => k !== path), path];
  const limit = Math.max(1, cap);
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export function dropKept(kept: readonly string[], ...paths: string[]): string[] {
  return kept.filter((k) => !paths.includes(k));
}

/** Keep only pages that still have a tab (and are cacheable). */
export function keptForViews(kept: readonly string[], views: readonly TagView[]): string[] {
  return kept.filter((k) => views.some((v) => v.path === k && !v.noCache));
}

// ---------------------------------------------------------------------------------------------
// store

export interface TagsViewState {
  views: TagView[];
  /** kept-alive pages, least recently shown first */
  kept: string[];
  addView(view: TagView): void;
  initAffix(affix: TagView[]): void;
  /** the page `path` is shown: keep it (unless noCache) */
  keep(path: string, noCache: boolean, cap?: number): void;
  /** drop a kept page (refresh) */
  drop(path: string): void;
  closeView(path: string): TagView[];
  closeOthers(path: string): TagView[];
  closeLeft(path: string): TagView[];
  closeRight(path: string): TagView[];
  closeAll(): TagView[];
  updateTitle(path: string, title: string): void;
  reset(): void;
}

const sameItems = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export const useTagsViewStore = create<TagsViewState>()((set, get) => {
  /** set the tabs (no update when nothing changed) and drop the kept pages whose tab is gone */
  const apply = (views: TagView[], prune = true) => {
    const prev = get();
    if (sameItems(prev.views, views)) return prev.views;
    const kept = prune ? keptForViews(prev.kept, views) : prev.kept;
    set({ views, kept: sameItems(prev.kept, kept) ? prev.kept : kept });
    return views;
  };
  return {
    views: [],
    kept: [],
    addView(view) {
      apply(addView(get().views, view), false);
    },
    initAffix(affix) {
      apply(initAffix(get().views, affix), false);
    },
    keep(path, noCache, cap = KEEP_ALIVE_CAP) {
      if (noCache) {
        if (get().kept.includes(path)) set({ kept: dropKept(get().kept, path) });
        return;
      }
      const kept = get().kept;
      if (kept[kept.length - 1] === path) return;
      set({ kept: touchKept(kept, path, cap) });
    },
    drop(path) {
      if (get().kept.includes(path)) set({ kept: dropKept(get().kept, path) });
    },
    closeView: (path) => apply(closeView(get().views, path)),
    closeOthers: (path) => apply(closeOthers(get().views, path)),
    closeLeft: (path) => apply(closeLeft(get().views, path)),
    closeRight: (path) => apply(closeRight(get().views, path)),
    closeAll: () => apply(closeAll(get().views)),
    updateTitle(path, title) {
      if (get().views.some((v) => v.path === path && v.title !== title)) set({ views: updateTitle(get().views, path, title) });
    },
    reset() {
      set({ views: [], kept: [] });
    },
  };
});
