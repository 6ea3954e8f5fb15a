import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '@shared/i18n/locales/zh/admin.json';
import en from '@shared/i18n/locales/en/admin.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('admin texts', () => {
  it('English has exactly the Chinese keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const k of keys(zh)) {
      const get = (o: object) => k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o);
      expect(String(get(zh)).trim(), `zh ${k}`).not.toBe('');
      expect(String(get(en)).trim(), `en ${k}`).not.toBe('');
    }
  });

  it('every literal key the admin code uses exists', () => {
    // the shell's texts live in admin.json, the pages' in admin-views.json (namespace `admin-views`)
    // (and the forum pages' in admin-bbs.json)
    const viewKeys = ['admin-views', 'admin-bbs'].flatMap((ns) => {
      const file = join(process.cwd(), `src/shared/i18n/locales/zh/${ns}.json`);
      return existsSync(file) ? keys(JSON.parse(readFileSync(file, 'utf8')) as object) : [];
    });
    const all = new Set([...keys(zh), ...viewKeys]);
    const used = new Set<string>();
    for (const file of sources(join(process.cwd(), 'src/admin'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/titleKey: '([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'dashboard\.(morning|noon|afternoon|evening)'/g)) used.add(`dashboard.${m[1]}`);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
  });
});
