import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useTranslation } from '@shared/i18n';
import dayjs from 'dayjs';
import { ConfigProvider, Pagination } from 'antd';
import zhCommon from '@shared/i18n/locales/zh/common.json';
import enCommon from '@shared/i18n/locales/en/common.json';
import {
  LANG_KEY,
  configureI18n,
  getLanguage,
  createTranslator,
  i18n,
  initI18n,
  loadResources,
  preloadLanguage,
  setLanguage,
  useLanguage,
  type LocaleLoaders,
} from '@shared/i18n';
import { useAntdLocale } from '@shared/i18n/antd';
import { allLocaleModules } from '@shared/i18n/all';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n', () => {
  it('defaults to zh and reads sessionStorage `language`', () => {
    expect(LANG_KEY).toBe('language');
    expect(getLanguage()).toBe('zh');
    sessionStorage.setItem('language', 'en');
    expect(getLanguage()).toBe('en');
    sessionStorage.setItem('language', 'fr');
    expect(getLanguage()).toBe('zh');
  });

  it('initI18n is idempotent and loads the common namespace from the locale files', () => {
    const a = initI18n(allLocaleModules);
    const b = initI18n(allLocaleModules);
    expect(a).toBe(b);
    expect(a.isInitialized).toBe(true);
    const res = loadResources(allLocaleModules);
    expect(res.zh!.common).toEqual(zhCommon);
    expect(res.en!.common).toEqual(enCommon);
    expect(i18n.t('request.network')).toBe('后端接口连接异常');
  });

  it('zh and en common.json have the same keys', () => {
    expect(keys(enCommon).sort()).toEqual(keys(zhCommon).sort());
  });

  it('setLanguage switches the translator, sessionStorage, <html lang> and (with @shared/i18n/antd loaded) dayjs without a reload', () => {
    setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(i18n.t('login.usernameRequired')).toBe('Please enter your account');
    setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(i18n.t('login.usernameRequired')).toBe('请输入您的账号');
  });

  it('useLanguage and components re-render on a switch', () => {
    function Probe() {
      const { t } = useTranslation();
      const [lang, setLang] = useLanguage();
      return (
        <button onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
          {lang}:{t('action.search')}
        </button>
      );
    }
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('zh:搜索');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('en:Search');
  });

  it('useAntdLocale follows the language (antd texts switch)', () => {
    const { result } = renderHook(() => useAntdLocale());
    expect(result.current.locale).toBe('zh-cn');
    act(() => setLanguage('en'));
    expect(result.current.locale).toBe('en');

    function Pager() {
      return (
        <ConfigProvider locale={useAntdLocale()}>
          <Pagination total={50} showSizeChanger={false} showQuickJumper />
        </ConfigProvider>
      );
    }
    render(<Pager />);
    expect(screen.getByText(/Go to/)).toBeInTheDocument();
    act(() => setLanguage('zh'));
    expect(screen.getByText(/跳至/)).toBeInTheDocument();
  });
});

