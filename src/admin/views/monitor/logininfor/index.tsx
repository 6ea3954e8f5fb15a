/**
 * 登录日志 (monitor/logininfor/index): every login, logout and failure — filters by address, user name, status and
 * day; sorted by user name or time from the headers; delete many, 清空, 解锁 (the selected row's account: clears
 * its wrong-password lock), export.
 */
import { Button, Form } from 'antd';
import { UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { Auth } from '@shared/auth/Auth';
import { logininforApi } from '@shared/api/monitor/logs';
import { logininforEntity, type SysLogininfor } from '@shared/contract/entities';
import { DictTag } from '@shared/ui/DictTag';
import { CrudToolbar, ListPage, useCrudPage, type ListColumn } from '../../../components/ListPage';
import { entityCrud } from '../../../components/ListPage/entityPage';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../components/QueryForm';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { CleanButton, useSortedList } from '../logPages';

type Filters = { ipaddr?: string; userName?: string; status?: string; dateRange?: unknown };

export default function LogininforPage() {
  const { t } = useTranslation('admin-monitor');
  const { sys_common_status: statuses } = useDict('sys_common_status');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<object>();
  const { list, tableProps } = useSortedList<SysLogininfor, Filters>((q) => logininforApi.list(q));
  const crud = useCrudPage({
    ...entityCrud(logininforEntity, logininforApi),
    list,
    form,
    texts: { addTitle: '', editTitle: '', removeConfirm: (ids) => t('logininfor.removeConfirm', { ids }) },
  });
  const { confirm, message } = crud.feedback;

  const unlock = async () => {
    const name = list.selectedRows[0]?.userName;
    if (!name || !(await confirm(t('logininfor.unlockConfirm', { name })))) return;
    try {
      await logininforApi.unlock(name);
    } catch {
      return;
    }
    void message.success(t('logininfor.unlocked', { name }));
  };

  const columns: ListColumn<SysLogininfor>[] = [
    { key: 'infoId', title: t('logininfor.infoId'), align: 'center', width: 90 },
    { key: 'userName', title: t('logininfor.userName'), align: 'center', width: 130, sorter: true, sortDirections: ['descend', 'ascend'] },
    { key: 'ipaddr', title: t('logininfor.ipaddr'), align: 'center', width: 140, ellipsis: true },
    { key: 'loginLocation', title: t('logininfor.loginLocation'), align: 'center', ellipsis: true },
    { key: 'os', title: t('logininfor.os'), align: 'center', width: 120, ellipsis: true },
    { key: 'browser', title: t('logininfor.browser'), align: 'center', width: 120, ellipsis: true },
    { key: 'status', title: t('logininfor.status'), align: 'center', width: 100, render: (v: string) => <DictTag options={statuses} value={v} /> },
    { key: 'msg', title: t('logininfor.msg'), align: 'center', ellipsis: true },
    { key: 'loginTime', title: t('logininfor.loginTime'), align: 'center', width: 170, sorter: true, sortDirections: ['descend', 'ascend'] },
  ];

  return (
    <ListPage
      list={list}
      rowKey="infoId"
      label={t('logininfor.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:monitor-logininfor"
      form={queryForm}
      tableProps={tableProps}
      filters={
        <>
          <TextFilter label={t('logininfor.ipaddr')} name="ipaddr" placeholder={t('logininfor.ipaddrPh')} />
          <TextFilter label={t('logininfor.userName')} name="userName" placeholder={t('logininfor.userNamePh')} />
          <SelectFilter label={t('logininfor.status')} name="status" placeholder={t('logininfor.statusPh')} options={dictSelectOptions(statuses)} />
          <DateRangeFilter label={t('logininfor.loginTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <CleanButton
            permi={logininforEntity.perms.remove}
            label={t('logininfor.clean')}
            confirmText={t('logininfor.cleanConfirm')}
            doneText={t('logininfor.cleaned')}
            clean={logininforApi.clean}
            onCleaned={() => void list.refresh()}
          />
          <Auth permi={logininforEntity.perms.unlock}>
            <Button className="admin-btn--primary" icon={<UnlockOutlined aria-hidden />} disabled={list.selectedKeys.length !== 1} onClick={() => void unlock()}>
              {t('logininfor.unlock')}
            </Button>
          </Auth>
        </CrudToolbar>
      }
    />
  );
}
