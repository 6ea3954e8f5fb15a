/**
 * 分配用户 (/system/role-auth/user/:roleId, view system/role/authUser): the users holding a role, with 取消授权 per row
 * or for the selected rows, and 添加用户 — a dialog listing the users without the role, granted in one call.
 * Both lists are paged and data-scoped by the server.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, Form, Input, Modal, Table } from 'antd';
import { CloseCircleOutlined, CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { allocatedUserList, authUserCancel, authUserCancelAll, authUserSelectAll, unallocatedUserList } from '@shared/api/system/role';
import type { AuthUserRow } from '@shared/contract';
import { roleEntity } from '@shared/contract/entities';
import { Auth } from '@shared/auth/Auth';
import { DictTag } from '@shared/ui/DictTag';
import { formatTime } from '@shared/lib/date';
import { ListPage, RowActions, useListQuery, type ListColumn } from '../../../../components/ListPage';
import { QueryForm } from '../../../../components/QueryForm';
import { Pagination } from '../../../../components/Pagination';
import { useFeedback } from '../../../../components/FormDialog/useFeedback';
import { useDict } from '../../../../components/dict';
import { useClosePage } from '../../../../components/useClosePage';

export const ROLE_LIST_PATH = '/system/role';

type Filters = { userName?: string; phonenumber?: string };

/** The user columns both lists show. */
function useUserColumns(): ListColumn<AuthUserRow>[] {
  const { t } = useTranslation('admin-views');
  const { sys_normal_disable: statusOptions } = useDict('sys_normal_disable');
  return [
    { key: 'userName', title: t('authUser.userName'), ellipsis: true },
    { key: 'nickName', title: t('authUser.nickName'), ellipsis: true },
    { key: 'email', title: t('authUser.email'), ellipsis: true },
    { key: 'phonenumber', title: t('authUser.phonenumber'), ellipsis: true },
    { key: 'status', title: t('authUser.status'), align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', title: t('authUser.createTime'), align: 'center', width: 180, render: (v: string | null) => formatTime(v) },
  ];
}

/** 选择用户: the users without the role; 确定 grants it to the selected ones. */
function SelectUserDialog({ roleId, open, onClose, onGranted }: { roleId: string; open: boolean; onClose(): void; onGranted(): void }) {
  const { t } = useTranslation('admin-views');
  const { message } = useFeedback();
  const [queryForm] = Form.useForm<Filters>();
  const columns = useUserColumns();
  const [saving, setSaving] = useState(false);
  const list = useListQuery<AuthUserRow, Filters>({ fetch: (q) => unallocatedUserList({ ...q, roleId }), immediate: false });
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      queryForm.resetFields();
      void list.search({});
    }
  }

  const grant = async () => {
    const ids = list.selectedKeys.map(Number);
    if (ids.length === 0) {
      message.error(t('authUser.chooseUsers'));
      return;
    }
    setSaving(true);
    try {
      const res = await authUserSelectAll(roleId, ids);
      message.success(res.msg);
      onClose();
      onGranted();
    } catch {
      // the request layer has shown why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('authUser.selectTitle')} width={800} onCancel={onClose} onOk={() => void grant()} confirmLoading={saving}
      okText={t('action.confirm')} cancelText={t('action.cancel')} forceRender>
      <QueryForm form={queryForm} show onSearch={() => void list.search(queryForm.getFieldsValue())}
        onReset={() => { queryForm.resetFields(); void list.search({}); }}>
        <Form.Item label={t('authUser.userName')} name="userName">
          <Input placeholder={t('authUser.userNamePh')} allowClear />
        </Form.Item>
        <Form.Item label={t('authUser.phonenumber')} name="phonenumber">
          <Input placeholder={t('authUser.phonenumberPh')} allowClear />
        </Form.Item>
      </QueryForm>
      <Table<AuthUserRow>
        aria-label={t('authUser.unallocatedLabel')}
        rowKey="userId"
        size="small"
        columns={columns.map((c) => ({ ...c, dataIndex: c.key }))}
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys, rows) => list.setSelection(keys, rows) }}
      />
      <Pagination total={list.total} page={list.pageNum} limit={list.pageSize} onChange={(p, s) => void list.setPage(p, s)} />
    </Modal>
  );
}

export default function AuthUserPage() {
  const { t } = useTranslation('admin-views');
  const { roleId = '' } = useParams<{ roleId: string }>();
  const closePage = useClosePage();
  const { message, confirm } = useFeedback();
  const [queryForm] = Form.useForm<Filters>();
  const [selecting, setSelecting] = useState(false);
  const list = useListQuery<AuthUserRow, Filters>({ fetch: (q) => allocatedUserList({ ...q, roleId }) });

  const cancel = async (row: AuthUserRow) => {
    if (!(await confirm(t('authUser.cancelConfirm', { name: row.userName })))) return;
    try {
      await authUserCancel(roleId, row.userId);
    } catch {
      return;
    }
    message.success(t('authUser.cancelled'));
    void list.refresh();
  };

  const cancelSelected = async () => {
    const ids = list.selectedKeys.map(Number);
    if (!ids.length || !(await confirm(t('authUser.cancelAllConfirm')))) return;
    try {
      await authUserCancelAll(roleId, ids);
    } catch {
      return;
    }
    message.success(t('authUser.cancelled'));
    void list.refresh();
  };

  const columns: ListColumn<AuthUserRow>[] = [
    ...useUserColumns(),
    {
      key: 'operations',
      title: t('action.operations'),
      align: 'center',
      hideable: false,
      width: 110,
      render: (_: unknown, row) => (
        <RowActions actions={[{
          key: 'cancel', label: t('authUser.cancel'), icon: <CloseCircleOutlined aria-hidden />, permi: roleEntity.perms.remove, onClick: () => void cancel(row),
        }]} />
      ),
    },
  ];

  return (
    <ListPage
      list={list}
      rowKey="userId"
      label={t('authUser.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:system-role-auth-user"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('authUser.userName')} name="userName">
            <Input placeholder={t('authUser.userNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('authUser.phonenumber')} name="phonenumber">
            <Input placeholder={t('authUser.phonenumberPh')} allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        <>
          <Auth permi={roleEntity.perms.add}>
            <Button color="primary" variant="outlined" icon={<PlusOutlined aria-hidden />} onClick={() => setSelecting(true)}>
              {t('authUser.addUser')}
            </Button>
          </Auth>
          <Auth permi={roleEntity.perms.remove}>
            <Button danger icon={<CloseCircleOutlined aria-hidden />} disabled={list.selectedKeys.length === 0} onClick={() => void cancelSelected()}>
              {t('authUser.cancelAll')}
            </Button>
          </Auth>
          <Button className="admin-btn--warning" icon={<CloseOutlined aria-hidden />} onClick={() => closePage(ROLE_LIST_PATH)}>
            {t('action.close')}
          </Button>
        </>
      }
    >
      <SelectUserDialog roleId={roleId} open={selecting} onClose={() => setSelecting(false)} onGranted={() => void list.refresh()} />
    </ListPage>
  );
}
