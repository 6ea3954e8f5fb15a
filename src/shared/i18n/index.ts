/**
 * The apps' i18n: the translator (./translator.ts) with the stored language, locale files and React bindings.
 * Resources: `locales/{zh,en}/<ns>.json` (namespace = file name: `common` here, `site*` and `admin*` from the apps).
 * An app bundles some locale files (eager `import.meta.glob`) and may leave the others to load on demand (lazy
 * `import.meta.glob`): a namespace then loads with the first component that asks for it (`useTranslation`
 * suspends meanwhile) and a switch loads the other language's namespaces in use before it happens, so no raw key
 * ever shows. The language lives in sessionStorage under `language` (default zh); switching updates the translator
 * and `<html lang>` without a reload. antd's and dayjs's locales follow in `@shared/i18n/antd`, which only
 * antd-using code imports.
 */
import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n, type BundleReader, type TFunction, type Translator } from './translator';

export { createTranslator, i18n, type TFunction, type TOptions, type Translator } from './translator';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const LANG_KEY = 'language';
export const DEFAULT_LANG: Lang = 'zh';

/** `<html lang>` value per language. */
export const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

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

function storeLanguage(lang: Lang): void {
  try {
    sessionStorage.setItem(LANG_KEY, lang);
  } catch {
    /* ignore */
  }
}

/** Locale JSON modules as `import.meta.glob(..., { eager: true, import: 'default' })` returns them. */
export type LocaleModules = Record<string, unknown>;
/** Locale JSON loaders as `import.meta.glob(..., { import: 'default' })` returns them (one chunk per file). */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

type Resources = Record<string, Record<string, unknown>>;

/**
 * Resources keyed language → namespace from locale modules whose paths end in `/locales/<lang>/<ns>.json`.
 * Each app passes only its own namespaces (its entry's glob), so neither app ships the other's texts.
 */
export function loadResources(modules: LocaleModules): Resources {
  const resources: Resources = {};
  for (const [path, data] of Object.entries(modules)) {
    const m = LOCALE_PATH.exec(path);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = data;
  }
  return resources;
}

/** Reads `<lng>/<ns>` from the lazily imported locale files. */
export function localeReader(loaders: LocaleLoaders): BundleReader {
  const byKey = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const m = LOCALE_PATH.exec(path);
    if (m) byKey.set(`${m[1]}/${m[2]}`, load);
  }
  return (lng, ns) => byKey.get(`${lng}/${ns}`)?.();
}

export interface I18nOptions {
  /** locale files loaded on demand (namespaces and languages not in the bundled modules) */
  lazy?: LocaleLoaders;
  /** the starting language (default: the stored one); stored when given */
  lng?: Lang;
}

/**
 * Initialise a translator with bundled locale modules and, optionally, lazily loaded ones. Resolves once the
 * starting language's namespaces are there (at once when they are bundled). `initI18n` does this for the shared
 * translator; tests may pass a fresh `createTranslator()`.
 */
export function configureI18n(instance: Translator, modules: LocaleModules, options: I18nOptions = {}): Promise<unknown> {
  const resources = loadResources(modules);
  const namespaces = Array.from(new Set(Object.values(resources).flatMap((r) => Object.keys(r))));
  return instance.init({
    resources,
    lng: options.lng ?? getLanguage(),
    // with files loaded on demand, a language needs only its own files: loading the fallback language's too would
    // fetch both languages' texts (both sets are complete: tests compare their keys)
    fallbackLng: options.lazy ? false : DEFAULT_LANG,
    ns: namespaces.length ? namespaces : ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    backend: options.lazy ? localeReader(options.lazy) : undefined,
  });
}

function applyHtmlLang(lang: string): void {
  if (typeof document !== 'undefined' && isLang(lang)) document.documentElement.lang = HTML_LANG[lang];
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * Initialise the shared translator once with the app's locale modules (an eager `import.meta.glob` of the locale files
 * it bundles, see src/site/main.tsx and src/admin/main.tsx) and, optionally, lazy loaders of the others; later calls
 * return the same instance. With everything bundled the instance is ready at once (synchronously).
 */
export function initI18n(modules: LocaleModules, options: I18nOptions = {}): Translator {
  if (i18n.isInitialized) return i18n;
  if (options.lng) storeLanguage(options.lng);
  i18n.on('languageChanged', applyHtmlLang);
  ready = configureI18n(i18n, modules, options);
  applyHtmlLang(options.lng ?? getLanguage());
  return i18n;
}

/**
 * Switch the language: sessionStorage at once; the translator and `<html lang>` as soon as the language's namespaces in use
 * are loaded (at once, synchronously, when they are bundled or were loaded before). Resolves when the switch is done.
 */
export function switchLanguage(lang: Lang): Promise<void> {
  const next: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  storeLanguage(next);
  if (!i18n.isInitialized) initI18n({});
  // (a switch still loading counts as not done)
  if (i18n.language !== next || i18n.isLanguageChangingTo) return i18n.changeLanguage(next).then(() => undefined);
  listeners.forEach((l) => l());
  return ready.then(() => undefined);
}

/** `switchLanguage` without waiting for it. */
export function setLanguage(lang: Lang): void {
  void switchLanguage(lang);
}

/**
 * Fetch the texts of a language (the namespaces in use) without switching to it, e.g. when the pointer reaches
 * the language switch. Resolves true when they are all there (at once when they are), false when one failed to
 * load. `instance`: the shared one unless given (tests).
 */
export function preloadLanguage(lang: Lang, instance: Translator = i18n): Promise<boolean> {
  // the namespaces in use now (a part of the page may add one meanwhile: a switch fetches that one)
  return instance.load(lang, instance.namespacesInUse());
}

/**
 * Load namespaces for the current language before a page needs them (a route's lazy loader does this next to
 * the page's code, so the page need not suspend). Resolves at once when they are there, and also when a file failed
 * (its keys show; the next load tries again).
 */
export function loadNamespaces(ns: string | readonly string[]): Promise<void> {
  return i18n.loadNamespaces(ns);
}

// --- React bindings -----------------------------------------------------------------------------

const listeners = new Set<() => void>();
let subscribed = false;

function subscribe(listener: () => void): () => void {
  if (!subscribed) {
    subscribed = true;
    i18n.on('languageChanged', () => listeners.forEach((l) => l()));
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Lang {
  const l = i18n.isInitialized ? i18n.language : getLanguage();
  return isLang(l) ? l : DEFAULT_LANG;
}

/** The current language and a setter; re-renders on change. */
export function useLanguage(): [Lang, (l: Lang) => void] {
  const lang = useSyncExternalStore(subscribe, snapshot, snapshot);
  return [lang, setLanguage];
}

/**
 * `t` for namespaces `ns` (default `common`) in the current language, and the translator; re-renders on a language
 * change. Suspends while a namespace loads (a file that failed shows its keys rather than hold the page).
 */
export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: Translator } {
  const [lang] = useLanguage();
  const list = ns === undefined ? [] : typeof ns === 'string' ? [ns] : ns;
  const id = list.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `id` stands for the list
  const t = useMemo(() => i18n.getFixedT(lang, list), [lang, id]);
  // after the hooks: a render that suspends here has called the same hooks as the one that follows it
  for (const wait of i18n.pending(lang, list.length ? list : ['common'])) use(wait);
  return { t, i18n };
}
