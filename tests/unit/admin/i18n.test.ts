import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zh from '@shared/i18n/locales/zh/admin.json';
import en from '@shared/i18n/locales/en/admin.json';
import bbsZh from '@shared/i18n/locales/zh/admin-bbs.json';
import bbsEn from '@shared/i18n/locales/en/admin-bbs.json';
import monitorZh from '@shared/i18n/locales/zh/admin-monitor.json';
import monitorEn from '@shared/i18n/locales/en/admin-monitor.json';
import toolZh from '@shared/i18n/locales/zh/admin-tool.json';
import toolEn from '@shared/i18n/locales/en/admin-tool.json';

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

/** A key without its plural suffix: plural forms differ by language (zh `sent`, en `sent_one` / `sent_other`). */
const pluralBase = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

function expectSameKeys(zhTexts: object, enTexts: object) {
  expect([...new Set(keys(enTexts).map(pluralBase))].sort()).toEqual([...new Set(keys(zhTexts).map(pluralBase))].sort());
  const get = (o: object, k: string) => k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o);
  for (const [texts, lang] of [[zhTexts, 'zh'], [enTexts, 'en']] as const) {
    for (const k of keys(texts)) expect(String(get(texts, k)).trim(), `${lang} ${k}`).not.toBe('');
  }
}

const bbsViews = join(process.cwd(), 'src/admin/views/bbs');
/** the monitor pages (and the cron builder they open) translate with `admin-monitor` (t) */
const monitorSources = ['src/admin/views/monitor', 'src/admin/components/CronBuilder'].map((d) => join(process.cwd(), d));
/** the tool pages translate with `admin-tool` (t) */
const toolSources = ['src/admin/views/tool'].map((d) => join(process.cwd(), d));

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

  it('admin-tool (the tool pages): English has exactly the Chinese keys, none empty', () => {
    expectSameKeys(toolZh, toolEn);
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
    const monitorUsed = new Set<string>();
    const toolUsed = new Set<string>();
    for (const file of sources(join(process.cwd(), 'src/admin'))) {
      const text = readFileSync(file, 'utf8');
      if (monitorSources.some((d) => file.startsWith(d))) {
        for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) monitorUsed.add(m[1]!);
        // keys built from a value: `job.misfire.${v}` and the like must exist for every value
        for (const m of text.matchAll(/\bt\(`([a-zA-Z0-9_.]+)\.\$\{/g)) monitorUsed.add(`${m[1]!}.*`);
        continue;
      }
      if (toolSources.some((d) => file.startsWith(d))) {
        for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) toolUsed.add(m[1]!);
        for (const m of text.matchAll(/\bt\(`([a-zA-Z0-9_.]+)\.\$\{/g)) toolUsed.add(`${m[1]!}.*`);
        continue;
      }
      if (file.startsWith(bbsViews)) {
        for (const m of text.matchAll(/\btv?\('([a-zA-Z0-9_.]+)'/g)) bbsUsed.add(m[1]!);
        continue;
      }
      for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/titleKey: '([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'dashboard\.(morning|noon|afternoon|evening)'/g)) used.add(`dashboard.${m[1]}`);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !all.has(k))).toEqual([]);
    expect([...bbsUsed].filter((k) => !bbsAll.has(k))).toEqual([]);
    const monitorKeys = keys(monitorZh);
    expect(monitorUsed.size).toBeGreaterThan(20);
    expect([...monitorUsed].filter((k) => (k.endsWith('.*') ? !monitorKeys.some((m) => m.startsWith(k.slice(0, -1))) : !monitorKeys.includes(k)))).toEqual([]);
    const toolKeys = keys(toolZh).map(pluralBase);
    expect(toolUsed.size).toBeGreaterThan(20);
    expect([...toolUsed].filter((k) => (k.endsWith('.*') ? !toolKeys.some((m) => m.startsWith(k.slice(0, -1))) : !toolKeys.includes(k)))).toEqual([]);
  });
});
