/**
 * The schools picked for comparison (issue 15): at most COMPARE_MAX ids in localStorage, shared by every tab.
 * Kept tiny: the school list and detail pages import it for their 加入对比 buttons.
 */
import { useBrowserSnapshot } from './useHydrated';

export const COMPARE_MAX = 4;
const KEY = 'dss.compare';
const EMPTY: readonly number[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly number[] | null = null;

function parse(raw: string | null): number[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    if (!Array.isArray(list)) return [];
    return [...new Set(list.filter((n): n is number => Number.isSafeInteger(n) && n > 0))].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/** The picked ids, oldest first (the same array until they change). */
export function compareIds(): readonly number[] {
  if (snapshot === null) {
    try {
      snapshot = parse(localStorage.getItem(KEY));
    } catch {
      snapshot = EMPTY;
    }
  }
  return snapshot;
}

/** Replaces the picked ids (invalid ones dropped, at most COMPARE_MAX kept). */
export function setCompareIds(ids: readonly number[]): void {
  snapshot = parse(JSON.stringify(ids));
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // private mode: the pick lasts for this page only
  }
  listeners.forEach((l) => l());
}

/** Adds a school: 'full' (and nothing changes) when COMPARE_MAX are picked already. */
export function addCompare(id: number): 'added' | 'exists' | 'full' {
  const ids = compareIds();
  if (ids.includes(id)) return 'exists';
  if (ids.length >= COMPARE_MAX) return 'full';
  setCompareIds([...ids, id]);
  return 'added';
}

export function removeCompare(id: number): void {
  setCompareIds(compareIds().filter((x) => x !== id));
}

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY && e.key !== null) return;
    snapshot = null;
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The picked ids, re-rendering when they change (here or in another tab); none while rendering on the server. */
export function useCompareIds(): readonly number[] {
  return useBrowserSnapshot(subscribe, compareIds, EMPTY);
}
