/**
 * The admin's dict cache (RuoYi `store/modules/dict`): each dict type is fetched once per page load from
 * `GET /system/dict/data/type/{type}` and kept here. `clear()` (刷新缓存 on the dict page) and `remove(type)`
 * (after a dict data change) drop entries; every mounted `useDict` then fetches them again.
 */
import { create } from 'zustand';
import { getDicts } from '@shared/api/system/dict';
import { toDictOptions, type DictOption } from '@shared/ui/DictTag';

export interface DictStoreState {
  /** dict type → its options (only the types fetched so far) */
  dicts: Record<string, DictOption[]>;
  set(type: string, options: DictOption[]): void;
  remove(type: string): void;
  clear(): void;
}

/** Requests in flight, by type (outside the state: starting one must not re-render anything). */
const pending = new Map<string, Promise<DictOption[]>>();
/** Bumped by clear()/remove() so a response that was requested before them is not stored. */
let generation = 0;

export const useDictStore = create<DictStoreState>()((set) => ({
  dicts: {},
  set(type, options) {
    set((s) => ({ dicts: { ...s.dicts, [type]: options } }));
  },
  remove(type) {
    generation++;
    pending.delete(type);
    set((s) => {
      if (!(type in s.dicts)) return s;
      const { [type]: _gone, ...rest } = s.dicts;
      return { dicts: rest };
    });
  },
  clear() {
    generation++;
    pending.clear();
    set({ dicts: {} });
  },
}));

/**
 * The options of a dict type: from the store, or fetched once (concurrent callers share the request).
 * Rejects when the request fails (the request layer has shown the message); nothing is stored then, so a later
 * call tries again.
 */
export function loadDict(type: string): Promise<DictOption[]> {
  const cached = useDictStore.getState().dicts[type];
  if (cached) return Promise.resolve(cached);
  const inFlight = pending.get(type);
  if (inFlight) return inFlight;
  const gen = generation;
  const p = getDicts(type)
    .then((res) => {
      const options = toDictOptions(res.data ?? []);
      if (gen === generation) useDictStore.getState().set(type, options);
      return options;
    })
    .finally(() => {
      if (pending.get(type) === p) pending.delete(type);
    });
  pending.set(type, p);
  return p;
}

/** For tests: an empty cache and no requests in flight. */
export function resetDictStore(): void {
  generation++;
  pending.clear();
  useDictStore.setState({ dicts: {} });
}
