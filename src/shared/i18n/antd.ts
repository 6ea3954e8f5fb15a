/**
 * antd's and dayjs's locales following the UI language. Kept apart from the i18n core so that pages without antd
 * load neither antd's locale objects nor dayjs: import this module only where antd renders (the admin's AppScope,
 * the public site's AntdScope). Importing it also sets dayjs's locale now and on every language switch.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { DEFAULT_LANG, getLanguage, i18n, isLang, useLanguage, type Lang } from './index';

const DAYJS_LOCALE: Record<Lang, string> = { zh: 'zh-cn', en: 'en' };
const ANTD_LOCALE: Record<Lang, Locale> = { zh: zhCN, en: enUS };

function followLanguage(lang: string): void {
  dayjs.locale(DAYJS_LOCALE[isLang(lang) ? lang : DEFAULT_LANG]);
}

followLanguage(i18n.isInitialized ? i18n.language : getLanguage());
i18n.on('languageChanged', followLanguage);

/** antd's locale object following the language (zh_CN / en_US). */
export function useAntdLocale(): Locale {
  const [lang] = useLanguage();
  return ANTD_LOCALE[lang];
}

/** antd's locale object for a language (outside React). */
export function antdLocale(lang: Lang): Locale {
  return ANTD_LOCALE[lang];
}
