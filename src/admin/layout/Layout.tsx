/**
 * The admin shell (RuoYi Layout): sidebar (a drawer below 992 px), a header (navbar + tags view, fixed or not),
 * the content with kept-alive pages, and the settings drawer (loaded when first opened).
 *
 * Mounted once above every page (the static `layout` route), lazily: the login page never loads any of it. The
 * layout settings drive it live: the theme colour becomes antd's theme and CSS variables (its accessible shades,
 * styles/contrast.ts), the sidebar theme, top nav, tags view, fixed header, logo and dynamic title.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Drawer } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useLanguage } from '@shared/i18n';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import { usePermissionStore } from '../stores/permission';
import { useCurrentHandle, useTitleOf } from '../hooks/useRouteMeta';
import { documentTitle } from '../router/RootShell';
import { deriveThemeColors, type ThemeColors } from '../styles/contrast';
import { adminTheme, DARK_SIDEBAR_BG, LIGHT_SIDEBAR_BG, themeVars } from '../styles/adminTheme';
import Sidebar from './Sidebar';
import Navbar from './Navbar';
import TagsView from './TagsView';
import AppMain, { MAIN_ID } from './AppMain';
import { isRedirectPath, useVisitedViews } from './visited';
import { sideMenusFor, topKeyFor } from './topNav';
import AppScope from '../components/AppScope';
import './layout.css';

const Settings = lazy(() => import('./Settings'));

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

/** The theme shades as CSS variables on :root (portaled drawers, the progress bar and the tabs use them). */
function useThemeVars(colors: ThemeColors) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const vars = themeVars(colors);
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
    return () => {
      for (const k of Object.keys(vars)) root.style.removeProperty(k);
    };
  }, [colors]);
}

/** Document title: `<page> - 深度择校` with the dynamic title on, else 深度择校; unchanged while on /redirect. */
function useShellTitle(dynamicTitle: boolean) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const handle = useCurrentHandle();
  const pageTitle = useTitleOf()(handle.meta);
  const appTitle = t('app.title');
  useEffect(() => {
    if (isRedirectPath(pathname)) return;
    document.title = dynamicTitle ? documentTitle(pageTitle, appTitle) : appTitle;
  }, [dynamicTitle, pageTitle, appTitle, pathname]);
}

/** The server's menu titles are in the language of the request: after a switch, fetch them in the new one. */
function useServerTitles() {
  const [lang] = useLanguage();
  useEffect(() => {
    // a failed request has shown its message; the titles stay as they were
    usePermissionStore.getState().retitle(lang).catch(() => undefined);
  }, [lang]);
}

/**
 * The sidebar's items: every menu, or with the top nav on, the children of the top-level item chosen in the navbar
 * (until the next navigation) or else of the current page's branch. A top-level page without children: no sidebar.
 */
function useSideMenus(topNav: boolean) {
  const menus = usePermissionStore((s) => s.menus);
  const choice = useAppStore((s) => s.topNavChoice);
  const { pathname } = useLocation();
  const handle = useCurrentHandle();
  const activeKey = handle.meta?.activeMenu || pathname;
  return useMemo(() => {
    if (!topNav) return { sideMenus: menus, topKey: undefined };
    const topKey = choice && choice.at === pathname ? choice.key : topKeyFor(menus, activeKey);
    return { sideMenus: sideMenusFor(menus, topKey), topKey };
  }, [topNav, menus, choice, pathname, activeKey]);
}

export default function Layout() {
  const { t } = useTranslation('admin');
  useDeviceWatcher();
  useVisitedViews();
  const settings = useSettingsStore((s) => s.settings);
  const showSettings = useSettingsStore((s) => s.showSettings);
  // the drawer's chunk loads when first opened, then stays mounted (so it can animate closed)
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  if (showSettings && !settingsLoaded) setSettingsLoaded(true);
  const sidebar = useAppStore((s) => s.sidebar);
  const device = useAppStore((s) => s.device);
  const closeSideBar = useAppStore((s) => s.closeSideBar);
  const { pathname } = useLocation();
  const mobile = device === 'mobile';
  const collapsed = !mobile && !sidebar.opened;

  const colors = useMemo(() => deriveThemeColors(settings.theme), [settings.theme]);
  const theme = useMemo(() => adminTheme(colors), [colors]);
  useThemeVars(colors);
  useShellTitle(settings.dynamicTitle);
  useServerTitles();

  const topNav = settings.topNav && !mobile;
  const { sideMenus, topKey } = useSideMenus(topNav);
  const sidebarHidden = !mobile && (sidebar.hide || (topNav && sideMenus.length === 0));
  const sideTheme = settings.sideTheme === 'theme-light' ? 'light' : 'dark';

  // on mobile, a navigation closes the drawer
  useEffect(() => {
    if (useAppStore.getState().device === 'mobile') useAppStore.getState().closeSideBar({ withoutAnimation: false });
  }, [pathname]);

  const classes = [
    'admin-layout',
    `admin-layout--${sideTheme}`,
    collapsed && 'is-collapsed',
    mobile && 'is-mobile',
    sidebar.withoutAnimation && 'no-animation',
    sidebarHidden && 'is-sidebar-hidden',
    settings.fixedHeader && 'has-fixed-header',
    settings.tagsView && 'has-tags-view',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <AppScope relogin theme={theme}>
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
            rootClassName={`admin-sidebar-drawer admin-layout--${sideTheme}`}
            styles={{ body: { padding: 0, background: sideTheme === 'light' ? LIGHT_SIDEBAR_BG : DARK_SIDEBAR_BG } }}
            aria-label={t('layout.mainMenu')}
          >
            <div id="admin-sidebar">
              <Sidebar collapsed={false} menus={sideMenus} theme={sideTheme} showLogo={settings.sidebarLogo} onNavigate={() => closeSideBar()} />
            </div>
          </Drawer>
        ) : (
          !sidebarHidden && (
            <aside id="admin-sidebar" className="admin-sidebar-container" aria-label={t('layout.sidebar')}>
              <Sidebar collapsed={collapsed} menus={sideMenus} theme={sideTheme} showLogo={settings.sidebarLogo} />
            </aside>
          )
        )}
        <div className="admin-main-container">
          <div className="admin-header">
            <Navbar topNav={topNav} topKey={topKey} showHamburger={!sidebarHidden} />
            {settings.tagsView && <TagsView />}
          </div>
          <AppMain />
        </div>
        {settingsLoaded && (
          <Suspense fallback={null}>
            <Settings colors={colors} />
          </Suspense>
        )}
      </div>
    </AppScope>
  );
}
