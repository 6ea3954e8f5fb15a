/**
 * 定时任务 (monitor/job/index): jobs with filters, add / edit (the handler picked from the server's registry, the cron
 * expression typed or built with the cron builder), status switch, run once, detail, delete many, export, and the
 * way to each job's log (`/monitor/job-log/index/:jobId`).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Descriptions, Form, Input, Modal, Radio, Select, Space, Switch } from 'antd';
import { CaretRightOutlined, EyeOutlined, FileTextOutlined, ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { changeJobStatus, jobApi, runJob } from '@shared/api/monitor/job';
import { jobEntity } from '@shared/contract/entities';
import type { FormOf, QueryOf, RowOf } from '@shared/contract/kit';
import { Auth } from '@shared/auth/Auth';
import { useAccess } from '@shared/auth/useAccess';
import { DictTag } from '@shared/ui/DictTag';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { CronBuilder } from '../../../components/CronBuilder';
import { JOB_LOG_PATH, useJobHandlers } from './useJobHandlers';

type SysJob = RowOf<typeof jobEntity>;
type JobForm = FormOf<typeof jobEntity>;
type Filters = Pick<QueryOf<typeof jobEntity>, 'jobName' | 'jobGroup' | 'status'>;

const POLICIES = ['1', '2', '3'] as const;

export default function JobPage() {
  const { t } = useTranslation('admin-monitor');
  const navigate = useNavigate();
  const { hasPermi } = useAccess();
  const { sys_job_group: groups, sys_job_status: statuses } = useDict('sys_job_group', 'sys_job_status');
  const handlers = useJobHandlers();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<JobForm>();
  const rules = useFieldRules(jobEntity.body);
  const list = useListQuery<SysJob, Filters>({ fetch: (q) => jobApi.list(q) });
  const [builderOpen, setBuilderOpen] = useState(false);
  const [detail, setDetail] = useState<SysJob | null>(null);
  // the builder starts from the field's value when opened (read then: a watched value can lag the last keystroke)
  const [builderStart, setBuilderStart] = useState('');

  const crud = useCrudPage({
    ...entityCrud(jobEntity, jobApi),
    list,
    form,
    texts: { addTitle: t('job.addTitle'), editTitle: t('job.editTitle'), removeConfirm: (ids) => t('job.removeConfirm', { ids }) },
    operationsWidth: 180,
    rowActions: (row, defaults) => [
      ...defaults,
      { key: 'run', label: t('job.runOnce'), icon: <CaretRightOutlined aria-hidden />, permi: jobEntity.perms.changeStatus, onClick: () => void runOnce(row) },
      { key: 'detail', label: t('job.detail'), icon: <EyeOutlined aria-hidden />, permi: jobEntity.perms.query, onClick: () => void openDetail(row) },
      { key: 'log', label: t('job.log'), icon: <FileTextOutlined aria-hidden />, permi: jobEntity.perms.list, onClick: () => navigate(`${JOB_LOG_PATH}/${row.jobId}`) },
    ],
  });
  const { message, confirm } = crud.feedback;

  const runOnce = async (row: SysJob) => {
    if (!(await confirm(t('job.runConfirm', { name: row.jobName })))) return;
    try {
      const res = await runJob(row.jobId, row.jobGroup);
      if (res.data?.status === '0') message.success(t('job.ran', { name: row.jobName }));
      else message.error(t('job.runFailed', { name: row.jobName, message: res.data?.message ?? '' }));
    } catch {
      // the request layer has shown why (e.g. still running)
    }
  };

  const openDetail = async (row: SysJob) => {
    const res = await jobApi.get(row.jobId).catch(() => null);
    if (res?.data) setDetail(res.data);
  };

  const changeStatus = async (row: SysJob, on: boolean) => {
    const action = on ? t('job.resume') : t('job.pause');
    if (!(await confirm(t('job.statusConfirm', { action, name: row.jobName })))) return;
    try {
      await changeJobStatus(row.jobId, on ? '0' : '1');
    } catch {
      return;
    }
    message.success(t('job.statusDone', { action }));
    void list.refresh();
  };

  const policyText = (v: string) => t(`job.misfire.${POLICIES.includes(v as '1') ? v : '2'}`);
  const concurrentText = (v: string) => t(`job.concurrentOptions.${v === '0' ? '0' : '1'}`);

  const columns: ListColumn<SysJob>[] = [
    { key: 'jobId', title: t('job.jobId'), align: 'center', width: 90 },
    { key: 'jobName', title: t('job.jobName'), ellipsis: true },
    { key: 'jobGroup', title: t('job.jobGroup'), align: 'center', render: (v: string) => <DictTag options={groups} value={v} /> },
    { key: 'invokeTarget', title: t('job.invokeTarget'), ellipsis: true, render: (v: string) => handlers.label(v) },
    { key: 'cronExpression', title: t('job.cronExpression'), ellipsis: true },
    { key: 'nextValidTime', title: t('job.nextValidTime'), align: 'center', width: 170, render: (v: string | null) => v ?? '-' },
    {
      key: 'status', title: t('job.status'), align: 'center', width: 90,
      render: (v: string, row) => (
        <Switch checked={v === '0'} disabled={!hasPermi(jobEntity.perms.changeStatus)} aria-label={t('job.statusOf', { name: row.jobName })}
          onChange={(on) => void changeStatus(row, on)} />
      ),
    },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="jobId"
      label={t('job.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:monitor-job"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('job.jobName')} name="jobName">
            <Input placeholder={t('job.jobNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('job.jobGroup')} name="jobGroup">
            <Select placeholder={t('job.jobGroupPh')} allowClear options={dictSelectOptions(groups)} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label={t('job.status')} name="status">
            <Select placeholder={t('job.statusPh')} allowClear options={dictSelectOptions(statuses)} style={{ width: 160 }} />
          </Form.Item>
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <Auth permi={jobEntity.perms.list}>
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => navigate(JOB_LOG_PATH)}>{t('job.log')}</Button>
          </Auth>
        </CrudToolbar>
      }
    >
      <FormDialog<JobForm> {...crud.dialogProps} width={720} labelWidth={120}>
        <Form.Item label={t('job.jobName')} name="jobName" rules={rules('jobName')}>
          <Input placeholder={t('job.jobNamePh')} maxLength={64} />
        </Form.Item>
        <Form.Item label={t('job.jobGroup')} name="jobGroup" rules={rules('jobGroup')}>
          <Select placeholder={t('job.jobGroupPh')} options={dictSelectOptions(groups)} />
        </Form.Item>
        <Form.Item label={t('job.invokeTarget')} name="invokeTarget" rules={rules('invokeTarget')} extra={t('job.invokeTargetHelp')}>
          <Select placeholder={t('job.invokeTargetPh')} options={handlers.options} />
        </Form.Item>
        <Form.Item label={t('job.cronExpression')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="cronExpression" rules={rules('cronExpression')} noStyle>
              <Input placeholder={t('job.cronPh')} aria-label={t('job.cronExpression')} />
            </Form.Item>
            <Button icon={<ScheduleOutlined aria-hidden />} onClick={() => {
              setBuilderStart((form.getFieldValue('cronExpression') as string | undefined) ?? '');
              setBuilderOpen(true);
            }}>{t('job.buildCron')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('job.misfirePolicy')} name="misfirePolicy" rules={rules('misfirePolicy')} extra={t('job.misfireHelp')}>
          <Radio.Group optionType="button" options={POLICIES.map((v) => ({ value: v, label: policyText(v) }))} />
        </Form.Item>
        <Form.Item label={t('job.concurrent')} name="concurrent" rules={rules('concurrent')}>
          <Radio.Group optionType="button" options={['0', '1'].map((v) => ({ value: v, label: concurrentText(v) }))} />
        </Form.Item>
        <Form.Item label={t('job.status')} name="status" rules={rules('status')}>
          <Radio.Group options={dictSelectOptions(statuses)} />
        </Form.Item>
        <Form.Item label={t('job.remark')} name="remark" rules={rules('remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </FormDialog>
      <CronBuilder open={builderOpen} value={builderStart} onClose={() => setBuilderOpen(false)}
        onOk={(expression) => {
          form.setFieldValue('cronExpression', expression);
          void form.validateFields(['cronExpression']).catch(() => undefined);
          setBuilderOpen(false);
        }} />
      <Modal open={detail !== null} title={t('job.detailTitle')} footer={null} width={720} onCancel={() => setDetail(null)}>
        {detail && (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={t('job.jobId')}>{detail.jobId}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobName')}>{detail.jobName}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobGroup')}><DictTag options={groups} value={detail.jobGroup} /></Descriptions.Item>
            <Descriptions.Item label={t('job.createTime')}>{detail.createTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('job.cronExpression')}>{detail.cronExpression}</Descriptions.Item>
            <Descriptions.Item label={t('job.nextValidTime')}>{detail.nextValidTime ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('job.invokeTarget')} span={2}>{`${handlers.label(detail.invokeTarget)} (${detail.invokeTarget})`}</Descriptions.Item>
            <Descriptions.Item label={t('job.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('job.concurrent')}>{concurrentText(detail.concurrent)}</Descriptions.Item>
            <Descriptions.Item label={t('job.misfirePolicy')} span={2}>{policyText(detail.misfirePolicy)}</Descriptions.Item>
            <Descriptions.Item label={t('job.remark')} span={2}>{detail.remark ?? ''}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </ListPage>
  );
}
