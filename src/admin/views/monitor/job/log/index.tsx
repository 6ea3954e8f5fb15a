/**
 * 调度日志 (monitor/job/log, the hidden route /monitor/job-log/index/:jobId?): the runs of one job (or of all jobs
 * without an id) with filters and a date range, detail (message and exception), delete many, clean, export.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Descriptions, Form, Input, Modal, Select } from 'antd';
import { ClearOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { cleanJobLog, jobLogApi } from '@shared/api/monitor/job';
import { jobLogEntity } from '@shared/contract/entities';
import type { QueryOf, RowOf } from '@shared/contract/kit';
import { Auth } from '@shared/auth/Auth';
import { DictTag } from '@shared/ui/DictTag';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../../components/ListPage';
import { entityCrud } from '../../../../components/ListPage/entityPage';
import { dictSelectOptions, useDict } from '../../../../components/dict';
import { DateRangeFilter } from '../../../../components/QueryForm';
import { useJobHandlers } from '../useJobHandlers';

type SysJobLog = RowOf<typeof jobLogEntity>;
type Filters = Pick<QueryOf<typeof jobLogEntity>, 'jobName' | 'jobGroup' | 'status'> & { jobId?: number; dateRange?: unknown };

export default function JobLogPage() {
  const { t } = useTranslation('admin-monitor');
  const navigate = useNavigate();
  const { jobId } = useParams<{ jobId?: string }>();
  const { sys_job_group: groups, sys_common_status: statuses } = useDict('sys_job_group', 'sys_common_status');
  const handlers = useJobHandlers();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<object>();
  const [detail, setDetail] = useState<SysJobLog | null>(null);
  const forJob = jobId ? Number(jobId) : undefined;
  const list = useListQuery<SysJobLog, Filters>({
    // the job of the route narrows every search
    fetch: (q) => jobLogApi.list({ ...q, jobId: forJob }),
  });
  const crud = useCrudPage({
    ...entityCrud(jobLogEntity, jobLogApi),
    list,
    form,
    texts: { addTitle: '', editTitle: '', removeConfirm: (ids) => t('jobLog.removeConfirm', { ids }) },
    exportList: (q: object, name: string) => jobLogApi.exportList({ ...q, jobId: forJob }, name),
    rowActions: (row, defaults) => [
      ...defaults,
      { key: 'detail', label: t('jobLog.detail'), icon: <EyeOutlined aria-hidden />, permi: jobLogEntity.perms.query, onClick: () => setDetail(row) },
    ],
  });

  const clean = async () => {
    if (!(await crud.feedback.confirm(t('jobLog.cleanConfirm')))) return;
    try {
      await cleanJobLog();
    } catch {
      return;
    }
    crud.feedback.message.success(t('jobLog.cleaned'));
    void list.refresh();
  };

  const columns: ListColumn<SysJobLog>[] = [
    { key: 'jobLogId', title: t('jobLog.jobLogId'), align: 'center', width: 90 },
    { key: 'jobName', title: t('jobLog.jobName'), ellipsis: true },
    { key: 'jobGroup', title: t('jobLog.jobGroup'), align: 'center', render: (v: string) => <DictTag options={groups} value={v} /> },
    { key: 'invokeTarget', title: t('jobLog.invokeTarget'), ellipsis: true, render: (v: string) => handlers.label(v) },
    { key: 'jobMessage', title: t('jobLog.jobMessage'), ellipsis: true },
    { key: 'status', title: t('jobLog.status'), align: 'center', width: 90, render: (v: string) => <DictTag options={statuses} value={v} /> },
    { key: 'createTime', title: t('jobLog.createTime'), align: 'center', width: 170 },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="jobLogId"
      label={forJob ? t('jobLog.tableLabelOf', { id: forJob }) : t('jobLog.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:monitor-job-log"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('jobLog.jobName')} name="jobName">
            <Input placeholder={t('jobLog.jobNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('jobLog.jobGroup')} name="jobGroup">
            <Select placeholder={t('jobLog.jobGroupPh')} allowClear options={dictSelectOptions(groups)} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={t('jobLog.status')} name="status">
            <Select placeholder={t('jobLog.statusPh')} allowClear options={dictSelectOptions(statuses)} style={{ width: 160 }} />
          </Form.Item>
          <DateRangeFilter label={t('jobLog.createTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <Auth permi={jobLogEntity.perms.remove}>
            <Button danger icon={<ClearOutlined aria-hidden />} onClick={() => void clean()}>{t('jobLog.clean')}</Button>
          </Auth>
          <Button icon={<CloseOutlined aria-hidden />} onClick={() => navigate('/monitor/job')}>{t('jobLog.close')}</Button>
        </CrudToolbar>
      }
    >
      <Modal open={detail !== null} title={t('jobLog.detailTitle')} footer={null} width={720} onCancel={() => setDetail(null)}>
        {detail && (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('jobLog.jobLogId')}>{detail.jobLogId}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.jobName')}>{detail.jobName}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.jobGroup')}><DictTag options={groups} value={detail.jobGroup} /></Descriptions.Item>
            <Descriptions.Item label={t('jobLog.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('jobLog.startTime')}>{detail.startTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.stopTime')}>{detail.stopTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.invokeTarget')} span={2}>{`${handlers.label(detail.invokeTarget)} (${detail.invokeTarget})`}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.jobMessage')} span={2}>{detail.jobMessage ?? ''}</Descriptions.Item>
            {detail.status === '1' && (
              <Descriptions.Item label={t('jobLog.exceptionInfo')} span={2}><pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.exceptionInfo ?? ''}</pre></Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Modal>
    </ListPage>
  );
}
