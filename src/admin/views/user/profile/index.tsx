/**
 * 个人中心 (/user/profile/:activeTab?): the account card (avatar with a crop dialog, user name, phone, email,
 * department / posts, roles, creation date) and the tabs 基本资料 / 修改密码 (`/user/profile/resetPwd` opens the
 * second).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Col, Row, Skeleton, Tabs } from 'antd';
import { ApartmentOutlined, CalendarOutlined, CameraOutlined, MailOutlined, MobileOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { getUserProfile } from '@shared/api/system/user';
import type { ProfileForm, ProfileResponse } from '@shared/contract';
import { resolveAvatar, useAuthStore } from '@shared/auth/store';
import { formatTime } from '@shared/lib/date';
import { useAdminUserStore } from '../../../stores/user';
import { useClosePage } from '../../../components/useClosePage';
import { UserInfoForm } from './UserInfoForm';
import { ResetPwdForm } from './ResetPwdForm';
import './profile.css';

const AvatarCropper = lazy(() => import('./AvatarCropper'));

type Profile = Pick<ProfileResponse, 'data' | 'roleGroup' | 'postGroup'>;
type TabKey = 'userinfo' | 'resetPwd';

export default function ProfilePage() {
  const { t } = useTranslation('admin-views');
  const { activeTab } = useParams<{ activeTab?: string }>();
  const [tab, setTab] = useState<TabKey>(activeTab === 'resetPwd' ? 'resetPwd' : 'userinfo');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [cropping, setCropping] = useState(false);
  const closePage = useClosePage();

  const load = async () => {
    setFailed(false);
    try {
      const res = await getUserProfile();
      setProfile({ data: res.data, roleGroup: res.roleGroup, postGroup: res.postGroup });
    } catch {
      setFailed(true);
    }
  };
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load();
  }, []);

  // a link to /user/profile/resetPwd while the page is kept alive
  const [routeTab, setRouteTab] = useState(activeTab);
  if (routeTab !== activeTab) {
    setRouteTab(activeTab);
    if (activeTab === 'resetPwd' || activeTab === 'userinfo') setTab(activeTab);
  }

  const onSaved = (values: ProfileForm) => {
    setProfile((p) => (p ? { ...p, data: { ...p.data, ...values, phonenumber: values.phonenumber ?? null, email: values.email ?? null } } : p));
    useAuthStore.setState({ nickName: values.nickName, phone: values.phonenumber ?? '' });
    const u = useAdminUserStore.getState().user;
    if (u) useAdminUserStore.setState({ user: { ...u, nickName: values.nickName, phonenumber: values.phonenumber ?? null, email: values.email ?? null } });
  };
  const onAvatar = (imgUrl: string) => {
    setProfile((p) => (p ? { ...p, data: { ...p.data, avatar: imgUrl } } : p));
    useAuthStore.setState({ avatar: resolveAvatar(imgUrl) });
    const u = useAdminUserStore.getState().user;
    if (u) useAdminUserStore.setState({ user: { ...u, avatar: imgUrl } });
  };

  const user = profile?.data;
  const avatar = resolveAvatar(user?.avatar);

  return (
    <div className="admin-page admin-profile">
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('profile.loadFailed')}
          action={
            <Button size="small" onClick={() => void load()}>
              {t('action.retry')}
            </Button>
          }
          className="admin-profile__alert"
        />
      )}
      <Row gutter={[20, 20]}>
        <Col xs={24} md={9} lg={7}>
          <Card title={<h2 className="admin-card-title">{t('profile.cardTitle')}</h2>}>
            {!user ? (
              <Skeleton active avatar paragraph={{ rows: 5 }} />
            ) : (
              <>
                <div className="admin-profile__avatar">
                  <button type="button" className="admin-profile__avatar-btn" onClick={() => setCropping(true)} aria-label={t('profile.changeAvatar')}>
                    <img src={avatar} alt="" />
                    <span className="admin-profile__avatar-mask" aria-hidden>
                      <CameraOutlined />
                    </span>
                  </button>
                </div>
                <dl className="admin-profile__facts">
                  <div>
                    <dt>
                      <UserOutlined aria-hidden /> {t('profile.userName')}
                    </dt>
                    <dd>{user.userName}</dd>
                  </div>
                  <div>
                    <dt>
                      <MobileOutlined aria-hidden /> {t('profile.phonenumber')}
                    </dt>
                    <dd>{user.phonenumber || '-'}</dd>
                  </div>
                  <div>
                    <dt>
                      <MailOutlined aria-hidden /> {t('profile.email')}
                    </dt>
                    <dd>{user.email || '-'}</dd>
                  </div>
                  <div>
                    <dt>
                      <ApartmentOutlined aria-hidden /> {t('profile.dept')}
                    </dt>
                    <dd>{[user.dept?.deptName, profile.postGroup].filter(Boolean).join(' / ') || '-'}</dd>
                  </div>
                  <div>
                    <dt>
                      <TeamOutlined aria-hidden /> {t('profile.roles')}
                    </dt>
                    <dd>{profile.roleGroup || '-'}</dd>
                  </div>
                  <div>
                    <dt>
                      <CalendarOutlined aria-hidden /> {t('profile.createTime')}
                    </dt>
                    <dd>{formatTime(user.createTime) || '-'}</dd>
                  </div>
                </dl>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={15} lg={17}>
          <Card title={<h2 className="admin-card-title">{t('profile.basicTitle')}</h2>}>
            <Tabs
              activeKey={tab}
              onChange={(k) => setTab(k as TabKey)}
              items={[
                {
                  key: 'userinfo',
                  label: t('profile.tabInfo'),
                  children: user ? <UserInfoForm user={user} onSaved={onSaved} onClose={() => closePage()} /> : <Skeleton active />,
                },
                { key: 'resetPwd', label: t('profile.tabPwd'), children: <ResetPwdForm onClose={() => closePage()} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {cropping && (
        <Suspense fallback={null}>
          <AvatarCropper open={cropping} src={avatar} onClose={() => setCropping(false)} onUploaded={onAvatar} />
        </Suspense>
      )}
    </div>
  );
}
