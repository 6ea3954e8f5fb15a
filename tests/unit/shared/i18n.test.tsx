import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ConfigProvider, Pagination } from 'antd';
import zhCommon from '@shared/i18n/locales/zh/common.json';
import enCommon from '@shared/i18n/locales/en/common.json';
import {
  LANG_KEY,
  getLanguage,
  i18next,
  initI18n,
  loadResources,
  setLanguage,
  useAntdLocale,
  useLanguage,
} from '@shared/i18n';
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
    expect(a.options.defaultNS).toBe('common');
    const res = loadResources(allLocaleModules);
    expect(res.zh!.common).toEqual(zhCommon);
    expect(res.en!.common).toEqual(enCommon);
    expect(i18next.t('request.network')).toBe('后端接口连接异常');
  });

  it('zh and en common.json have the same keys', () => {
    expect(keys(enCommon).sort()).toEqual(keys(zhCommon).sort());
  });

  it('setLanguage switches i18next, sessionStorage, <html lang> and dayjs without a reload', () => {
    setLanguage('en');
    expect(i18next.language).toBe('en');
    expect(sessionStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs.locale()).toBe('en');
    expect(i18next.t('login.usernameRequired')).toBe('Please enter your account');
    setLanguage('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(i18next.t('login.usernameRequired')).toBe('请输入您的账号');
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
