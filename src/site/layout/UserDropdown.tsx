import { Avatar, Button, Dropdown, message, Modal } from 'antd';
import { BellOutlined, DownOutlined, EditOutlined, HomeOutlined, KeyOutlined, LogoutOutlined, UserOutlined, BankOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { useAuthStore } from '@shared/auth/store';
import { withAntd } from '../components/AntdScope';
import { useGo, useSiteLang } from '../lib/useSiteLang';
import { memberPaths } from '../pages/member/paths';
import { NoticeBell } from './NoticeBell';
import './userMenu.css';

/** The account menu's entries to the member centre (key → path). */
const CENTRE = [
  { key: 'person', path: memberPaths.person, icon: <HomeOutlined aria-hidden /> },
  { key: 'editInfo', path: memberPaths.editInfo, icon: <EditOutlined aria-hidden /> },
  { key: 'schoolInfo', path: memberPaths.schoolInfo, icon: <BankOutlined aria-hidden /> },
  { key: 'notify', path: memberPaths.notify, icon: <BellOutlined aria-hidden /> },
  { key: 'password', path: memberPaths.password, icon: <KeyOutlined aria-hidden /> },
] as const;

/**
 * The logged-in member in the header: the unread-notice bell, then avatar and nickname with a menu to the member
 * centre's pages and logout (confirmed). Loaded on demand.
 */
function UserDropdown() {
  const { t } = useTranslation('site-auth');
  const { to } = useSiteLang();
  const go = useGo();
  const nickName = useAuthStore((s) => s.nickName);
  const userName = useAuthStore((s) => s.name);
  const avatar = useAuthStore((s) => s.avatar);
  const display = nickName || userName || t('user.member');

  const confirmLogout = () => {
    Modal.confirm({
      title: t('user.logoutTitle'),
      content: t('user.logoutConfirm'),
      okText: t('user.logoutOk'),
      cancelText: t('user.cancel'),
      onOk: async () => {
        await useAuthStore.getState().logout();
        void message.success(t('user.loggedOut'));
      },
    });
  };

  return (
    <span className="site-user-wrap">
      <NoticeBell />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            ...CENTRE.map((c) => ({ key: c.key, icon: c.icon, label: t(`user.${c.key}`) })),
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('user.logout') },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') confirmLogout();
            const entry = CENTRE.find((c) => c.key === key);
            if (entry) go(to(entry.path));
          },
        }}
      >
        <Button type="text" className="site-user" aria-label={t('user.account', { name: display })}>
          <Avatar size={28} src={avatar} alt="" icon={<UserOutlined />} />
          <span className="site-user__name">{display}</span>
          <DownOutlined aria-hidden className="site-user__caret" />
        </Button>
      </Dropdown>
    </span>
  );
}

export default withAntd(UserDropdown);
