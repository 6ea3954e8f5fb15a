/**
 * Navbar (50 px): hamburger, breadcrumb or the top menu, and on the right route search, fullscreen and size (desktop
 * only, as RuoYi), language, and the avatar menu (个人中心, 布局设置, 退出登录).
 */
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { CaretDownOutlined, LayoutOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@shared/i18n';
import { useAuthStore } from '@shared/auth/store';
import { useAppStore } from '../stores/app';
import { useSettingsStore } from '../stores/settings';
import { confirmLogout } from '../utils/session';
import { PROFILE_PATH } from '../lib/routes/staticRoutes';
import Breadcrumb from './Breadcrumb';
import TopNav from './TopNav';
import HeaderSearch from './HeaderSearch';
import Screenfull from './Screenfull';
import SizeSelect from './SizeSelect';
import LangSwitch from './LangSwitch';
import NoticeBell from './NoticeBell';
import ContactBadge from './ContactBadge';

export function Hamburger() {
  const { t } = useTranslation('admin');
  const opened = useAppStore((s) => s.sidebar.opened);
  const toggle = useAppStore((s) => s.toggleSideBar);
  return (
    <button
      type="button"
      className="admin-hamburger"
      aria-label={opened ? t('layout.collapseSidebar') : t('layout.expandSidebar')}
      aria-expanded={opened}
      aria-controls="admin-sidebar"
      onClick={() => toggle()}
    >
      {opened ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
    </button>
  );
}

export function UserMenu() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const nickName = useAuthStore((s) => s.nickName || s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('navbar.profile') },
    { key: 'settings', icon: <LayoutOutlined aria-hidden />, label: t('navbar.layoutSettings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('navbar.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(PROFILE_PATH);
    else if (key === 'settings') useSettingsStore.getState().setShowSettings(true);
    else if (key === 'logout') confirmLogout(modal);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['hover', 'click']} placement="bottomRight">
      <button type="button" className="admin-user-button" aria-label={t('navbar.userMenu', { name: nickName })} aria-haspopup="menu">
        <Avatar size={32} src={avatar} alt="" icon={<UserOutlined aria-hidden />} />
        <span className="admin-user-button__name">{nickName}</span>
        <CaretDownOutlined aria-hidden className="admin-user-button__caret" />
      </button>
    </Dropdown>
  );
}

export interface NavbarProps {
  /** the top menu instead of the breadcrumb */
  topNav?: boolean;
  /** the top-level item lit in the top menu */
  topKey?: string;
  showHamburger?: boolean;
}

export default function Navbar({ topNav = false, topKey, showHamburger = true }: NavbarProps) {
  const mobile = useAppStore((s) => s.device === 'mobile');
  return (
    <header className="admin-navbar">
      {showHamburger && <Hamburger />}
      {topNav ? <TopNav activeKey={topKey} /> : <Breadcrumb />}
      <div className="admin-navbar__right">
        {!mobile && (
          <>
            <HeaderSearch />
            <Screenfull />
            <SizeSelect />
            <NoticeBell />
          </>
        )}
        <ContactBadge />
        <LangSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
