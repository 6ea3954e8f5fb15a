/**
 * 留言板 (bbs/message/index): the members' messages on the public board — filters (text, writer, shown/hidden,
 * review, answered, date range); 回复 writes the answer shown under the message (the writer gets a notice; an empty
 * answer takes it away); 修改 hides/shows or reviews it; delete many; export xlsx. Messages are plain text, shown as such.
 */
import { useState } from 'react';
import { Form, Input, Radio, Select, Tag, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { messageApi, replyMessage } from '@shared/api/bbs/message';
import { bbsMessageEntity, MESSAGE_LIMITS, type MessageAdminRow, type MessageReplyBody } from '@shared/contract/message';
import type { FormOf, QueryOf } from '@shared/contract/kit';
import { DictTag } from '@shared/ui/DictTag';
import { BRAND_ERROR, BRAND_SUCCESS } from '@shared/ui/theme';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { dictSelectOptions, useDict } from '../../../components/dict';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<QueryOf<typeof bbsMessageEntity>, 'content' | 'authorName' | 'status' | 'auditStatus' | 'replied'> & { dateRange?: unknown };
type MessageForm = FormOf<typeof bbsMessageEntity>;

/** solid tags with white text, AA (antd's light status tags are not): approved, pending, rejected */
const AUDIT_COLORS: Record<string, string> = { '0': BRAND_SUCCESS, '1': '#874d00', '2': BRAND_ERROR };

export default function MessagePage() {
  const { t } = useTranslation('admin-bbs');
  const { sys_show_hide: showHide } = useDict('sys_show_hide');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<MessageForm>();
  const [replyForm] = Form.useForm<MessageReplyBody>();
  const [replying, setReplying] = useState<MessageAdminRow | null>(null);
  const rules = useFieldRules(bbsMessageEntity.body);
  const list = useListQuery<MessageAdminRow, Filters>({ fetch: (q) => messageApi.list(q) });
  const auditOptions = ['0', '1', '2'].map((value) => ({ value, label: t(`message.audit.${value}`) }));
  const crud = useCrudPage({
    ...entityCrud(bbsMessageEntity, messageApi),
    list,
    form,
    texts: { addTitle: t('message.editTitle'), editTitle: t('message.editTitle'), removeConfirm: (ids) => t('message.removeConfirm', { ids }) },
    operationsWidth: 140,
    rowActions: (row, defaults) => [
      {
        key: 'reply',
        label: t('message.reply'),
        icon: <MessageOutlined aria-hidden />,
        permi: `${bbsMessageEntity.permPrefix}:reply`,
        onClick: () => {
          replyForm.setFieldsValue({ messageId: row.messageId, replyContent: row.replyContent ?? '' });
          setReplying(row);
        },
      },
      ...defaults,
    ],
  });

  const columns: ListColumn<MessageAdminRow>[] = [
    { key: 'messageId', title: t('message.messageId'), align: 'center', width: 90 },
    {
      key: 'authorName',
      title: t('message.authorName'),
      width: 140,
      render: (_: unknown, row) => (
        <>
          {row.authorName}
          {row.userName && row.userName !== row.authorName && <Typography.Text type="secondary"> ({row.userName})</Typography.Text>}
        </>
      ),
    },
    { key: 'content', title: t('message.content'), ellipsis: true },
    { key: 'status', title: t('message.status'), align: 'center', width: 90, render: (v: string) => <DictTag options={showHide} value={v} /> },
    {
      key: 'auditStatus',
      title: t('message.auditStatus'),
      align: 'center',
      width: 100,
      render: (v: string) => <Tag color={AUDIT_COLORS[v]}>{t(`message.audit.${v in AUDIT_COLORS ? v : '0'}`)}</Tag>,
    },
    {
      key: 'replyContent',
      title: t('message.replyContent'),
      ellipsis: true,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('message.notReplied')}</Typography.Text>,
    },
    { key: 'createTime', title: t('message.createTime'), align: 'center', width: 170, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="messageId"
      label={t('message.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-message"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('message.content')} name="content">
            <Input placeholder={t('message.contentPh')} allowClear />
          </Form.Item>
          <Form.Item label={t('message.authorName')} name="authorName">
            <Input placeholder={t('message.authorNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('message.status')} name="status">
            <Select placeholder={t('message.statusPh')} allowClear options={dictSelectOptions(showHide)} style={{ minWidth: 120 }} />
          </Form.Item>
          <Form.Item label={t('message.auditStatus')} name="auditStatus">
            <Select placeholder={t('message.auditStatusPh')} allowClear options={auditOptions} style={{ minWidth: 120 }} />
          </Form.Item>
          <Form.Item label={t('message.replied')} name="replied">
            <Select
              placeholder={t('message.repliedPh')}
              allowClear
              options={[{ value: 'Y', label: t('message.repliedY') }, { value: 'N', label: t('message.repliedN') }]}
              style={{ minWidth: 120 }}
            />
          </Form.Item>
          <DateRangeFilter label={t('message.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<MessageForm> {...crud.dialogProps}>
        <Form.Item label={t('message.status')} name="status" rules={rules('status')}>
          <Radio.Group options={dictSelectOptions(showHide)} />
        </Form.Item>
        <Form.Item label={t('message.auditStatus')} name="auditStatus" rules={rules('auditStatus')}>
          <Radio.Group options={auditOptions} />
        </Form.Item>
      </FormDialog>
      <FormDialog<MessageReplyBody>
        open={!!replying}
        title={t('message.replyTitle')}
        form={replyForm}
        width={620}
        onClose={() => setReplying(null)}
        onSubmit={async (values) => {
          await replyMessage({ messageId: replying!.messageId, replyContent: values.replyContent ?? '' });
          crud.feedback.message.success(values.replyContent?.trim() ? t('message.replySaved') : t('message.replyRemoved'));
          await list.refresh();
        }}
      >
        {replying && (
          <Form.Item label={t('message.content')}>
            <Typography.Paragraph className="bbs-message-text" style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {replying.content}
            </Typography.Paragraph>
          </Form.Item>
        )}
        <Form.Item
          label={t('message.replyContent')}
          name="replyContent"
          extra={t('message.replyHint')}
          rules={[{ max: MESSAGE_LIMITS.reply, message: t('message.replyTooLong', { max: MESSAGE_LIMITS.reply }) }]}
        >
          <Input.TextArea rows={5} maxLength={MESSAGE_LIMITS.reply} showCount placeholder={t('message.replyPh')} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
