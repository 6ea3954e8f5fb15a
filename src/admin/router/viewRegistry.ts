/**
 * The view registry: `/getRouters` component strings → lazily loaded React components.
 *
 * - `Layout` → the admin shell, `ParentView` → a bare outlet, `InnerLink` → an iframe of `meta.link`;
 * - a view path (`system/dict/index`) → `src/admin/views/system/dict/index.tsx`; a path naming a folder
 *   (`monitor/cache/list`) → its `index.tsx` (`views/monitor/cache/list/index.tsx`);
 * - anything else → the "page not available" view (with the route title), never a blank page.
 *
 * Each view file is its own chunk (import.meta.glob, lazy). A view loads with the pages' texts (`loadViewTexts`):
 * the entry bundles only the shell's and the login page's namespaces.
 */
import type { ComponentType } from 'react';
import { i18n, loadNamespaces } from '@shared/i18n';
import { INNER_LINK, LAYOUT, PARENT_VIEW } from '../lib/routes/buildRoutes';

export type ViewKind = 'layout' | 'parentView' | 'innerLink' | 'view' | 'missing';
type Loader = () => Promise<unknown>;

export interface ResolvedView {
  kind: ViewKind;
  /** the normalised component string (registry key for views) */
  key: string;
  /** load the component (a dynamic import) */
  load: () => Promise<ComponentType>;
}

export interface ViewRegistry {
  resolve(component: string | undefined | null): ResolvedView;
  /** registry keys of every view file (`system/dict/index`, `dss/index`, ...) */
  keys(): string[];
}

/**
 * The namespaces of the pages inside the shell (lists, forms, dialogs, the notice bell), loaded on demand: the admin
 * entry bundles `common`, `admin` and `admin-auth` only (src/admin/main.tsx).
 */
export const VIEW_NAMESPACES = ['admin-views', 'admin-crud'] as const;

/**
 * Load the pages' texts in the current language. A view's route loader waits for them next to the view's code, so
 * a page never renders before its texts (no raw key, no suspense). Rejects when one failed to load (a dropped
 * connection): the route's error boundary then shows, never a page of keys.
 */
export async function loadViewTexts(extra: readonly string[] = []): Promise<void> {
  const namespaces = [...VIEW_NAMESPACES, ...extra];
  await loadNamespaces(namespaces);
  const lng = i18n.language;
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lng, ns));
  if (missing.length) throw new Error(`texts failed to load: ${lng}/${missing.join(', ')}`);
}

/** A lazy import and the pages' texts (plus `extra` namespaces), together. */
export function withViewTexts<T>(load: () => Promise<T>, extra: readonly string[] = []): () => Promise<T> {
  return () => Promise.all([load(), loadViewTexts(extra)]).then(([m]) => m);
}

/**
 * Namespaces a group of views needs besides VIEW_NAMESPACES, by the first segment of the view path: the forum admin's
 * pages (`bbs/...`) share `admin-bbs`, which the system pages never load.
 */
export const GROUP_NAMESPACES: Record<string, readonly string[]> = { bbs: ['admin-bbs'], monitor: ['admin-monitor'], tool: ['admin-tool'] };

/** The extra namespaces of a view path (`bbs/school/index` → ['admin-bbs']). */
export const groupNamespaces = (key: string): readonly string[] => GROUP_NAMESPACES[key.split('/')[0] ?? ''] ?? [];

function defaultExport(mod: unknown, file: string): ComponentType {
  const c = (mod as { default?: ComponentType } | null)?.default;
  if (!c) throw new Error(`${file} has no default export`);
  return c;
}

const special: Record<string, { kind: ViewKind; load: () => Promise<ComponentType> }> = {
  [LAYOUT]: { kind: 'layout', load: withViewTexts(() => import('../layout/Layout').then((m) => m.default)) },
  [PARENT_VIEW]: { kind: 'parentView', load: () => import('../layout/ParentView').then((m) => m.default) },
  [INNER_LINK]: { kind: 'innerLink', load: () => import('../layout/InnerLink').then((m) => m.default) },
};

export const loadMissingView = (): Promise<ComponentType> => import('../components/PageUnavailable').then((m) => m.default);

/** Normalise a component string: no leading `/` or `@/views/`, no extension. */
export function normaliseComponent(component: string): string {
  return component
    .trim()
    .replace(/^@?\/?(views\/)?/, '')
    .replace(/\.(tsx|jsx|vue)$/, '')
    .replace(/\/+$/, '');
}

/** Build a registry from an `import.meta.glob` map whose keys start with `base` (e.g. `../views/`). */
export function createViewRegistry(modules: Record<string, Loader>, base = '../views/'): ViewRegistry {
  const views = new Map<string, { file: string; load: Loader }>();
  for (const [file, load] of Object.entries(modules)) {
    if (!file.startsWith(base)) continue;
    views.set(file.slice(base.length).replace(/\.tsx$/, ''), { file, load });
  }
  return {
    resolve(component) {
      const raw = component?.trim() ?? '';
      const s = special[raw];
      if (s) return { kind: s.kind, key: raw, load: s.load };
      const key = raw ? normaliseComponent(raw) : '';
      const hit = key ? (views.get(key) ?? views.get(`${key}/index`)) : undefined;
      if (!hit) return { kind: 'missing', key, load: loadMissingView };
      return { kind: 'view', key, load: withViewTexts(() => hit.load().then((m) => defaultExport(m, hit.file)), groupNamespaces(key)) };
    },
    keys: () => [...views.keys()],
  };
}

/** The app's registry: every `src/admin/views/**\/index.tsx`. */
export const viewRegistry: ViewRegistry = createViewRegistry(import.meta.glob('../views/**/index.tsx'));

/** Whether this build has the view a `/getRouters` component names (not the "page not available" fallback). */
export const hasBuiltView = (component: string): boolean => viewRegistry.resolve(component).kind !== 'missing';

let viewCheck = hasBuiltView;

/** The check the guard gives `generateRoutes`: `hasBuiltView` unless a test replaced it. */
export const currentViewCheck = (): ((component: string) => boolean) => viewCheck;

/**
 * Replace the view check (tests that render RuoYi's sample tree, which names pages this build does not have yet, and
 * look at the layout rather than at which pages exist); no argument restores `hasBuiltView`.
 */
export function setViewCheck(check: (component: string) => boolean = hasBuiltView): void {
  viewCheck = check;
}
