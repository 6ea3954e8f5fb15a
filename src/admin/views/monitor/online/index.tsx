/**
 * 在线用户 (monitor/online/index): every live session (user, dept, address, location, browser, OS, login time),
 * filtered by address and user name; 强退 (`monitor:online:forceLogout`) deletes the session, so it ends on every
 * server process and its browser is sent to the login page on its next call. The server answers every session at
 * once (as RuoYi's); the page pages them.
 */
import { Form } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { onlineApi } from '@shared/api/monitor/logs';
import { ONLINE_PERMS, type SysUserOnline } from '@shared/contract/entities';
import { ListPage, RowActions, useListQuery, type ListColumn } from '../../../components/ListPage';
import { TextFilter } from '../../../components/QueryForm';
import { useFeedback } from '../../../components/FormDialog/useFeedback';

type Filters = { ipaddr?: string; userName?: string };

export default function OnlinePage() {
  const { t } = useTranslation('admin-monitor');
  const { t: tv } = useTranslation('admin-views');
  const { confirm, message } = useFeedback();
  const [queryForm] = Form.useForm<Filters>();
  const list = useListQuery<SysUserOnline, Filters>({
    fetch: async ({ pageNum, pageSize, ipaddr, userName }) => {
      const res = await onlineApi.list({ ipaddr, userName });
      return { ...res, rows: (res.rows ?? []).slice((pageNum - 1) * pageSize, pageNum * pageSize) };
    },
  });

  const forceLogout = async (row: SysUserOnline) => {
    if (!(await confirm(t('online.forceConfirm', { name: row.userName })))) return;
    try {
      await onlineApi.forceLogout(row.tokenId);
    } catch {
      return;
    }
    void message.success(t('online.forced'));
    void list.refresh();
  };

  const columns: ListColumn<SysUserOnline>[] = [
    { key: 'index', title: t('online.index'), align: 'center', width: 70, render: (_: unknown, _row, i) => (list.pageNum - 1) * list.pageSize + i + 1 },
    { key: 'tokenId', title: t('online.tokenId'), align: 'center', ellipsis: true, defaultVisible: false },
    { key: 'userName', title: t('online.userName'), align: 'center', width: 120, ellipsis: true },
    { key: 'deptName', title: t('online.deptName'), align: 'center', width: 120, ellipsis: true },
    { key: 'ipaddr', title: t('online.ipaddr'), align: 'center', width: 140, ellipsis: true },
    { key: 'loginLocation', title: t('online.loginLocation'), align: 'center', ellipsis: true },
    { key: 'os', title: t('online.os'), align: 'center', width: 120, ellipsis: true },
    { key: 'browser', title: t('online.browser'), align: 'center', width: 120, ellipsis: true },
    { key: 'loginTime', title: t('online.loginTime'), align: 'center', width: 170 },
    {
      key: 'operations',
      title: tv('action.operations'),
      align: 'center',
      hideable: false,
      width: 80,
      render: (_: unknown, row) => (
        <RowActions
          actions={[{
            key: 'forceLogout',
            label: t('online.forceLogoutLabel', { name: row.userName }),
            icon: <LogoutOutlined aria-hidden />,
            permi: ONLINE_PERMS.forceLogout,
            danger: true,
            onClick: () => void forceLogout(row),
          }]}
        />
      ),
    },
  ];

  return (
    <ListPage
      list={list}
      rowKey="tokenId"
      label={t('online.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:monitor-online"
      selectable={false}
      form={queryForm}
      filters={
        <>
          <TextFilter label={t('online.ipaddr')} name="ipaddr" placeholder={t('online.ipaddrPh')} />
          <TextFilter label={t('online.userName')} name="userName" placeholder={t('online.userNamePh')} />
        </>
      }
      header={<p className="admin-page__summary" aria-live="polite">{t('online.total', { count: list.total })}</p>}
    />
  );
}
