/**
 * Route search (RuoYi HeaderSearch), pure parts: the pool of pages the user can open and the ranking.
 *
 * - Pool: the menu leaves (the permitted routes as the sidebar shows them, hidden routes already skipped; external
 *   links included), each with its title path (parent titles + own) and its full path with the menu's query.
 * - Ranking: plain case-insensitive substring matches on the path first, then fuse.js matches not already listed.
 *   Fuse options as RuoYi's except the threshold: the spec's 0.4 (RuoYi uses 0.2), title weight 0.7, path 0.3.
 */
import Fuse, { type FuseResultMatch, type IFuseOptions } from 'fuse.js';
import { menuHref, type MenuItem } from '../lib/routes/buildRoutes';

export interface SearchEntry {
  /** where selecting goes: in-app path with query, or an http URL */
  path: string;
  /** parent titles, then the page's own */
  title: string[];
  icon?: string;
  external: boolean;
}

export interface SearchResult {
  item: SearchEntry;
  /** character ranges [start, end] (inclusive) to highlight, per title segment index */
  titleRanges: Record<number, [number, number][]>;
  pathRanges: [number, number][];
}

export const FUSE_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  distance: 100,
  minMatchCharLength: 1,
  includeMatches: true,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The pool from the menu tree; `titleOf` gives a menu item's display title (i18n of static entries). */
export function buildSearchPool(menus: readonly MenuItem[], titleOf: (m: MenuItem) => string): SearchEntry[] {
  const out: SearchEntry[] = [];
  const walk = (list: readonly MenuItem[], parents: string[]) => {
    for (const m of list) {
      const title = titleOf(m);
      if (m.children) {
        walk(m.children, title ? [...parents, title] : parents);
        continue;
      }
      const entry: SearchEntry = { path: m.external ? m.key : menuHref(m), title: [...parents, title], external: m.external };
      if (m.icon) entry.icon = m.icon;
      out.push(entry);
    }
  };
  walk(menus, []);
  return out;
}

function substringRanges(text: string, query: string): [number, number][] {
  const out: [number, number][] = [];
  if (!query) return out;
  const hay = text.toLowerCase();
  const needle = query.toLowerCase();
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + needle.length)) out.push([i, i + needle.length - 1]);
  return out;
}

function rangesFrom(matches: readonly FuseResultMatch[] | undefined, entry: SearchEntry, query: string): Omit<SearchResult, 'item'> {
  const titleRanges: Record<number, [number, number][]> = {};
  let pathRanges: [number, number][] = [];
  // exact substrings read best; fuse's scattered indices only when the query is not a substring
  entry.title.forEach((t, i) => {
    const r = substringRanges(t, query);
    if (r.length) titleRanges[i] = r;
  });
  pathRanges = substringRanges(entry.path, query);
  for (const m of matches ?? []) {
    const ranges = m.indices.filter(([a, b]) => b >= a).map(([a, b]) => [a, b] as [number, number]);
    if (m.key === 'title' && m.refIndex !== undefined && !titleRanges[m.refIndex]) titleRanges[m.refIndex] = ranges;
    if (m.key === 'path' && !pathRanges.length) pathRanges = ranges;
  }
  return { titleRanges, pathRanges };
}

/** Search the pool: path substring matches first (pool order), then fuse matches (best first), no duplicates. */
export function searchRoutes(pool: readonly SearchEntry[], query: string, fuse = new Fuse([...pool], FUSE_OPTIONS)): SearchResult[] {
  const q = query.trim();
  if (!q) return [];
  const lower = q.toLowerCase();
  const direct = pool.filter((p) => p.path.toLowerCase().includes(lower));
  const results: SearchResult[] = direct.map((item) => ({ item, ...rangesFrom(undefined, item, q) }));
  for (const r of fuse.search(q)) {
    if (direct.includes(r.item)) continue;
    results.push({ item: r.item, ...rangesFrom(r.matches, r.item, q) });
  }
  return results;
}

/** Split `text` into plain and highlighted parts by inclusive ranges. */
export function highlightParts(text: string, ranges: readonly [number, number][] | undefined): { text: string; hit: boolean }[] {
  if (!ranges?.length) return [{ text, hit: false }];
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (start < at) continue;
    if (start > at) out.push({ text: text.slice(at, start), hit: false });
    out.push({ text: text.slice(start, end + 1), hit: true });
    at = end + 1;
  }
  if (at < text.length) out.push({ text: text.slice(at), hit: false });
  return out.filter((p) => p.text);
}
