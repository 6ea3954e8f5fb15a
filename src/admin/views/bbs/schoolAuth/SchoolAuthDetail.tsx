/**
 * One school application (GET /bbs/schoolAuth/{id}) in a drawer: who applied for which school, the proof documents
 * (fetched with the token from GET /bbs/schoolAuth/{id}/file/{n}: images and PDFs previewed, every file downloadable) and, while pending and with
 * `bbs:schoolAuth:audit`, the review: approve, or reject with a reason.
 */
import { useEffect, useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Radio, Space, Spin, Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { auditSchoolAuth, schoolAuthApi } from '@shared/api/bbs/desk';
import { useAccess } from '@shared/auth/useAccess';
import { type SchoolAuthAdminRow, schoolAuthEntity } from '@shared/contract/entities';
import { MEMBER_LIMITS, SCHOOL_AUTH_STATUS } from '@shared/contract/memberConstants';
import { PrivateFile } from '@shared/ui/PrivateFile';
import { useFeedback } from '../../../components/FormDialog/useFeedback';
import { AUTH_STATUS_COLOR, useRoleName } from './roleName';

interface Props {
  authId: number | null;
  onClose(): void;
  onReviewed(): void;
}

const TITLE_ID = 'bbs-school-auth-detail-title';

export default function SchoolAuthDetail({ authId, onClose, onReviewed }: Props) {
  const { t } = useTranslation('admin-bbs');
  const { message } = useFeedback();
  const { hasPermi } = useAccess();
  const roleName = useRoleName();
  const [row, setRow] = useState<SchoolAuthAdminRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ status: '2' | '3'; rejectReason?: string }>();
  const decision = Form.useWatch('status', form);

  useEffect(() => {
    setRow(null);
    form.resetFields();
    if (authId === null) return;
    let live = true;
    void schoolAuthApi.get(authId).then((res) => live && setRow(res.data ?? null), () => live && onClose());
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load on a new id only
  }, [authId]);

  const submit = async (values: { status: '2' | '3'; rejectReason?: string }) => {
    if (!row) return;
    setSaving(true);
    try {
      await auditSchoolAuth({ authId: row.authId, status: values.status, rejectReason: values.status === '3' ? values.rejectReason : undefined });
      void message.success(values.status === '2' ? t('schoolAuth.approved') : t('schoolAuth.rejected'));
      onReviewed();
      onClose();
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  const canReview = row?.status === SCHOOL_AUTH_STATUS.PENDING && hasPermi(schoolAuthEntity.perms.audit);
  return (
    <Drawer
      open={authId !== null}
      onClose={onClose}
      title={<span id={TITLE_ID}>{t('schoolAuth.detailTitle')}</span>}
      aria-labelledby={TITLE_ID}
      size="large"
      destroyOnHidden
    >
      {!row ? (
        <Spin aria-label={t('schoolAuth.loading')} />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('schoolAuth.authId')}>{row.authId}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.schoolName')}>{row.schoolName}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.userName')}>{row.userName}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.realName')}>{row.realName}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.role')}>{roleName(row.role)}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.phone')}>{row.phone}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.remark')}>{row.remark}</Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.status')}>
              <Tag color={AUTH_STATUS_COLOR[row.status]}>{t(`schoolAuth.status${row.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('schoolAuth.createTime')}>{row.createTime}</Descriptions.Item>
            {row.reviewTime && <Descriptions.Item label={t('schoolAuth.reviewTime')}>{row.reviewTime}</Descriptions.Item>}
            {row.rejectReason && <Descriptions.Item label={t('schoolAuth.rejectReason')}>{row.rejectReason}</Descriptions.Item>}
          </Descriptions>
          <section aria-label={t('schoolAuth.proofFiles')}>
            <h3>{t('schoolAuth.proofFiles')}</h3>
            {row.proofFiles.length === 0 && <p>{t('schoolAuth.noFiles')}</p>}
            <Space orientation="vertical" style={{ width: '100%' }}>
              {row.proofFiles.map((f, i) => (
                <PrivateFile
                  key={f.url}
                  url={f.url}
                  name={f.name}
                  label={t('schoolAuth.fileLabel', { n: i + 1 })}
                  texts={{ download: t('schoolAuth.openFile', { name: f.name || i + 1 }), loading: t('schoolAuth.fileLoading'), failed: t('schoolAuth.fileFailed') }}
                />
              ))}
            </Space>
          </section>
          {canReview && (
            <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ status: '2' }} aria-label={t('schoolAuth.reviewForm')}>
              <Form.Item label={t('schoolAuth.decision')} name="status">
                <Radio.Group options={[{ value: '2', label: t('schoolAuth.approve') }, { value: '3', label: t('schoolAuth.reject') }]} />
              </Form.Item>
              {decision === '3' && (
                <Form.Item
                  label={t('schoolAuth.rejectReason')}
                  name="rejectReason"
                  rules={[{ required: true, whitespace: true, message: t('schoolAuth.reasonRequired') }, { max: MEMBER_LIMITS.rejectReason }]}
                >
                  <Input.TextArea rows={3} maxLength={MEMBER_LIMITS.rejectReason} showCount />
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" loading={saving}>{t('schoolAuth.submitReview')}</Button>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}
