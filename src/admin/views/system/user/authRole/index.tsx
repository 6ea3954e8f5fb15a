/**
 * 分配角色 (/system/user-auth/role/:userId, view system/user/authRole): the user's basic information and every role
 * the caller may hand out, those the user holds ticked (a row click ticks too); 提交 saves the set in one call,
 * 返回 closes the tab and goes back to the user list.
 */
import { useEffect, useState, type Key } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Descriptions, Flex, Table, Typography } from 'antd';
import { useTranslation } from '@shared/i18n';
import { getAuthRole, updateAuthRole } from '@shared/api/system/user';
import type { RoleOption, SysUserRow } from '@shared/contract';
import { useFeedback } from '../../../../components/FormDialog/useFeedback';
import { useClosePage } from '../../../../components/useClosePage';

export const USER_LIST_PATH = '/system/user';

export default function AuthRolePage() {
  const { t } = useTranslation('admin-views');
  const { userId } = useParams<{ userId: string }>();
  const closePage = useClosePage();
  const { message } = useFeedback();
  const [user, setUser] = useState<SysUserRow | null>(null);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [checked, setChecked] = useState<Key[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setLoading(true);
    getAuthRole(userId)
      .then((res) => {
        if (!live) return;
        setUser(res.user);
        setRoles(res.roles);
        setChecked(res.roles.filter((r) => r.flag).map((r) => r.roleId));
        setLoading(false);
      })
      .catch(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [userId]);

  const toggle = (roleId: number) =>
    setChecked((keys) => (keys.includes(roleId) ? keys.filter((k) => k !== roleId) : [...keys, roleId]));

  const submit = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await updateAuthRole(user.userId, checked.map(Number));
    } catch {
      return; // the request layer has shown why
    } finally {
      setSaving(false);
    }
    message.success(t('user.authRoleSaved'));
    closePage(USER_LIST_PATH);
  };

  return (
    <div className="admin-page">
      <Typography.Title level={2} style={{ fontSize: 16, margin: '4px 0 12px' }}>{t('user.basicInfo')}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('user.nickName')}>{user?.nickName ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('user.userName')}>{user?.userName ?? ''}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ fontSize: 16, margin: '20px 0 12px' }}>{t('user.roleInfo')}</Typography.Title>
      <Table<RoleOption>
        aria-label={t('user.rolesLabel')}
        rowKey="roleId"
        loading={loading}
        dataSource={roles}
        pagination={false}
        style={{ overflowX: 'auto' }}
        rowSelection={{ selectedRowKeys: checked, onChange: (keys) => setChecked(keys), getCheckboxProps: (r) => ({ disabled: r.status === '1' }) }}
        onRow={(r) => ({ onClick: () => r.status !== '1' && toggle(r.roleId) })}
        columns={[
          { key: 'index', title: '#', width: 60, align: 'center', render: (_: unknown, _r, i) => i + 1 },
          { key: 'roleId', dataIndex: 'roleId', title: t('user.roleId'), width: 100, align: 'center' },
          { key: 'roleName', dataIndex: 'roleName', title: t('user.roleName') },
          { key: 'roleKey', dataIndex: 'roleKey', title: t('user.roleKey') },
        ]}
      />
      <Flex gap={8} justify="center" style={{ marginTop: 16 }}>
        <Button type="primary" loading={saving} disabled={!user} onClick={() => void submit()}>
          {t('action.submit')}
        </Button>
        <Button onClick={() => closePage(USER_LIST_PATH)}>{t('user.back')}</Button>
      </Flex>
    </div>
  );
}
