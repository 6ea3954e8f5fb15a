/**
 * The admin shell (RuoYi Layout): sidebar (a drawer below 992 px), navbar, content.
 * Mounted once above every page; later issues add the tags view and the settings drawer here.
 */
import { useEffect } from 'react';
import { Drawer } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app';
import Sidebar from './Sidebar';
import Navbar from './Navbar';
import AppMain, { MAIN_ID } from './AppMain';
import AppScope from '../components/AppScope';
import './layout.css';

export const SIDEBAR_WIDTH = 200;

/** Watch the viewport: below 992 px the device is mobile (RuoYi ResizeHandler). */
function useDeviceWatcher() {
  const toggleDevice = useAppStore((s) => s.toggleDevice);
  useEffect(() => {
    const mq = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
    const apply = () => toggleDevice(mq.matches ? 'mobile' : 'desktop');
    apply();
    mq.addEventListener?.('change', apply);
    return () => mq.removeEventListener?.('change', apply);
  }, [toggleDevice]);
}

export default function Layout() {
  const { t } = useTranslation('admin');
  useDeviceWatcher();
  const sidebar = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const closeSideBar = useAppStore((s) => s.closeSideBar);
  const { pathname } = useLocation();
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebar.opened;

  // on mobile, a navigation closes the drawer
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile') useAppStore.getState().closeSideBar({ withoutAnimation: false });
  }, [pathname]);

  const classes = ['admin-layout', collapsed && 'is-collapsed', mobile && 'is-mobile', sidebar.withoutAnimation && 'no-animation', sidebar.hide && 'is-sidebar-hidden']
    .filter(Boolean)
    .join(' ');

  return (
    <AppScope relogin>
      <div className={classes}>
        <a
          className="admin-skip-link"
          href={`#${MAIN_ID}`}
          onClick={(e) => {
            e.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {t('layout.skipToContent')}
        </a>
        {mobile ? (
          <Drawer
            placement="left"
            open={sidebar.opened}
            onClose={() => closeSideBar()}
            size={SIDEBAR_WIDTH}
            closable={false}
            title={null}
            rootClassName="admin-sidebar-drawer"
            styles={{ body: { padding: 0, background: '#001529' } }}
            aria-label={t('layout.mainMenu')}
          >
            <div id="admin-sidebar">
              <Sidebar collapsed={false} onNavigate={() => closeSideBar()} />
            </div>
          </Drawer>
        ) : (
          !sidebar.hide && (
            <aside id="admin-sidebar" className="admin-sidebar-container" aria-label={t('layout.sidebar')}>
              <Sidebar collapsed={collapsed} />
            </aside>
          )
        )}
        <div className="admin-main-container">
          <Navbar />
          <AppMain />
        </div>
      </div>
    </AppScope>
  );
}
