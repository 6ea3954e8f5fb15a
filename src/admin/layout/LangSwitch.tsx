import { useLanguage } from '@shared/i18n';
import { useTranslation } from '@shared/i18n';

/** 中文 ⇄ English, without a reload. Shows the language it switches to, in that language. */
export default function LangSwitch({ className = 'admin-lang-switch' }: { className?: string }) {
  const [lang, setLang] = useLanguage();
  const { t } = useTranslation('admin');
  const next = lang === 'zh' ? 'en' : 'zh';
  return (
    <button type="button" className={className} onClick={() => setLang(next)} title={t('layout.switchLanguage')}>
      <span lang={next === 'en' ? 'en' : 'zh-CN'}>{next === 'en' ? 'English' : '中文'}</span>
    </button>
  );
}
