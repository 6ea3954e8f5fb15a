/**
 * 论坛公告 (bbs/notice/index): send a system notice to every member, the members of a role or one member (it shows in
 * their 消息通知 → 系统通知), and the log of what was sent (title, target, how many got it, by, when).
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { forumNoticeApi, listNoticeRoles } from '@shared/api/bbs/desk';
import { useAccess } from '@shared/auth/useAccess';
import { noticeLogEntity, type NoticeLogRow } from '@shared/contract/entities';
import type { FormOf, QueryOf } from '@shared/contract/kit';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<QueryOf<typeof noticeLogEntity>, 'title' | 'targetType'> & { dateRange?: unknown };
type NoticeForm = FormOf<typeof noticeLogEntity>;
const TARGETS = ['all', 'role', 'user'] as const;

export default function ForumNoticePage() {
  const { t } = useTranslation('admin-bbs');
  const { hasPermi } = useAccess();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<NoticeForm>();
  const rules = useFieldRules(noticeLogEntity.body);
  const target = Form.useWatch('targetType', form);
  const [roles, setRoles] = useState<{ roleKey: string; roleName: string }[]>([]);
  const canSend = hasPermi(noticeLogEntity.perms.add);
  useEffect(() => {
    if (canSend) void listNoticeRoles().then((res) => setRoles(res.data ?? []), () => undefined);
  }, [canSend]);

  const list = useListQuery<NoticeLogRow, Filters>({ fetch: (q) => forumNoticeApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(noticeLogEntity, forumNoticeApi),
    list,
    form,
    addValues: { targetType: 'all' },
    // the server answers how many members the notice reached
    addedMessage: (answer) => t('notice.sent', { count: Number((answer as { data?: unknown } | undefined)?.data ?? 0) }),
    texts: { addTitle: t('notice.sendTitle'), editTitle: '', removeConfirm: () => '' },
  });
  const targetOptions = TARGETS.map((value) => ({ value, label: t(`notice.target.${value}`) }));
  const targetText = (row: NoticeLogRow) => (row.targetType === 'all' ? t('notice.target.all') : `${t(`notice.target.${row.targetType}`, { defaultValue: row.targetType })}：${row.targetValue}`);

  const columns: ListColumn<NoticeLogRow>[] = [
    { key: 'logId', title: t('notice.logId'), align: 'center', width: 80 },
    { key: 'title', title: t('notice.title'), align: 'center', ellipsis: true },
    { key: 'content', title: t('notice.content'), align: 'center', ellipsis: true },
    { key: 'targetType', title: t('notice.targetCol'), align: 'center', width: 180, render: (_: unknown, row) => targetText(row) },
    { key: 'sentCount', title: t('notice.sentCount'), align: 'center', width: 100 },
    { key: 'createBy', title: t('notice.createBy'), align: 'center', width: 110 },
    { key: 'createTime', title: t('notice.createTime'), align: 'center', width: 170 },
  ];

  return (
    <ListPage
      list={list}
      rowKey="logId"
      label={t('notice.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-notice"
      selectable={false}
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('notice.title')} name="title">
            <Input placeholder={t('notice.titlePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('notice.targetCol')} name="targetType">
            <Select placeholder={t('notice.targetPh')} allowClear options={targetOptions} style={{ minWidth: 140 }} />
          </Form.Item>
          <DateRangeFilter label={t('notice.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<NoticeForm> {...crud.dialogProps} width={640}>
        <Form.Item label={t('notice.title')} name="title" rules={rules('title')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('notice.content')} name="content" rules={rules('content')}>
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item label={t('notice.targetCol')} name="targetType" rules={rules('targetType')}>
          <Select options={targetOptions} />
        </Form.Item>
        {target === 'role' && (
          <Form.Item label={t('notice.role')} name="targetValue" rules={[{ required: true, message: t('notice.targetRequired') }]}>
            <Select options={roles.map((r) => ({ value: r.roleKey, label: r.roleName }))} showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {target === 'user' && (
          <Form.Item label={t('notice.userName')} name="targetValue" rules={[{ required: true, whitespace: true, message: t('notice.targetRequired') }]}>
            <Input maxLength={64} />
          </Form.Item>
        )}
      </FormDialog>
    </ListPage>
  );
}
