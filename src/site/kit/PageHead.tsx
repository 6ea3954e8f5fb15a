import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useSiteLang } from '../lib/useSiteLang';
import { tellServer } from '../ssr/serverPage';

export interface Crumb {
  label: string;
  /** language-less path; the last crumb has none */
  path?: string;
}

/** The breadcrumb trail: the home, then `crumbs` (the last one, the current page, without a path). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('site-directory');
  const { to } = useSiteLang();
  tellServer({ breadcrumb: [{ name: t('common.home'), path: to('/') }, ...crumbs.map((c) => ({ name: c.label, path: c.path && to(c.path) }))] });
  return (
    <nav aria-label={t('common.breadcrumb')} className="dir-crumbs">
      <ol>
        <li>
          <Link to={to('/')}>{t('common.home')}</Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.path ? (
              <Link to={to(c.path)}>{c.label}</Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Breadcrumb (when `crumbs` are given), h1 and lead of a directory page. */
export function PageHead({ title, lead, crumbs, children }: { title: string; lead?: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <header className="dir-head">
      {crumbs && <Breadcrumbs crumbs={crumbs} />}
      {/* focusable from script only: a page change moves focus here (useQueryState) */}
      <h1 className="dir-head__title" tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className="dir-head__lead">{lead}</p>}
      {children}
    </header>
  );
}
