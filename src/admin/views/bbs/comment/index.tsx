/**
 * 评论管理 (bbs/comment/index): the replies of every post, with the post's title. Filters (post id and title,
 * text, author, review and display state, dates) and the 待审核 quick filter; row actions approve (publishes the
 * reply and sends its reply notices) / reject (with a reason), hide / show; an edit only hides or shows (the text
 * stays the member's); delete many (soft) and export.
 */
import { Form, Input, Radio, Tag } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { auditComments, commentApi } from '@shared/api/bbs/admin-posts';
import { commentEntity } from '@shared/contract/entities';
import type { FormOf, QueryOf, RowOf } from '@shared/contract/kit';
import { formatTime } from '@shared/lib/date';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { AuditTag, ReviewTools, useModeration } from '../moderation';
import { DateRangeFilter, SelectFilter, TextFilter } from '../../../components/QueryForm';

type Row = RowOf<typeof commentEntity>;
type Filters = Pick<QueryOf<typeof commentEntity>, 'postId' | 'postTitle' | 'content' | 'authorName' | 'auditStatus' | 'status'> & { dateRange?: unknown };
type CommentForm = FormOf<typeof commentEntity>;

/** A stored reply (escaped HTML, <br> for line breaks) as the text that was typed. */
export function replyText(html: string | null): string {
  const doc = new DOMParser().parseFromString((html ?? '').replace(/<br\s*\/?>/gi, ' '), 'text/html');
  return doc.body.textContent ?? '';
}

const pendingCount = async () => (await commentApi.list({ auditStatus: '1', pageNum: 1, pageSize: 1 })).total;

export default function CommentPage() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<CommentForm>();
  const rules = useFieldRules(commentEntity.body);
  const codes = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const auditStatuses = codes('post.auditStatuses', ['0', '1', '2']);
  const statuses = codes('comment.statuses', ['0', '1']);

  const list = useListQuery<Row, Filters>({ fetch: (q) => commentApi.list(q) });
  const moderation = useModeration({ audit: auditComments, permi: commentEntity.perms.audit, onDone: () => void list.refresh() });
  const crud = useCrudPage({
    ...entityCrud(commentEntity, commentApi),
    list,
    form,
    texts: { addTitle: t('comment.editTitle'), editTitle: t('comment.editTitle'), removeConfirm: (ids) => t('comment.removeConfirm', { ids }) },
    toForm: (data: Row): Partial<CommentForm> => ({ status: data.status === '1' ? '1' : '0' }),
    operationsWidth: 170,
    rowActions: (row, defaults) => [
      ...defaults,
      ...moderation.rowActions(row.replyId, row.auditStatus),
      row.status === '0'
        ? { key: 'hide', label: t('comment.hide'), icon: <EyeInvisibleOutlined aria-hidden />, permi: commentEntity.perms.edit, onClick: () => void setStatus(row, '1') }
        : { key: 'show', label: t('comment.show'), icon: <EyeOutlined aria-hidden />, permi: commentEntity.perms.edit, onClick: () => void setStatus(row, '0') },
    ],
  });

  async function setStatus(row: Row, status: '0' | '1') {
    try {
      await commentApi.update({ replyId: row.replyId, status });
    } catch {
      return; // the request layer has shown why
    }
    crud.feedback.message.success(t(status === '1' ? 'comment.hideDone' : 'comment.showDone'));
    void list.refresh();
  }

  const columns: ListColumn<Row>[] = [
    { key: 'replyId', title: t('comment.replyId'), align: 'center', width: 80 },
    {
      key: 'content',
      title: t('comment.content'),
      ellipsis: true,
      render: (v: string | null, row) => (
        <>
          {row.parentId !== null && <Tag>{t('comment.answer')}</Tag>}
          {replyText(v)}
        </>
      ),
    },
    { key: 'postTitle', title: t('comment.postTitle'), ellipsis: true, render: (v: string, row) => `#${row.postId} ${v}` },
    { key: 'authorName', title: t('comment.authorName'), align: 'center', width: 120, ellipsis: true },
    { key: 'auditStatus', title: t('post.auditStatus'), align: 'center', width: 100, render: (v: string) => <AuditTag value={v} /> },
    {
      key: 'status',
      title: t('comment.status'),
      align: 'center',
      width: 100,
      render: (v: string) => <Tag color={v === '0' ? 'processing' : 'default'}>{t(`comment.statuses.${v}`, { defaultValue: v })}</Tag>,
    },
    { key: 'createTime', title: t('comment.createTime'), align: 'center', width: 160, render: (v: string | null) => formatTime(v) },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="replyId"
      label={t('comment.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-comment"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('comment.postId')} name="postId">
            <Input placeholder={t('comment.postIdPh')} allowClear inputMode="numeric" />
          </Form.Item>
          <TextFilter label={t('comment.postTitle')} name="postTitle" placeholder={t('comment.postTitlePh')} />
          <TextFilter label={t('comment.content')} name="content" placeholder={t('comment.contentPh')} />
          <TextFilter label={t('comment.authorName')} name="authorName" placeholder={t('comment.authorNamePh')} />
          <SelectFilter label={t('post.auditStatus')} name="auditStatus" placeholder={t('post.auditStatusPh')} options={auditStatuses} />
          <SelectFilter label={t('comment.status')} name="status" placeholder={t('comment.statusPh')} options={statuses} />
          <DateRangeFilter label={t('comment.createTime')} />
        </>
      }
      toolbar={
        <CrudToolbar {...crud.toolbarProps}>
          <ReviewTools moderation={moderation} list={list} queryForm={queryForm} count={pendingCount} />
        </CrudToolbar>
      }
    >
      <FormDialog<CommentForm> {...crud.dialogProps}>
        <Form.Item label={t('comment.status')} name="status" rules={rules('status')}>
          <Radio.Group options={statuses} />
        </Form.Item>
      </FormDialog>
      {moderation.dialog}
    </ListPage>
  );
}
