/**
 * The review tools shared by 帖子管理 and 评论管理 (not a view: only `index.tsx` files are pages): approve (after a
 * confirmation) or reject (the reason asked in a dialog) rows through the page's audit call, the row and toolbar
 * buttons behind the audit permission, and the 待审核 quick filter with the pending count.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Form, type FormInstance, Input, Tag } from 'antd';
import { CheckOutlined, CloseOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { getConfigKey } from '@shared/api/system/config';
import type { ModerationBody } from '@shared/contract/entities';
import { Auth } from '@shared/auth/Auth';
import { FormDialog } from '../../components/FormDialog';
import { useFeedback } from '../../components/FormDialog/useFeedback';
import type { RowAction } from '../../components/ListPage/RowActions';

const REASON_MAX = 200;
const m = (key: string) => `post.moderation.${key}`;

/** AUDIT_STATUS as a coloured tag: 已通过 / 待审核 / 已驳回. */
export function AuditTag({ value }: { value: string }) {
  const { t } = useTranslation('admin-bbs');
  const color = value === '0' ? 'success' : value === '1' ? 'warning' : 'error';
  return <Tag color={color}>{t(`post.auditStatuses.${value}`, { defaultValue: value })}</Tag>;
}

export function useModeration({ audit, permi, onDone }: {
  audit(body: ModerationBody): Promise<unknown>;
  permi: string;
  /** after a successful review (reload the list and the pending count) */
  onDone(): void;
}) {
  const { t } = useTranslation('admin-bbs');
  const { message, confirm } = useFeedback();
  const [form] = Form.useForm<{ rejectReason: string }>();
  const [rejecting, setRejecting] = useState<number[] | null>(null);

  const approve = async (ids: number[]) => {
    if (!ids.length || !(await confirm(t(m('approveConfirm'), { ids: ids.join(',') })))) return;
    try {
      await audit({ ids, auditStatus: '0' });
    } catch {
      return; // the request layer has shown why
    }
    message.success(t(m('approved')));
    onDone();
  };

  const reject = (ids: number[]) => {
    if (!ids.length) return;
    form.resetFields();
    setRejecting(ids);
  };

  const rowActions = (id: number, auditStatus: string): RowAction[] => [
    { key: 'approve', label: t(m('approve')), icon: <CheckOutlined aria-hidden />, permi, hidden: auditStatus === '0', onClick: () => void approve([id]) },
    { key: 'reject', label: t(m('reject')), icon: <CloseOutlined aria-hidden />, permi, danger: true, hidden: auditStatus === '2', onClick: () => reject([id]) },
  ];

  const toolbarButtons = (selected: number[]) => (
    <Auth permi={permi}>
      <Button icon={<CheckOutlined aria-hidden />} disabled={!selected.length} onClick={() => void approve(selected)}>
        {t(m('approveSelected'))}
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} disabled={!selected.length} onClick={() => reject(selected)}>
        {t(m('rejectSelected'))}
      </Button>
    </Auth>
  );

  const dialog = (
    <FormDialog<{ rejectReason: string }>
      open={rejecting !== null}
      title={t(m('rejectTitle'))}
      form={form}
      onClose={() => setRejecting(null)}
      onSubmit={async (values) => {
        await audit({ ids: rejecting ?? [], auditStatus: '2', rejectReason: values.rejectReason });
        message.success(t(m('rejected')));
        onDone();
      }}
    >
      <Form.Item
        label={t('post.rejectReason')}
        name="rejectReason"
        rules={[
          { required: true, whitespace: true, message: t(m('rejectRequired')) },
          { max: REASON_MAX, message: t(m('rejectTooLong')) },
        ]}
      >
        <Input.TextArea rows={3} placeholder={t(m('rejectReasonPh'))} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );

  return { approve, reject, rowActions, toolbarButtons, dialog };
}

/** The config row that holds members' posts and replies for review. */
export const MODERATION_KEY = 'bbs.post.moderation';

/** Whether moderation is on (null while unknown; on when the row cannot be read, so nothing is hidden by mistake). */
function useModerationOn(): boolean | null {
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getConfigKey(MODERATION_KEY).then(
      (res) => live && setOn(String(res.data ?? res.msg ?? '').trim() === 'true'),
      () => live && setOn(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return on;
}

/**
 * The toolbar's review tools: 批量通过 / 批量驳回 of the selected rows, and the 待审核 quick filter — a button with the
 * pending count (reloaded with every change of the list's rows) that narrows the list to pending rows. The filter
 * shows while moderation (`bbs.post.moderation`) is on, or while pending rows are left from when it was.
 */
export function ReviewTools({ moderation, list, queryForm, count: fetchCount }: {
  moderation: ReturnType<typeof useModeration>;
  list: { rows: unknown; selectedKeys: readonly React.Key[]; search(filters: object): Promise<void> };
  queryForm: FormInstance;
  count(): Promise<number>;
}) {
  const { t } = useTranslation('admin-bbs');
  const [count, setCount] = useState<number | null>(null);
  const moderationOn = useModerationOn();
  const reload = useCallback(() => {
    fetchCount().then(setCount, () => setCount(null));
  }, [fetchCount]);
  useEffect(reload, [reload, list.rows]);
  const showPending = () => {
    queryForm.setFieldsValue({ auditStatus: '1' });
    void list.search({ ...(queryForm.getFieldsValue() as object), auditStatus: '1' });
  };
  return (
    <>
      {moderation.toolbarButtons(list.selectedKeys.map(Number))}
      {moderationOn || !!count ? (
        <Button icon={<FieldTimeOutlined aria-hidden />} onClick={showPending} type={count ? 'primary' : 'default'} ghost={!!count}>
          {count === null ? t(m('pending')) : t(m('pendingCount'), { count })}
        </Button>
      ) : (
        moderationOn === false && <Tag>{t(m('off'))}</Tag>
      )}
    </>
  );
}
