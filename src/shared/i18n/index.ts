/**
 * i18next setup shared by both SPAs. Resources: every `locales/{zh,en}/<ns>.json` (namespace = file name:
 * `common` here, `site` and `admin` from the apps), bundled eagerly. The language lives in sessionStorage
 * under `language` (default zh); switching updates i18next, `<html lang>`, dayjs and antd (useAntdLocale)
 * without a reload.
 */
import { useSyncExternalStore } from 'react';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const LANG_KEY = 'language';
export const DEFAULT_LANG: Lang = 'zh';

/** `<html lang>` value per language. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };
const ANTD_LOCALE: Record<Lang, Locale> = { zh: zhCN, en: enUS };

export function isLang(v: unknown): v is Lang {
  return v === 'zh' || v === 'en';
}

/** The stored language (sessionStorage `language`), default zh. */
export function getLanguage(): Lang {
  try {
    const v = sessionStorage.getItem(LANG_KEY);
    return v === 'en' ? 'en' : 'zh';
  } catch {
    return DEFAULT_LANG;
  }
}

/** Locale JSON modules as `import.meta.glob(..., { eager: true, import: 'default' })` returns them. */
export type LocaleModules = Record<string, unknown>;

/**
 * Resources keyed language → namespace from locale modules whose paths end in `/locales/<lang>/<ns>.json`.
 * Each app passes only its own namespaces (its entry's glob), so neither app ships the other's texts.
 */
export function loadResources(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, data] of Object.entries(modules)) {
    const m = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = data as Resource[string][string];
  }
  return resources;
}

function applySideEffects(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
  dayjs.locale(DAYJS_LOCALE[lang]);
}

/**
 * Initialise i18next once (synchronously) with the stored language and the app's locale modules
 * (an eager `import.meta.glob` of the locale files of its namespaces, see src/site/main.tsx);
 * later calls return the same instance.
 */
export function initI18n(modules: LocaleModules): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const resources = loadResources(modules);
  const namespaces = Array.from(new Set(Object.values(resources).flatMap((r) => Object.keys(r))));
  const lng = getLanguage();
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: namespaces.length ? namespaces : ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applySideEffects(lng);
  return i18next;
}

/** Switch the language: i18next, sessionStorage, `<html lang>` and dayjs (antd follows via useAntdLocale). */
export function setLanguage(lang: Lang): void {
  const next: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  try {
    sessionStorage.setItem(LANG_KEY, next);
  } catch {
    /* ignore */
  }
  applySideEffects(next);
  if (!i18next.isInitialized) initI18n({});
  if (i18next.language !== next) void i18next.changeLanguage(next);
  else listeners.forEach((l) => l());
}

// --- React bindings -----------------------------------------------------------------------------

const listeners = new Set<() => void>();
let subscribed = false;

function subscribe(listener: () => void): () => void {
  if (!subscribed) {
    subscribed = true;
    i18next.on('languageChanged', () => listeners.forEach((l) => l()));
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Lang {
  const l = i18next.isInitialized ? i18next.language : getLanguage();
  return isLang(l) ? l : DEFAULT_LANG;
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): [Lang, (l: Lang) => void] {
  const lang = useSyncExternalStore(subscribe, snapshot, snapshot);
  return [lang, setLanguage];
}

/** antd's locale object following the language (zh_CN / en_US). */
export function useAntdLocale(): Locale {
  const [lang] = useLanguage();
  return ANTD_LOCALE[lang];
}

/** antd's locale object for a language (outside React). */
export function antdLocale(lang: Lang): Locale {
  return ANTD_LOCALE[lang];
}

export { i18next };
