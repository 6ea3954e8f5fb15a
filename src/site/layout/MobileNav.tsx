import { Drawer } from 'antd';
import { useTranslation } from '@shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import type { Lang } from '@shared/i18n';
import { withAntd } from '../components/AntdScope';
import { RightIcon } from '../components/pageIcons';
import { homePath } from '../lib/langPath';
import { activeMenu } from './activeMenu';
import type { SiteMenuItem } from './menuData';

/**
 * The phone menu (< 992 px): a drawer with the same items; groups are native disclosures (details/summary),
 * the current page's group starts open. Loaded on demand.
 */
function MobileNav({
  open,
  onClose,
  menus,
  lang,
}: {
  open: boolean;
  onClose: () => void;
  menus: SiteMenuItem[];
  lang: Lang;
}) {
  const { t } = useTranslation('site');
  const { pathname } = useLocation();
  const active = activeMenu(menus, pathname);
  const home = homePath(lang);
  const current = (path: string) => (path === pathname ? 'page' : undefined);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={300}
      title={t('nav.menuTitle')}
      className="site-drawer"
      closable={{ 'aria-label': t('nav.close') }}
    >
      <nav aria-label={t('nav.mobile')}>
        <ul className="site-mnav">
          <li>
            <Link to={home} onClick={onClose} className="site-mnav__link" aria-current={current(home)}>
              {t('nav.home')}
            </Link>
          </li>
          {menus.map((m) =>
            m.children?.length ? (
              <li key={m.id}>
                <details className="site-mnav__group" open={active.item === m}>
                  <summary className={`site-mnav__link${active.item === m ? ' is-active' : ''}`}>
                    <span>{m.name}</span>
                    <RightIcon className="site-mnav__caret" />
                  </summary>
                  <ul>
                    {m.children.map((c) => (
                      <li key={c.cid}>
                        <Link to={c.path} onClick={onClose} className="site-mnav__child" aria-current={current(c.path)}>
                          {c.img && <img src={c.img} alt="" width={32} height={32} loading="lazy" />}
                          <span>{c.name}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={m.id}>
                <Link
                  to={m.path}
                  onClick={onClose}
                  className={`site-mnav__link${active.item === m ? ' is-active' : ''}`}
                  aria-current={current(m.path)}
                >
                  {m.name}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
    </Drawer>
  );
}

export default withAntd(MobileNav);
