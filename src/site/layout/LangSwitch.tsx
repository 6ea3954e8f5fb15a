import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { setLanguage } from '@shared/i18n';
import { isGuidePath, langOfPath, stripLang, switchLangPath } from '../lib/langPath';

/**
 * 中文 / EN: goes to the twin of the current page in the other language, without a reload.
 * The query string is kept except on guide pages (their twins are different documents).
 */
export function LangSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { t } = useTranslation('site');
  const location = useLocation();
  const navigate = useNavigate();
  const lang = langOfPath(location.pathname);
  const target = lang === 'zh' ? 'en' : 'zh';

  const onClick = () => {
    const path = switchLangPath(target, location.pathname);
    const keepSearch = !isGuidePath(stripLang(location.pathname));
    setLanguage(target);
    void navigate(path + (keepSearch ? location.search : ''));
    onSwitched?.();
  };

  return (
    <Button
      type="text"
      className="site-lang"
      icon={<GlobalOutlined aria-hidden />}
      onClick={onClick}
      aria-label={t('lang.switch')}
      title={t('lang.switch')}
    >
      <span className={lang === 'zh' ? 'is-current' : undefined} lang="zh-CN">
        中文
      </span>
      <span aria-hidden className="site-lang__sep">
        /
      </span>
      <span className={lang === 'en' ? 'is-current' : undefined} lang="en">
        EN
      </span>
    </Button>
  );
}
