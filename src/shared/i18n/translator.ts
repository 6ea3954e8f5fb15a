/**
 * The translator both apps use: texts as nested JSON per language and namespace (`locales/<lang>/<ns>.json`), read
 * with `t('key.path', vars)` the way i18next reads its v4 JSON, and no more of i18next than the apps use (issue 13:
 * i18next and react-i18next were 18 KB gzip of every first visit; this is about 1.5 KB):
 * - `ns:key` picks the namespace; otherwise the caller's namespaces in order, then `fallbackNS`;
 * - `{{name}}` interpolation (no escaping: React escapes), a missing value leaves the placeholder;
 * - plurals with `count`: `key_<Intl.PluralRules category>` (`_one`, `_other`), then `key`;
 * - `defaultValue` (or a string second argument) when a key is missing, else the key itself;
 * - namespaces loaded on demand per language (`backend`), a language switch that loads the namespaces in use first
 *   and only then switches (no raw key in between), and `languageChanged` events.
 * No React here: the hooks are in ./index.ts.
 */

/** One namespace's texts. */
export type Bundle = { [key: string]: string | Bundle };

export interface TOptions {
  count?: number;
  defaultValue?: string;
  /** namespace(s) to read instead of the caller's */
  ns?: string | readonly string[];
  /** language to read instead of the current one */
  lng?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string | readonly string[], options?: TOptions | string) => string;

/** Reads `<lng>/<ns>` (one locale file) or answers undefined when there is none. */
export type BundleReader = (lng: string, ns: string) => Promise<unknown> | undefined;

export interface TranslatorOptions {
  /** bundled texts: language → namespace → texts */
  resources?: Record<string, Record<string, unknown>>;
  lng: string;
  /** a language whose texts stand in for missing ones (false: none) */
  fallbackLng?: string | false;
  /** the namespaces in use from the start */
  ns?: readonly string[];
  defaultNS?: string;
  /** read after the caller's namespaces */
  fallbackNS?: string;
  /** loads the texts that are not bundled */
  backend?: BundleReader;
}

