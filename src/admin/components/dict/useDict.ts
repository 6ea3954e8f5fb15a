import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DictOption } from '@shared/ui/DictTag';
import { loadDict, useDictStore } from './store';

const EMPTY: DictOption[] = [];

export type Dicts<T extends string> = Record<T, DictOption[]>;

/**
 * RuoYi `useDict('sys_normal_disable', 'sys_yes_no')`: the options of each type (`[]` until loaded). Each type is
 * fetched once for the whole admin (a small zustand store) and again only after the cache is cleared.
 */
export function useDict<T extends string>(...types: T[]): Dicts<T> {
  const dicts = useDictStore(
    useShallow((s) => {
      const out = {} as Dicts<T>;
      for (const t of types) out[t] = s.dicts[t] ?? EMPTY;
      return out;
    }),
  );
  const missing = useDictStore((s) => types.filter((t) => !s.dicts[t]).join(','));

  useEffect(() => {
    if (!missing) return;
    for (const t of missing.split(',')) {
      // a failure has shown its message; leave the type empty (a later mount or cache refresh retries)
      loadDict(t).catch(() => undefined);
    }
  }, [missing]);

  return dicts;
}

/** Options of a dict for antd Select / Radio.Group. */
export function dictSelectOptions(options: readonly DictOption[]): { label: string; value: string }[] {
  return options.map((o) => ({ label: o.label, value: o.value }));
}

/** RuoYi `selectDictLabel`: the label of a value, or the value itself. */
export function dictLabel(options: readonly DictOption[], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return options.find((o) => o.value === String(value))?.label ?? String(value);
}
