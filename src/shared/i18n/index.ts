/**
 * i18next setup shared by both SPAs. Resources: `locales/{zh,en}/<ns>.json` (namespace = file name: `common` here,
 * `site*` and `admin*` from the apps). An app bundles some locale files (eager `import.meta.glob`) and may leave the
 * others to load on demand (lazy `import.meta.glob`): a namespace then loads with the first component that asks for
 * it (react-i18next suspends meanwhile) and a switch loads the other language's namespaces in use before it happens,
 * so no raw key ever shows. The language lives in sessionStorage under `language` (default zh); switching updates
 * i18next and `<html lang>` without a reload. antd's and dayjs's locales follow in `@shared/i18n/antd`, which only
 * antd-using code imports.
 */
import { useSyncExternalStore } from 'react';
import i18next, { type BackendModule, type i18n, type InitOptions, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

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

/**
 * Resources keyed language → namespace from locale modules whose paths end in `/locales/<lang>/<ns>.json`.
 * Each app passes only its own namespaces (its entry's glob), so neither app ships the other's texts.
 */
export function loadResources(modules: LocaleModules): Resource {
  const resources: Resource = {};
  for (const [path, data] of Object.entries(modules)) {
    const m = LOCALE_PATH.exec(path);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    (resources[lang] ??= {})[ns] = data as Resource[string][string];
  }
  return resources;
}

/** An i18next backend reading `<lang>/<ns>` from the lazily imported locale files. */
export function localeBackend(loaders: LocaleLoaders): BackendModule {
  const byKey = new Map<string, () => Promise<unknown>>();
  for (const [path, load] of Object.entries(loaders)) {
    const m = LOCALE_PATH.exec(path);
    if (m) byKey.set(`${m[1]}/${m[2]}`, load);
  }
  return {
    type: 'backend',
    init() {},
    read(lng, ns, callback) {
      const load = byKey.get(`${lng}/${ns}`);
      if (!load) {
        callback(new Error(`no locale file for ${lng}/${ns}`), false);
        return;
      }
      load().then(
        (data) => callback(null, data as ResourceKey),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
      );
    },
  };
}

export interface I18nOptions {
  /** locale files loaded on demand (namespaces and languages not in the bundled modules) */
  lazy?: LocaleLoaders;
  /** the starting language (default: the stored one); stored when given */
  lng?: Lang;
}

/**
 * Initialise an i18next instance with bundled locale modules and, optionally, lazily loaded ones.
 * Resolves once the starting language's namespaces are there (at once when they are bundled).
 * `initI18n` does this for the shared instance; tests may pass a fresh `i18next.createInstance()`.
 */
export function configureI18n(instance: i18n, modules: LocaleModules, options: I18nOptions = {}): Promise<unknown> {
  const resources = loadResources(modules);
  const namespaces = Array.from(new Set(Object.values(resources).flatMap((r) => Object.keys(r))));
  if (options.lazy) instance.use(localeBackend(options.lazy));
  const init: InitOptions = {
    resources,
    lng: options.lng ?? getLanguage(),
    // with files loaded on demand, a language needs only its own files: loading the fallback language's too would
    // fetch both languages' texts (both sets are complete: tests compare their keys)
    fallbackLng: options.lazy ? false : DEFAULT_LANG,
    partialBundledLanguages: !!options.lazy,
    supportedLngs: [...LANGS],
    ns: namespaces.length ? namespaces : ['common'],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
  return instance.init(init);
}

function applyHtmlLang(lang: string): void {
  if (typeof document !== 'undefined' && isLang(lang)) document.documentElement.lang = HTML_LANG[lang];
}

let ready: Promise<unknown> = Promise.resolve();

/**
 * Initialise the shared i18next once with the app's locale modules (an eager `import.meta.glob` of the locale files
 * it bundles, see src/site/main.tsx and src/admin/main.tsx) and, optionally, lazy loaders of the others; later calls
 * return the same instance. With everything bundled the instance is ready at once (synchronously).
 */
export function initI18n(modules: LocaleModules, options: I18nOptions = {}): typeof i18next {
  if (i18next.isInitialized || i18next.isInitializing) return i18next;
  if (options.lng) storeLanguage(options.lng);
  i18next.use(initReactI18next);
  i18next.on('languageChanged', applyHtmlLang);
  ready = configureI18n(i18next, modules, options);
  applyHtmlLang(options.lng ?? getLanguage());
  return i18next;
}

/**
 * Switch the language: sessionStorage at once; i18next and `<html lang>` as soon as the language's namespaces in use
 * are loaded (at once, synchronously, when they are bundled or were loaded before). Resolves when the switch is done.
 */
export function switchLanguage(lang: Lang): Promise<void> {
  const next: Lang = isLang(lang) ? lang : DEFAULT_LANG;
  storeLanguage(next);
  if (!i18next.isInitialized && !i18next.isInitializing) initI18n({});
  // (a switch still loading counts as not done: i18next names the language before its texts are there)
  const changing = (i18next as { isLanguageChangingTo?: string }).isLanguageChangingTo;
  if (i18next.language !== next || changing) return i18next.changeLanguage(next).then(() => undefined);
  listeners.forEach((l) => l());
  return ready.then(() => undefined);
}

/** `switchLanguage` without waiting for it. */
export function setLanguage(lang: Lang): void {
  void switchLanguage(lang);
}

/**
 * Fetch the texts of a language (the namespaces in use) without switching to it, e.g. when the pointer reaches
 * the language switch. Resolves true when they are all there (at once when nothing is lazily loaded), false when
 * one failed to load. `instance`: the shared one unless given (tests).
 */
export function preloadLanguage(lang: Lang, instance: i18n = i18next): Promise<boolean> {
  const connector = instance.services?.backendConnector as
    | { backend?: unknown; load(lngs: string[], ns: readonly string[], cb: () => void): void }
    | undefined;
  if (!connector?.backend) return Promise.resolve(true);
  // (not i18next.loadLanguages: it would keep loading that language with every later namespace)
  // the namespaces in use now: i18next adds to its own list as parts of the page load theirs (a post's replies), and
  // those were not fetched in this language here (a switch fetches them): checked too, they made the preload fail
  const ns = [...((instance.options.ns as readonly string[] | undefined) ?? [])];
  return new Promise((resolve) =>
    connector.load([lang], ns, () => resolve(ns.every((n) => instance.hasResourceBundle(lang, n)))),
  );
}

/**
 * Load namespaces for the current language before a page needs them (a route's lazy loader does this next to
 * the page's code, so the page need not suspend). Resolves at once when they are there.
 */
export function loadNamespaces(ns: string | readonly string[]): Promise<void> {
  return i18next.loadNamespaces(typeof ns === 'string' ? ns : [...ns]);
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

export { i18next };
