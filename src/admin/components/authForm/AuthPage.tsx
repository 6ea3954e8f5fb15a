import type { ReactNode } from 'react';
import { useTranslation } from '@shared/i18n';
import logo from '../../assets/logo.svg';
import LangSwitch from '../../layout/LangSwitch';
import './auth.css';

/**
 * The frame of the login and register pages: language switch, brand, a card with the form, the copyright line.
 * No antd here or in the forms (components/authForm): the login page is the admin's first load, and antd comes
 * with the shell after login (the request layer's toasts load it on their own when one is shown).
 */
export default function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-auth">
      <div className="admin-auth__top">
        <LangSwitch className="admin-auth__lang" />
      </div>
      <main className="admin-auth__main">
        <div className="admin-auth__card">
          <div className="admin-auth__brand">
            <img src={logo} alt="" width={40} height={40} />
            <span className="admin-auth__brand-name">{t('app.title')}</span>
          </div>
          <h1 className="admin-auth__title">{title}</h1>
          {children}
        </div>
      </main>
      <footer className="admin-auth__footer">{t('app.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
