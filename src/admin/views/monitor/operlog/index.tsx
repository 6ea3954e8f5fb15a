/**
 * 操作日志 (monitor/operlog/index): what the server recorded for each write — filters by module, operator, address,
 * type, status and day; sorted by time, cost or operator from the headers; 详细 shows the method, URL, parameters
 * (never a password: the server strips them before storing), result and error; delete many, 清空, export.
 */
import { useState } from 'react';
import { Descriptions, Form, Modal, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { operlogApi } from '@shared/api/monitor/logs';
import { operLogEntity, type SysOperLog } from '@shared/contract/entities';
import { DictTag } from '@shared/ui/DictTag';
import { CrudToolbar, ListPage, useCrudPage, type ListColumn } from '../../../components/ListPage';
import { entityCrud } from '../../../components/ListPage/entityPage';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../components/QueryForm';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { CleanButton, useSortedList } from '../logPages';

type Filters = { title?: string; operName?: string; operIp?: string; businessType?: number; status?: number; dateRange?: unknown };

function Detail({ row, onClose }: { row: SysOperLog | null; onClose(): void }) {
  const { t } = useTranslation('admin-monitor');
  const { t: tv } = useTranslation('admin-views');
  const { sys_oper_type: types } = useDict('sys_oper_type');
  const code = (text: string) => <Typography.Paragraph code copyable style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', marginBottom: 0 }}>{text}</Typography.Paragraph>;
  return (
    <Modal open={row !== null} title={t('operlog.detailTitle')} onCancel={onClose} onOk={onClose} okText={tv('action.close')} cancelButtonProps={{ style: { display: 'none' } }} width={800}>
      {row && (
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label={t('operlog.module')}>{row.title} / <DictTag options={types} value={String(row.businessType)} /></Descriptions.Item>
          <Descriptions.Item label={t('operlog.loginInfo')}>{`${row.operName} / ${row.operIp} / ${row.operLocation}`}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.operUrl')}>{row.operUrl}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.requestMethod')}>{row.requestMethod}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.method')} span={2}>{row.method}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.operParam')} span={2}>{code(row.operParam)}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.jsonResult')} span={2}>{code(row.jsonResult)}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.status')}>{row.status === 0 ? t('operlog.ok') : t('operlog.failed')}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.costTime')}>{t('operlog.costMs', { ms: row.costTime })}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.operTime')} span={2}>{row.operTime}</Descriptions.Item>
          {row.status !== 0 && <Descriptions.Item label={t('operlog.errorMsg')} span={2}>{row.errorMsg}</Descriptions.Item>}
        </Descriptions>
      )}
    </Modal>
  );
}

export default function OperlogPage() {
  const { t } = useTranslation('admin-monitor');
  const { sys_oper_type: types, sys_common_status: statuses } = useDict('sys_oper_type', 'sys_common_status');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<object>();
  const [shown, setShown] = useState<SysOperLog | null>(null);
  const { list, tableProps } = useSortedList<SysOperLog, Filters>((q) => operlogApi.list(q));
  const crud = useCrudPage({
    ...entityCrud(operLogEntity, operlogApi),
    list,
    form,
    texts: { addTitle: '', editTitle: '', removeConfirm: (ids) => t('operlog.removeConfirm', { ids }) },
    rowActions: (row) => [
      { key: 'detail', label: t('operlog.detail'), icon: <EyeOutlined aria-hidden />, permi: 'monitor:operlog:query', onClick: () => setShown(row) },
    ],
    operationsWidth: 80,
  });

  const columns: ListColumn<SysOperLog>[] = [
    { key: 'operId', title: t('operlog.operId'), align: 'center', width: 90 },
    { key: 'title', title: t('operlog.title'), align: 'center', ellipsis: true },
    { key: 'businessType', title: t('operlog.businessType'), align: 'center', width: 100, render: (v: number) => <DictTag options={types} value={String(v)} /> },
    { key: 'operName', title: t('operlog.operName'), align: 'center', width: 120, sorter: true, sortDirections: ['descend', 'ascend'] },
    { key: 'operIp', title: t('operlog.operIp'), align: 'center', width: 130, ellipsis: true },
    { key: 'status', title: t('operlog.status'), align: 'center', width: 100, render: (v: number) => <DictTag options={statuses} value={String(v)} /> },
    { key: 'operTime', title: t('operlog.operTime'), align: 'center', width: 170, sorter: true, sortDirections: ['descend', 'ascend'] },
    { key: 'costTime', title: t('operlog.costTime'), align: 'center', width: 120, sorter: true, sortDirections: ['descend', 'ascend'], render: (v: number) => t('operlog.costMs', { ms: v }) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="operId"
      label={t('operlog.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:monitor-operlog"
      form={queryForm}
      tableProps={tableProps}
      filters={
        <>
          <TextFilter label={t('operlog.title')} name="title" placeholder={t('operlog.titlePh')} />
          <TextFilter label={t('operlog.operName')} name="operName" placeholder={t('operlog.operNamePh')} />
          <TextFilter label={t('operlog.operIp')} name="operIp" placeholder={t('operlog.operIpPh')} />
          <SelectFilter label={t('operlog.businessType')} name="businessType" placeholder={t('operlog.businessTypePh')} options={dictSelectOptions(types)} />
          <SelectFilter label={t('operlog.status')} name="status" placeholder={t('operlog.statusPh')} options={dictSelectOptions(statuses)} />
          <DateRangeFilter label={t('operlog.operTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <CleanButton
            permi={operLogEntity.perms.remove}
            label={t('operlog.clean')}
            confirmText={t('operlog.cleanConfirm')}
            doneText={t('operlog.cleaned')}
            clean={operlogApi.clean}
            onCleaned={() => void list.refresh()}
          />
        </CrudToolbar>
      }
    >
      <Detail row={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
