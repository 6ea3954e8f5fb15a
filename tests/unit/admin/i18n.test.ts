import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '@shared/i18n/locales/zh/admin.json';
import en from '@shared/i18n/locales/en/admin.json';
import bbsZh from '@shared/i18n/locales/zh/admin-bbs.json';
import bbsEn from '@shared/i18n/locales/en/admin-bbs.json';
import monitorZh from '@shared/i18n/locales/zh/admin-monitor.json';
import monitorEn from '@shared/i18n/locales/en/admin-monitor.json';

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

function expectSameKeys(zhTexts: object, enTexts: object) {
  expect(keys(enTexts).sort()).toEqual(keys(zhTexts).sort());
  for (const k of keys(zhTexts)) {
    const get = (o: object) => k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o);
    expect(String(get(zhTexts)).trim(), `zh ${k}`).not.toBe('');
    expect(String(get(enTexts)).trim(), `en ${k}`).not.toBe('');
  }
}

const bbsViews = join(process.cwd(), 'src/admin/views/bbs');
const monitorViews = join(process.cwd(), 'src/admin/views/monitor');

describe('admin texts', () => {
  it('English has exactly the Chinese keys, none empty', () => {
    expectSameKeys(zh, en);
  });

  it('admin-bbs (the forum pages): English has exactly the Chinese keys, none empty', () => {
    expectSameKeys(bbsZh, bbsEn);
  });

  it('admin-monitor (the monitor pages): English has exactly the Chinese keys, none empty', () => {
    expectSameKeys(monitorZh, monitorEn);
  });

  it('every literal key the admin code uses exists', () => {
    // the shell's texts live in admin.json, the pages' in admin-views.json (namespace `admin-views`), the forum
    // pages' in admin-bbs.json (namespace `admin-bbs`)
    const viewKeys = ['admin-views', 'admin-bbs'].flatMap((ns) => {
      const file = join(process.cwd(), `src/shared/i18n/locales/zh/${ns}.json`);
      return existsSync(file) ? keys(JSON.parse(readFileSync(file, 'utf8')) as object) : [];
    });
    const all = new Set([...keys(zh), ...viewKeys]);
    // the forum pages translate with `admin-bbs` (t) and `admin-views` (tv)
    const bbsAll = new Set([...keys(bbsZh), ...viewKeys]);
    const used = new Set<string>();
    const bbsUsed = new Set<string>();
    // the monitor pages translate with `admin-monitor` (t) and `admin-views` (tv)
    const monitorAll = new Set([...keys(monitorZh), ...viewKeys]);
    const monitorUsed = new Set<string>();
    for (const file of sources(join(process.cwd(), 'src/admin'))) {
      const text = readFileSync(file, 'utf8');
      if (file.startsWith(bbsViews)) {
        for (const m of text.matchAll(/\btv?\('([a-zA-Z0-9_.]+)'/g)) bbsUsed.add(m[1]!);
        continue;
      }
      if (file.startsWith(monitorViews)) {
        for (const m of text.matchAll(/\btv?\('([a-zA-Z0-9_.]+)'/g)) monitorUsed.add(m[1]!);
        continue;
      }
      for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/titleKey: '([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'dashboard\.(morning|noon|afternoon|evening)'/g)) used.add(`dashboard.${m[1]}`);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
    expect([...bbsUsed].filter((k) => !bbsAll.has(k))).toEqual([]);
    expect(monitorUsed.size).toBeGreaterThan(20);
    expect([...monitorUsed].filter((k) => !monitorAll.has(k))).toEqual([]);
  });
});