describe('i18n: the translator reads i18next v4 JSON', () => {
  function translator(lng = 'en', fallbackLng: string | false = false) {
    const t = createTranslator();
    void t.init({
      lng,
      fallbackLng,
      ns: ['site', 'common'],
      resources: {
        en: {
          common: { ok: 'OK', hi: 'Hi {{name}}', only: 'common only' },
          site: { pager: { total_one: '{{count}} school', total_other: '{{count}} schools' }, hi: 'Hello {{name}}, {{ name }}!', plain: 'no count' },
          other: { hi: 'Other hi' },
        },
        zh: { common: { ok: '确定', zhOnly: '只有中文' }, site: { pager: { total_other: '共 {{count}} 所' } } },
      },
    });
    return t;
  }

  it('plurals by the language rules, interpolation, namespaces in order then `common`, ns:key', () => {
    const i = translator();
    const t = i.getFixedT('en', ['site', 'other']);
    expect(t('pager.total', { count: 1 })).toBe('1 school');
    expect(t('pager.total', { count: 0 })).toBe('0 schools');
    expect(t('pager.total', { count: 12 })).toBe('12 schools');
    expect(i.getFixedT('zh', 'site')('pager.total', { count: 1 })).toBe('共 1 所');
    // a count without plural forms reads the key itself
    expect(t('plain', { count: 3 })).toBe('no count');
    expect(t('hi', { name: 'Ann' })).toBe('Hello Ann, Ann!');
    expect(t('only')).toBe('common only');
    expect(t('other:hi')).toBe('Other hi');
    expect(t('common:hi', { name: '<b>' })).toBe('Hi <b>');
    // a value not given leaves its placeholder, not "undefined"
    expect(t('hi')).toBe('Hello {{name}}, {{ name }}!');
  });

  it('a missing key answers its default value, else the key without its namespace; `lng` and `ns` options', () => {
    const i = translator();
    expect(i.t('nope.key')).toBe('nope.key');
    expect(i.t('site:nope')).toBe('nope');
    expect(i.t('nope', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
    expect(i.t('nope', 'As string')).toBe('As string');
    expect(i.t('ok', { lng: 'zh' })).toBe('确定');
    expect(i.t('hi', { ns: 'other' })).toBe('Other hi');
    expect(i.t(['nope', 'ok'])).toBe('OK');
    // without a fallback language English does not read Chinese; with one it does
    expect(i.t('zhOnly')).toBe('zhOnly');
    expect(translator('en', 'zh').t('zhOnly')).toBe('只有中文');
  });

  it('a file in flight is one promise to wait on (what useTranslation suspends on); a failed file settles and shows keys', async () => {
    const i = createTranslator();
    let release!: (v: unknown) => void;
    await i.init({ lng: 'zh', ns: [], backend: (_lng, ns) => (ns === 'gone' ? Promise.reject(new Error('offline')) : new Promise((r) => (release = r))) });
    const waits = i.pending('zh', ['slow']);
    expect(waits).toHaveLength(1);
    expect(i.pending('zh', ['slow'])[0]).toBe(waits[0]);
    release({ a: '甲' });
    await waits[0];
    expect(i.pending('zh', ['slow'])).toEqual([]);
    expect(i.getFixedT('zh', 'slow')('a')).toBe('甲');
    await Promise.all(i.pending('zh', ['gone']));
    expect(i.pending('zh', ['gone'])).toEqual([]);
    expect(i.getFixedT('zh', 'gone')('a')).toBe('a');
    // a later load tries the failed file again
    expect(await i.load('zh', ['gone'])).toBe(false);
  });
});

describe('i18n: locale files loaded on demand (the public site)', () => {
  /** An instance with Chinese `common` and `site` bundled and the rest behind loaders that log what they read. */
  function lazyInstance() {
    const read: string[] = [];
    const texts: Record<string, Record<string, string>> = {
      'en/common': { hello: 'Hello' },
      'en/site': { title: 'Site' },
      'en/site-home': { home: 'Home' },
      'zh/site-home': { home: '首页' },
    };
    const lazy: LocaleLoaders = Object.fromEntries(
      Object.entries(texts).map(([key, data]) => [
        `/src/shared/i18n/locales/${key}.json`,
        () => {
          read.push(key);
          return Promise.resolve(data);
        },
      ]),
    );
    const bundled = {
      '/src/shared/i18n/locales/zh/common.json': { hello: '你好' },
      '/src/shared/i18n/locales/zh/site.json': { title: '站点' },
    };
    const instance = createTranslator();
    void configureI18n(instance, bundled, { lazy, lng: 'zh' });
    return { instance, read };
  }

  it('starts at once in the bundled language and fetches nothing', () => {
    const { instance, read } = lazyInstance();
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('hello')).toBe('你好');
    expect(read).toEqual([]);
  });

  it("a switch fetches the other language's namespaces in use first, then switches: no raw key in between", async () => {
    const { instance, read } = lazyInstance();
    const atSwitch: string[] = [];
    instance.on('languageChanged', () => atSwitch.push(instance.t('site:title')));
    const switching = instance.changeLanguage('en');
    expect(instance.t('site:title')).toBe('站点');
    await switching;
    expect(atSwitch).toEqual(['Site']);
    expect(instance.t('hello')).toBe('Hello');
    // only English files: the Chinese ones are not fetched as a fallback
    expect(read.sort()).toEqual(['en/common', 'en/site']);
  });

  it('a namespace loads in the current language only, and in the other one before a switch back', async () => {
    const { instance, read } = lazyInstance();
    await instance.changeLanguage('en');
    read.length = 0;
    await instance.loadNamespaces('site-home');
    expect(read).toEqual(['en/site-home']);
    expect(instance.t('site-home:home')).toBe('Home');
    const atSwitch: string[] = [];
    instance.on('languageChanged', () => atSwitch.push(instance.t('site-home:home')));
    await instance.changeLanguage('zh');
    expect(read).toEqual(['en/site-home', 'zh/site-home']);
    expect(atSwitch).toEqual(['首页']);
  });

  it('a preload of the other language answers for what it fetched, though a part of the page loads a namespace meanwhile', async () => {
    const { instance, read } = lazyInstance();
    const preloading = preloadLanguage('en', instance);
    // (a post's reply thread loads its texts in the current language while the pointer is on the switch)
    await instance.loadNamespaces('site-home');
    expect(await preloading).toBe(true);
    expect(read.sort()).toEqual(['en/common', 'en/site', 'zh/site-home']);
    // the switch fetches the namespace that came later
    await instance.changeLanguage('en');
    expect(instance.t('site-home:home')).toBe('Home');
  });

  it('reports a file that cannot be loaded', async () => {
    const instance = createTranslator();
    await configureI18n(instance, { '/src/shared/i18n/locales/zh/site.json': { title: '站点' } }, {
      lng: 'zh',
      lazy: { '/src/shared/i18n/locales/en/site.json': () => Promise.reject(new Error('offline')) },
    });
    await instance.changeLanguage('en');
    expect(instance.hasResourceBundle('en', 'site')).toBe(false);
  });

  it('every Chinese text has its English one, in every namespace (English does not fall back to Chinese)', () => {
    const res = loadResources(allLocaleModules);
    const namespaces = Object.keys(res.zh!);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'site', 'site-home', 'site-directory', 'site-auth']));
    // plural forms differ by language (zh `total`, en `total_one` / `total_other`); English may have more keys
    // (e.g. labels of dictionary values the server gives in Chinese only)
    const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
    for (const ns of namespaces) {
      const en = new Set(keys(res.en![ns] as object).map(base));
      const missing = keys(res.zh![ns] as object).filter((k) => !en.has(base(k)));
      expect(missing, ns).toEqual([]);
    }
  });

  it('the upload components and the rich-text editor translate with `common`, which both SPAs load, and every key they use is there', () => {
    const dirs = ['src/shared/ui/FileUpload', 'src/shared/ui/ImageUpload', 'src/shared/ui/RichTextEditor'].map((d) => join(process.cwd(), d));
    const files = dirs.flatMap((d) => readdirSync(d).filter((n) => n.endsWith('.tsx')).map((n) => join(d, n)));
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/useTranslation\('([^']+)'\)/g)) expect(m[1], file).toBe('common');
      for (const m of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) used.add(m[1]!);
    }
    expect(used).toContain('upload.chooseFile');
    expect(used).toContain('upload.sortInstructions');
    expect(used).toContain('editor.toolbar');
    const zh = new Set(keys(zhCommon));
    const en = new Set(keys(enCommon));
    expect([...used].filter((k) => !zh.has(k) || !en.has(k))).toEqual([]);
  });
});
