import { useCallback, useMemo, useState } from 'react';

/** One column of the 显隐列 menu. */
export interface ColumnSetting {
  key: string;
  label: string;
  visible: boolean;
}

/** The persisted shape (RuoYi RightToolbar): `{ key: { label, visible } }`. */
export type StoredColumns = Record<string, { label: string; visible: boolean }>;

function read(storageKey: string | undefined): StoredColumns | null {
  if (!storageKey) return null;
  try {
    const raw = localStorage.getItem(storageKey);
    const v = raw ? (JSON.parse(raw) as unknown) : null;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as StoredColumns) : null;
  } catch {
    return null;
  }
}

function write(storageKey: string | undefined, settings: ColumnSetting[]): void {
  if (!storageKey) return;
  const out: StoredColumns = {};
  for (const s of settings) out[s.key] = { label: s.label, visible: s.visible };
  try {
    localStorage.setItem(storageKey, JSON.stringify(out));
  } catch {
    /* storage full or blocked: the choice lasts for this page only */
  }
}

export interface ColumnVisibility {
  settings: ColumnSetting[];
  /** is the column shown (unknown keys are) */
  isVisible(key: string): boolean;
  setVisible(key: string, visible: boolean): void;
  /** replace every column's visibility at once (keys not listed are hidden) */
  setVisibleKeys(keys: readonly string[]): void;
}

/**
 * Column visibility for a list, persisted in localStorage under `storageKey` (when given). Columns not in the
 * stored object (added since) start with their default.
 */
export function useColumnVisibility(
  columns: readonly { key: string; label: string; visible?: boolean }[],
  storageKey?: string,
): ColumnVisibility {
  const signature = columns.map((c) => `${c.key}:${c.label}:${c.visible !== false}`).join('|');
  const [overrides, setOverrides] = useState<Record<string, boolean>>(() => {
    const stored = read(storageKey);
    const out: Record<string, boolean> = {};
    if (stored) for (const [k, v] of Object.entries(stored)) if (typeof v?.visible === 'boolean') out[k] = v.visible;
    return out;
  });

  const settings = useMemo<ColumnSetting[]>(
    () => columns.map((c) => ({ key: c.key, label: c.label, visible: overrides[c.key] ?? c.visible !== false })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `signature` stands for `columns`
    [signature, overrides],
  );

  const apply = useCallback(
    (next: Record<string, boolean>) => {
      setOverrides(next);
      write(
        storageKey,
        settings.map((s) => ({ ...s, visible: next[s.key] ?? s.visible })),
      );
    },
    [settings, storageKey],
  );

  const setVisible = useCallback((key: string, visible: boolean) => apply({ ...overrides, [key]: visible }), [apply, overrides]);
  const setVisibleKeys = useCallback(
    (keys: readonly string[]) => {
      const next: Record<string, boolean> = {};
      for (const s of settings) next[s.key] = keys.includes(s.key);
      apply(next);
    },
    [apply, settings],
  );
  const isVisible = useCallback((key: string) => settings.find((s) => s.key === key)?.visible ?? true, [settings]);

  return { settings, isVisible, setVisible, setVisibleKeys };
}
