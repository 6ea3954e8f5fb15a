import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import { isGuidePath, langOfPath, localizePath, stripLang } from '../lib/langPath';
import { siteMenus } from './menuData';

interface FooterLink {
  key: string;
  name: string;
  path: string;
}

/** About text, guide links, the other sections, the sample-content note and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const lang = langOfPath(pathname);
  const guides: FooterLink[] = [];
  const explore: FooterLink[] = [];
  for (const m of siteMenus(lang)) {
    const links = m.children?.length
      ? m.children.map((c) => ({ key: String(c.cid), name: c.name, path: c.path }))
      : [{ key: String(m.id), name: m.name, path: m.path }];
    for (const l of links) (isGuidePath(stripLang(l.path)) ? guides : explore).push(l);
  }
  // news and videos, the site search, the message board and the contact form (pages/news, pages/video, …)
  explore.push(
    { key: 'news', name: t('footer.news'), path: localizePath(lang, '/news') },
    { key: 'videos', name: t('footer.videos'), path: localizePath(lang, '/video') },
    { key: 'search', name: t('footer.search'), path: localizePath(lang, '/search') },
    { key: 'board', name: t('footer.board'), path: localizePath(lang, '/message') },
    { key: 'contact', name: t('footer.contact'), path: localizePath(lang, '/contact') },
  );
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.aboutTitle')}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-guides">
          <h2 id="footer-guides">{t('footer.guidesTitle')}</h2>
          <ul>
            {guides.map((l) => (
              <li key={l.key + l.path}>
                <Link to={l.path}>{l.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {explore.length > 0 && (
          <nav className="site-footer__links" aria-labelledby="footer-explore">
            <h2 id="footer-explore">{t('footer.exploreTitle')}</h2>
            <ul>
              {explore.map((l) => (
                <li key={l.key + l.path}>
                  <Link to={l.path}>{l.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="site-container site-footer__bottom">
        <p className="site-footer__sample">{t('footer.sample')}</p>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
