/**
 * 用户管理 (system/user/index): the dept tree beside the user list (a dept narrows to it and its subtree), filters
 * with creation days, the status switch, add / edit (roles, posts, dept in the caller's scope; the user name and
 * password only when adding, the password prefilled from sys.user.initPassword), delete, 重置密码, 分配角色, import
 * and export. User 1 has no row actions and no switch (the server refuses them anyway).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Form, Input, Radio, Select, Switch, TreeSelect } from 'antd';
import { CheckCircleOutlined, KeyOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { changeUserStatus, deptTreeSelect, getUser, userApi } from '@shared/api/system/user';
import { getConfigKey } from '@shared/api/system/config';
import { userEntity } from '@shared/contract/entities';
import type { TreeSelect as TreeSelectNode, PostOption, RoleOption, SysUserRow, UserDetailResponse, UserForm, UserQuery } from '@shared/contract';
import { Auth } from '@shared/auth/Auth';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { DeptTreePanel } from './DeptTreePanel';
import { ImportDialog } from './ImportDialog';
import { ResetPwdDialog } from './ResetPwdDialog';
import './user.css';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<UserQuery, 'userName' | 'phonenumber' | 'status' | 'deptId'> & { dateRange?: unknown };
const P = userEntity.perms;
const SUPER_ADMIN = 1;
const TREE_FIELDS = { label: 'label', value: 'id', children: 'children' };

export default function UserPage() {
  const { t } = useTranslation('admin-views');
  const navigate = useNavigate();
  const { sys_normal_disable: statusOptions, sys_user_sex: sexOptions } = useDict('sys_normal_disable', 'sys_user_sex');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<UserForm>();
  const rules = useFieldRules(userEntity.body);
  const list = useListQuery<SysUserRow, Filters>({ fetch: (q) => userApi.list(q) });
  const [tree, setTree] = useState<TreeSelectNode[]>([]);
  const [options, setOptions] = useState<{ roles: RoleOption[]; posts: PostOption[] }>({ roles: [], posts: [] });
  const [resetting, setResetting] = useState<SysUserRow | null>(null);
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    deptTreeSelect().then((res) => setTree(res.data ?? [])).catch(() => undefined);
  }, []);

  const kit = entityCrud(userEntity, userApi);
  const crud = useCrudPage({
    ...kit,
    list,
    form,
    texts: { addTitle: t('user.addTitle'), editTitle: t('user.editTitle'), removeConfirm: (ids) => t('user.removeConfirm', { ids }) },
    // the user with its role and post ids, and the form's options
    get: (id) => getUser(id) as Promise<UserDetailResponse & { data: SysUserRow }>,
    toForm: (data, res) => {
      setOptions({ roles: res.roles, posts: res.posts });
      return { ...data, password: undefined, roleIds: res.roleIds ?? [], postIds: res.postIds ?? [] } as Partial<UserForm>;
    },
    rowActions: (row, defaults) => row.userId === SUPER_ADMIN ? [] : [
      ...defaults,
      { key: 'resetPwd', label: t('user.resetPwd'), icon: <KeyOutlined aria-hidden />, permi: P.resetPwd, onClick: () => setResetting(row) },
      { key: 'authRole', label: t('user.authRole'), icon: <CheckCircleOutlined aria-hidden />, permi: P.edit, onClick: () => navigate(`/system/user-auth/role/${row.userId}`) },
    ],
    operationsWidth: 160,
  });
  const editing = crud.dialog.mode === 'edit';

  const openAdd = async () => {
    const [res, initial] = await Promise.all([getUser().catch(() => null), getConfigKey('sys.user.initPassword').catch(() => null)]);
    if (res) setOptions({ roles: res.roles, posts: res.posts });
    crud.openAdd();
    if (initial?.msg) form.setFieldsValue({ password: initial.msg });
  };

  const toggleStatus = async (row: SysUserRow, on: boolean) => {
    const status = on ? '0' : '1';
    const text = on ? t('user.enable') : t('user.disable');
    if (!(await crud.feedback.confirm(t('user.statusConfirm', { action: text, name: row.userName })))) return;
    try {
      await changeUserStatus(row.userId, status);
    } catch {
      return;
    }
    crud.feedback.message.success(t('user.statusDone', { action: text }));
    void list.refresh();
  };

  const chooseDept = (deptId: number | undefined) => {
    queryForm.setFieldsValue({ deptId });
    void list.search({ ...queryForm.getFieldsValue(), deptId });
  };

  const columns: ListColumn<SysUserRow>[] = [
    { key: 'userId', title: t('user.userId'), align: 'center', width: 90 },
    { key: 'userName', title: t('user.userName'), ellipsis: true },
    { key: 'nickName', title: t('user.nickName'), ellipsis: true },
    { key: 'dept', title: t('user.dept'), ellipsis: true, render: (_: unknown, row) => row.dept?.deptName ?? '' },
    { key: 'phonenumber', title: t('user.phonenumber'), align: 'center', width: 130 },
    {
      key: 'status',
      title: t('user.status'),
      align: 'center',
      width: 90,
      render: (_: unknown, row) => (
        <Auth permi={P.edit} fallback={<span>{row.status === '0' ? t('user.enabled') : t('user.disabled')}</span>}>
          <Switch
            size="small"
            checked={row.status === '0'}
            disabled={row.userId === SUPER_ADMIN}
            aria-label={t('user.statusOf', { name: row.userName })}
            onChange={(on) => void toggleStatus(row, on)}
          />
        </Auth>
      ),
    },
    { key: 'createTime', title: t('user.createTime'), align: 'center', width: 170, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <div className="admin-user-page">
      <DeptTreePanel tree={tree} selected={list.filters.deptId || undefined} onSelect={chooseDept} />
      <ListPage
        list={list}
        rowKey="userId"
        label={t('user.tableLabel')}
        columns={columns}
        columnsStorageKey="dss-admin-columns:system-user"
        form={queryForm}
        filters={
          <>
            <Form.Item name="deptId" hidden>
              <Input />
            </Form.Item>
            <Form.Item label={t('user.userName')} name="userName">
              <Input placeholder={t('user.userNamePh')} allowClear />
            </Form.Item>
            <Form.Item label={t('user.phonenumber')} name="phonenumber">
              <Input placeholder={t('user.phonenumberPh')} allowClear />
            </Form.Item>
            <Form.Item label={t('user.status')} name="status">
              <Select placeholder={t('user.statusPh')} allowClear options={dictSelectOptions(statusOptions)} />
            </Form.Item>
            <DateRangeFilter label={t('user.createTime')} />
          </>
        }
        toolbar={
          <CrudToolbar {...crud.toolbarProps} onAdd={() => void openAdd()}>
            <Auth permi={P.import}>
              <Button className="admin-btn--info" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('user.import')}
              </Button>
            </Auth>
          </CrudToolbar>
        }
      >
        <FormDialog<UserForm> {...crud.dialogProps} width={640}>
          <Form.Item label={t('user.nickName')} name="nickName" rules={rules('nickName')}>
            <Input placeholder={t('user.nickNamePh')} maxLength={30} />
          </Form.Item>
          <Form.Item label={t('user.dept')} name="deptId" rules={rules('deptId')}>
            <TreeSelect treeData={tree} fieldNames={TREE_FIELDS} placeholder={t('user.deptPh')} allowClear treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item label={t('user.phonenumber')} name="phonenumber" rules={rules('phonenumber')}>
            <Input placeholder={t('user.phonenumberPh')} maxLength={11} />
          </Form.Item>
          <Form.Item label={t('user.email')} name="email" rules={rules('email')}>
            <Input placeholder={t('user.emailPh')} maxLength={50} />
          </Form.Item>
          {editing ? (
            <Form.Item name="userName" hidden>
              <Input />
            </Form.Item>
          ) : (
            <>
              <Form.Item label={t('user.userName')} name="userName" rules={rules('userName')}>
                <Input placeholder={t('user.userNamePh')} maxLength={30} autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('user.password')} name="password" rules={[{ ...rules('password')[0], required: true }]}>
                <Input.Password placeholder={t('user.passwordPh')} maxLength={20} autoComplete="new-password" />
              </Form.Item>
            </>
          )}
          <Form.Item label={t('user.sex')} name="sex" rules={rules('sex')}>
            <Select placeholder={t('user.sexPh')} options={dictSelectOptions(sexOptions)} />
          </Form.Item>
          <Form.Item label={t('user.status')} name="status" rules={rules('status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item label={t('user.posts')} name="postIds">
            <Select mode="multiple" placeholder={t('user.postsPh')}
              options={options.posts.map((p) => ({ label: p.postName, value: p.postId, disabled: p.status === '1' }))} />
          </Form.Item>
          <Form.Item label={t('user.roles')} name="roleIds">
            <Select mode="multiple" placeholder={t('user.rolesPh')}
              options={options.roles.map((r) => ({ label: r.roleName, value: r.roleId, disabled: r.status === '1' }))} />
          </Form.Item>
          <Form.Item label={t('user.remark')} name="remark" rules={rules('remark')}>
            <Input.TextArea placeholder={t('user.remarkPh')} maxLength={500} rows={3} />
          </Form.Item>
        </FormDialog>
        <ResetPwdDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={() => crud.feedback.message.success(t('user.resetPwdDone', { name: resetting?.userName ?? '' }))}
        />
        <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={() => void list.refresh()} />
      </ListPage>
    </div>
  );
}
