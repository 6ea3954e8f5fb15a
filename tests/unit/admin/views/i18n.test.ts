import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '@shared/i18n/locales/zh/admin-views.json';
import en from '@shared/i18n/locales/en/admin-views.json';
import crudZh from '@shared/i18n/locales/zh/admin-crud.json';
import crudEn from '@shared/i18n/locales/en/admin-crud.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}

const root = process.cwd();
/** the files that translate with the `admin-views` namespace */
const files = [
  ...['system', 'user', 'dss', 'index'].flatMap((d) => sources(join(root, 'src/admin/views', d))),
  ...['ListPage', 'QueryForm', 'RightToolbar', 'Pagination', 'FormDialog', 'stats', 'dict', 'Chart', 'NoticeDetail'].flatMap((d) =>
    sources(join(root, 'src/admin/components', d)),
  ),
  join(root, 'src/admin/layout/NoticeBell.tsx'),
];

function expectSameKeys(zhTexts: object, enTexts: object) {
  expect(keys(enTexts).sort()).toEqual(keys(zhTexts).sort());
  for (const k of keys(zhTexts)) {
    const get = (o: object) => k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o);
    expect(String(get(zhTexts)).trim(), `zh ${k}`).not.toBe('');
    expect(String(get(enTexts)).trim(), `en ${k}`).not.toBe('');
  }
}

describe('admin-views texts', () => {
  it('English has exactly the Chinese keys, none empty', () => {
    expectSameKeys(zh, en);
  });

  it('admin-crud: English has exactly the Chinese keys; every `tc(…)` key (the admin-crud t) exists', () => {
    expectSameKeys(crudZh, crudEn);
    const all = new Set(keys(crudZh));
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (/\btc\('/.test(text)) expect(text, file).toMatch(/\{ t: tc \} = useTranslation\('admin-crud'\)/);
      for (const m of text.matchAll(/\btc\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
  });

  it('every literal key the pages and components use exists', () => {
    const all = new Set(keys(zh));
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).toMatch(/useTranslation\('admin-views'\)|^(?![\s\S]*\bt\(')/);
      for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'(dashboard\.(?:morning|noon|afternoon|evening))'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
  });
});