type Listener = (lng: string) => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export class Translator {
  language = '';
  isInitialized = false;
  /** the language a switch in progress is loading */
  isLanguageChangingTo: string | undefined;
  private options: Required<Omit<TranslatorOptions, 'backend' | 'resources'>> & { backend?: BundleReader } = {
    lng: '',
    fallbackLng: false,
    ns: [],
    defaultNS: 'common',
    fallbackNS: 'common',
  };
  private readonly bundles = new Map<string, Bundle>();
  private readonly loading = new Map<string, Promise<void>>();
  /** loads that failed: they count as settled (the keys show) until a later load tries again */
  private readonly failed = new Set<string>();
  private readonly inUse = new Set<string>();
  private readonly listeners = new Set<Listener>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, TFunction>();

  /** Sets the texts and the language at once; resolves when the starting language's namespaces are there. */
  init(options: TranslatorOptions): Promise<void> {
    const { resources, ...rest } = options;
    this.options = { ...this.options, ...rest, ns: rest.ns ?? [] };
    for (const [lng, byNs] of Object.entries(resources ?? {})) {
      for (const [ns, data] of Object.entries(byNs)) this.addResourceBundle(lng, ns, data);
    }
    for (const ns of this.options.ns) this.inUse.add(ns);
    this.language = options.lng;
    this.isInitialized = true;
    return this.load(options.lng, [...this.inUse]).then(() => undefined);
  }

  /** The namespaces loaded so far by a page or a `loadNamespaces` (a switch loads them in the new language first). */
  namespacesInUse(): string[] {
    return [...this.inUse];
  }

  addResourceBundle(lng: string, ns: string, data: unknown): void {
    this.bundles.set(`${lng}/${ns}`, (data ?? {}) as Bundle);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.bundles.has(`${lng}/${ns}`);
  }

  /**
   * Loads namespaces of a language (each file once; one that failed is tried again). Resolves true when they are
   * all there, false when one failed.
   */
  load(lng: string, namespaces: readonly string[]): Promise<boolean> {
    const waits: Promise<void>[] = [];
    for (const ns of namespaces) {
      const key = `${lng}/${ns}`;
      if (this.bundles.has(key)) continue;
      let pending = this.loading.get(key);
      if (!pending) {
        const read = this.options.backend?.(lng, ns);
        if (!read) {
          this.failed.add(key);
          continue;
        }
        pending = read.then(
          (data) => {
            this.failed.delete(key);
            this.addResourceBundle(lng, ns, data);
          },
          () => {
            this.failed.add(key);
          },
        );
        pending = pending.finally(() => this.loading.delete(key));
        this.loading.set(key, pending);
      }
      waits.push(pending);
    }
    const done = () => namespaces.every((ns) => this.bundles.has(`${lng}/${ns}`));
    return waits.length ? Promise.all(waits).then(done) : Promise.resolve(done());
  }

  /**
   * The loads `namespaces` of `lng` wait on (none once they have settled: loaded, or failed and showing their keys),
   * started here when needed; the same promise per file while it runs, for React's `use`.
   */
  pending(lng: string, namespaces: readonly string[]): Promise<void>[] {
    for (const ns of namespaces) this.inUse.add(ns);
    const missing = namespaces.filter((ns) => !this.bundles.has(`${lng}/${ns}`) && !this.failed.has(`${lng}/${ns}`));
    if (!missing.length) return [];
    void this.load(lng, missing);
    return missing.map((ns) => this.loading.get(`${lng}/${ns}`)).filter((p): p is Promise<void> => !!p);
  }

  /** Loads namespaces in the current language and keeps them in use. Resolves (also when a file failed). */
  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    const list = typeof ns === 'string' ? [ns] : [...ns];
    for (const n of list) this.inUse.add(n);
    return this.load(this.language, list).then(() => undefined);
  }

  /**
   * Switches the language once its namespaces in use are there: at once (synchronously) when they are, so the
   * `languageChanged` listeners never read a raw key. The last switch asked for wins.
   */
  changeLanguage(lng: string): Promise<TFunction> {
    this.isLanguageChangingTo = lng;
    const apply = () => {
      if (this.isLanguageChangingTo !== lng) return;
      this.isLanguageChangingTo = undefined;
      const changed = this.language !== lng;
      this.language = lng;
      if (changed) this.listeners.forEach((l) => l(lng));
    };
    const ns = [...this.inUse];
    if (ns.every((n) => this.hasResourceBundle(lng, n))) {
      apply();
      return Promise.resolve(this.t);
    }
    return this.load(lng, ns).then(() => {
      apply();
      return this.t;
    });
  }

  /** Only `languageChanged` is emitted. */
  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** A `t` reading `lng` and `ns` (the same function for the same pair; it reads texts loaded later too). */
  getFixedT(lng: string | null, ns?: string | readonly string[]): TFunction {
    const list = ns === undefined ? [] : typeof ns === 'string' ? [ns] : [...ns];
    const id = `${lng ?? ''}|${list.join(',')}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(key, options, lng ?? undefined, list);
      this.fixed.set(id, t);
    }
    return t;
  }

  /** Translates with the current language and the default namespace. */
  readonly t: TFunction = (key, options) => this.translate(key, options, undefined, []);

  private translate(keys: string | readonly string[], opts: TOptions | string | undefined, lng: string | undefined, callerNs: readonly string[]): string {
    const options: TOptions = typeof opts === 'string' ? { defaultValue: opts } : (opts ?? {});
    const language = options.lng ?? lng ?? this.language;
    const optionNs = options.ns === undefined ? undefined : typeof options.ns === 'string' ? [options.ns] : options.ns;
    const baseNs = optionNs ?? (callerNs.length ? callerNs : [this.options.defaultNS]);
    const languages = this.options.fallbackLng && this.options.fallbackLng !== language ? [language, this.options.fallbackLng] : [language];
    const list = typeof keys === 'string' ? [keys] : keys;
    for (const full of list) {
      const colon = full.indexOf(':');
      const key = colon > 0 ? full.slice(colon + 1) : full;
      const namespaces = colon > 0 ? [full.slice(0, colon)] : [...baseNs, this.options.fallbackNS];
      const found = this.find(languages, namespaces, key, options.count);
      if (found !== undefined) return interpolate(found, options);
    }
    const last = list[list.length - 1] ?? '';
    const colon = last.indexOf(':');
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : colon > 0 ? last.slice(colon + 1) : last;
  }

  private find(languages: readonly string[], namespaces: readonly string[], key: string, count: number | undefined): string | undefined {
    for (const lng of languages) {
      const candidates = typeof count === 'number' ? [`${key}_${this.pluralOf(lng, count)}`, key] : [key];
      for (const ns of namespaces) {
        const bundle = this.bundles.get(`${lng}/${ns}`);
        if (!bundle) continue;
        for (const candidate of candidates) {
          const value = lookup(bundle, candidate);
          if (value !== undefined) return value;
        }
      }
    }
    return undefined;
  }

  private pluralOf(lng: string, count: number): string {
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules.select(count);
  }
}

function lookup(bundle: Bundle, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** A translator of its own (tests); the apps share `i18n`. */
export function createTranslator(): Translator {
  return new Translator();
}

/** The translator both apps share. */
export const i18n = new Translator();
