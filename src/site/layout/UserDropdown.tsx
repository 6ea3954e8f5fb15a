import { Avatar, Button, Dropdown, message, Modal } from 'antd';
import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@shared/auth/store';
import { withAntd } from '../components/AntdScope';

/** The logged-in member in the header: avatar, nickname, and a menu with logout (confirmed). Loaded on demand. */
function UserDropdown() {
  const { t } = useTranslation('site-auth');
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
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('user.logout') }],
        onClick: ({ key }) => {
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <Button type="text" className="site-user" aria-label={t('user.account', { name: display })}>
        <Avatar size={28} src={avatar} alt="" icon={<UserOutlined />} />
        <span className="site-user__name">{display}</span>
        <DownOutlined aria-hidden className="site-user__caret" />
      </Button>
    </Dropdown>
  );
}

export default withAntd(UserDropdown);
