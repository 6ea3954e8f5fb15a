/**
 * 角色管理 (system/role/index): roles with filters and a creation-date range, the status switch, add / edit with the
 * menu tree (展开/折叠, 全选/全不选, 父子联动), delete, export, the data scope dialog with the dept tree, and 分配用户.
 * The super-admin role (1) has no row actions and its switch is locked: the server refuses every change to it.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Input, InputNumber, Modal, Radio, Select, Switch, Tooltip } from 'antd';
import { CheckCircleOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { menuTreeselect, roleMenuTreeselect } from '@shared/api/system/menu';
import { changeRoleStatus, dataScope, deptTreeSelect, roleApi } from '@shared/api/system/role';
import { DATA_SCOPES, roleEntity, SUPER_ADMIN_ROLE_ID } from '@shared/contract/entities';
import type { RoleForm, RoleQuery, SysRoleRow, TreeSelect } from '@shared/contract';
import { useAccess } from '@shared/auth/useAccess';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { CheckTree, storedKeys, treeIndex } from './CheckTree';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<RoleQuery, 'roleName' | 'roleKey' | 'status'> & { dateRange?: unknown };

export const AUTH_USER_PATH = '/system/role-auth/user';

export default function RolePage() {
  const { t } = useTranslation('admin-views');
  const navigate = useNavigate();
  const { hasPermi } = useAccess();
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<RoleForm>();
  const rules = useFieldRules(roleEntity.body);
  const list = useListQuery<SysRoleRow, Filters>({ fetch: (q) => roleApi.list(q) });

  // the menu tree of the add / edit dialog
  const [menus, setMenus] = useState<TreeSelect[]>([]);
  const [menuChecked, setMenuChecked] = useState<number[]>([]);
  const menuIndex = useMemo(() => treeIndex(menus), [menus]);
  const menuLinked = Form.useWatch('menuCheckStrictly', form) !== false;

  const crud = useCrudPage({
    ...entityCrud(roleEntity, roleApi),
    list,
    form,
    texts: { addTitle: t('role.addTitle'), editTitle: t('role.editTitle'), removeConfirm: (ids) => t('role.removeConfirm', { ids }) },
    operationsWidth: 150,
    rowActions: (row, defaults) =>
      row.roleId === SUPER_ADMIN_ROLE_ID
        ? []
        : [
            // 修改 loads the role's menu tree too
            ...defaults.map((a) => (a.key === 'edit' ? { ...a, onClick: () => openEdit(row) } : a)),
            { key: 'dataScope', label: t('role.dataScope'), icon: <CheckCircleOutlined aria-hidden />, permi: roleEntity.perms.edit, onClick: () => void openDataScope(row) },
            { key: 'authUser', label: t('role.authUser'), icon: <UserOutlined aria-hidden />, permi: roleEntity.perms.edit, onClick: () => navigate(`${AUTH_USER_PATH}/${row.roleId}`) },
          ],
  });

  const openAdd = () => {
    setMenuChecked([]);
    crud.openAdd();
    void menuTreeselect().then((res) => setMenus(res.data ?? [])).catch(() => undefined);
  };
  const openEdit = (row?: SysRoleRow) => {
    const id = row?.roleId ?? (list.selectedKeys[0] as number | undefined);
    if (id === undefined) return;
    setMenuChecked([]);
    const tree = roleMenuTreeselect(id).then((res) => {
      setMenus(res.menus ?? []);
      setMenuChecked(res.checkedKeys ?? []);
    });
    void crud.openEdit(row).then(() => tree).catch(() => undefined);
  };

  /** the form's values with the menus of the tree (RuoYi getMenuAllCheckedKeys) */
  const dialogProps = {
    ...crud.dialogProps,
    onSubmit: (values: RoleForm) => crud.dialogProps.onSubmit({ ...values, menuIds: storedKeys(menuChecked, menuLinked, menuIndex.parentOf) }),
  };

  // the data scope dialog
  const [scopeForm] = Form.useForm<{ roleId: number; roleName: string; roleKey: string; dataScope: string }>();
  const [scopeOpen, setScopeOpen] = useState(false);
  const [depts, setDepts] = useState<TreeSelect[]>([]);
  const [deptChecked, setDeptChecked] = useState<number[]>([]);
  const [deptLinked, setDeptLinked] = useState(true);
  const [savingScope, setSavingScope] = useState(false);
  const deptIndex = useMemo(() => treeIndex(depts), [depts]);
  const scopeValue = Form.useWatch('dataScope', scopeForm);

  const openDataScope = async (row: SysRoleRow) => {
    try {
      const [role, tree] = await Promise.all([roleApi.get(row.roleId), deptTreeSelect(row.roleId)]);
      const data = role.data ?? row;
      scopeForm.setFieldsValue({ roleId: data.roleId, roleName: data.roleName, roleKey: data.roleKey, dataScope: data.dataScope });
      setDeptLinked(data.deptCheckStrictly);
      setDepts(tree.depts ?? []);
      setDeptChecked(tree.checkedKeys ?? []);
      setScopeOpen(true);
    } catch {
      // the request layer has shown why
    }
  };

  const saveDataScope = async () => {
    const v = scopeForm.getFieldsValue();
    setSavingScope(true);
    try {
      await dataScope({
        roleId: v.roleId,
        dataScope: v.dataScope,
        deptIds: v.dataScope === '2' ? storedKeys(deptChecked, deptLinked, deptIndex.parentOf) : [],
        deptCheckStrictly: deptLinked,
      });
      crud.feedback.message.success(t('msg.editSuccess'));
      setScopeOpen(false);
      void list.refresh();
    } catch {
      // keep the dialog
    } finally {
      setSavingScope(false);
    }
  };

  const changeStatus = async (row: SysRoleRow, on: boolean) => {
    const status = on ? '0' : '1';
    const text = on ? t('role.enable') : t('role.disable');
    if (!(await crud.feedback.confirm(t('role.statusConfirm', { action: text, name: row.roleName })))) return;
    try {
      await changeRoleStatus(row.roleId, status);
    } catch {
      return;
    }
    crud.feedback.message.success(t('role.statusDone', { action: text }));
    void list.refresh();
  };

  const scopeOptions = DATA_SCOPES.map((v) => ({ value: v, label: t(`role.scopes.${v}`) }));

  const columns: ListColumn<SysRoleRow>[] = [
    { key: 'roleId', title: t('role.roleId'), width: 100 },
    { key: 'roleName', title: t('role.roleName'), ellipsis: true, width: 150 },
    { key: 'roleKey', title: t('role.roleKey'), ellipsis: true, width: 150 },
    { key: 'roleSort', title: t('role.roleSort'), width: 100 },
    {
      key: 'status',
      title: t('role.status'),
      align: 'center',
      width: 100,
      render: (v: string, row) => (
        <Switch
          checked={v === '0'}
          disabled={row.roleId === SUPER_ADMIN_ROLE_ID || !hasPermi(roleEntity.perms.edit)}
          aria-label={t('role.statusOf', { name: row.roleName })}
          onChange={(on) => void changeStatus(row, on)}
        />
      ),
    },
    { key: 'createTime', title: t('role.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="roleId"
      label={t('role.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-role"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('role.roleName')} name="roleName">
            <Input placeholder={t('role.roleNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('role.roleKey')} name="roleKey">
            <Input placeholder={t('role.roleKeyPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('role.status')} name="status">
            <Select placeholder={t('role.statusPh')} allowClear options={dictSelectOptions(statusOptions)} style={{ width: 200 }} />
          </Form.Item>
          <DateRangeFilter label={t('role.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} onAdd={openAdd} onEdit={() => openEdit()} />}
    >
      <FormDialog<RoleForm> {...dialogProps}>
        <Form.Item label={t('role.roleName')} name="roleName" rules={rules('roleName')}>
          <Input placeholder={t('role.roleNamePh')} maxLength={30} />
        </Form.Item>
        <Form.Item
          label={
            <span>
              <Tooltip title={t('role.roleKeyTip')}>
                <QuestionCircleOutlined aria-label={t('role.roleKeyTip')} style={{ marginRight: 4 }} />
              </Tooltip>
              {t('role.roleKey')}
            </span>
          }
          name="roleKey"
          rules={rules('roleKey')}
        >
          <Input placeholder={t('role.roleKeyPh')} maxLength={100} />
        </Form.Item>
        <Form.Item label={t('role.roleOrder')} name="roleSort" rules={rules('roleSort')}>
          <InputNumber min={0} precision={0} />
        </Form.Item>
        <Form.Item label={t('role.status')} name="status">
          <Radio.Group options={dictSelectOptions(statusOptions)} />
        </Form.Item>
        <Form.Item name="menuCheckStrictly" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('role.menus')}>
          <CheckTree
            label={t('role.menus')}
            data={menus}
            checked={menuChecked}
            onChecked={setMenuChecked}
            linked={menuLinked}
            onLinked={(v) => form.setFieldValue('menuCheckStrictly', v)}
          />
        </Form.Item>
        <Form.Item label={t('role.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea placeholder={t('role.remarkPh')} maxLength={500} rows={3} />
        </Form.Item>
      </FormDialog>
      <Modal
        open={scopeOpen}
        title={t('role.dataScopeTitle')}
        onCancel={() => setScopeOpen(false)}
        onOk={() => void saveDataScope()}
        okText={t('action.confirm')}
        cancelText={t('action.cancel')}
        confirmLoading={savingScope}
        forceRender
      >
        <Form form={scopeForm} labelCol={{ flex: '90px' }}>
          <Form.Item name="roleId" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('role.roleName')} name="roleName">
            <Input disabled />
          </Form.Item>
          <Form.Item label={t('role.roleKey')} name="roleKey">
            <Input disabled />
          </Form.Item>
          <Form.Item label={t('role.scope')} name="dataScope">
            <Select options={scopeOptions} onChange={(v: string) => v !== '2' && setDeptChecked([])} />
          </Form.Item>
          {scopeValue === '2' && (
            <Form.Item label={t('role.depts')}>
              <CheckTree
                label={t('role.depts')}
                data={depts}
                checked={deptChecked}
                onChecked={setDeptChecked}
                linked={deptLinked}
                onLinked={setDeptLinked}
                defaultExpanded
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </ListPage>
  );
}
