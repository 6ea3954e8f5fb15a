/**
 * /layout/schoolinfo (学校信息): once approved for a school (listMySchool non-empty), that school's editor and its
 * posts; my applications with their states (details; withdraw, confirmed, while pending or rejected); and the form
 * to apply for a school.
 */
import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Skeleton } from 'antd';
import { useTranslation } from '@shared/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSchoolAuthInfo, getSchoolAuthInfo, listMySchool, listSchoolAuthInfo } from '@shared/api/member';
import type { SchoolAuthRow } from '@shared/contract';
import { SCHOOL_AUTH_ROLES, SCHOOL_AUTH_STATUS } from '@shared/contract/memberConstants';
import { PrivateFile } from '@shared/ui/PrivateFile';
import { codeLabelOf } from '../../lib/codes';
import { useDocumentMeta } from '../../lib/useDocumentMeta';
import { useSiteLang } from '../../lib/useSiteLang';
import { confirmDanger, PagedList, shortTime, StateTag, usePagedList } from './kit';
import { memberKeys } from './paths';
import { MySchoolPanel } from './MySchoolPanel';
import { SchoolApplyForm } from './SchoolApplyForm';

const STATUS_TONE = { '1': 'pending', '2': 'approved', '3': 'rejected' } as const;

function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('site-member');
  return <StateTag tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'pending'}>{t(`auth.status${status}`)}</StateTag>;
}

function AuthDetail({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation('site-member');
  const { lang } = useSiteLang();
  const q = useQuery({ queryKey: [...memberKeys.auth, 'detail', id], queryFn: async () => (await getSchoolAuthInfo(id)).data });
  const d = q.data;
  return (
    <Modal open title={t('auth.detailTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      {!d ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('apply.school')}>{d.schoolName}</Descriptions.Item>
          <Descriptions.Item label={t('apply.role')}>{codeLabelOf(SCHOOL_AUTH_ROLES, d.role, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('apply.realName')}>{d.realName}</Descriptions.Item>
          <Descriptions.Item label={t('apply.phone')}>{d.phone}</Descriptions.Item>
          <Descriptions.Item label={t('auth.state')}>
            <StatusTag status={d.status} />
            {d.rejectReason && <span className="mc-row__reason">{t('audit.reason', { reason: d.rejectReason })}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t('apply.proof')}>
            <ul className="mc-files">
              {d.proofFiles.map((f, i) => (
                <li key={f.url}>
                  <PrivateFile
                    url={f.url}
                    name={f.name}
                    label={t('auth.fileLabel', { n: i + 1 })}
                    texts={{ download: t('auth.fileDownload', { name: f.name }), loading: t('auth.fileLoading'), failed: t('auth.fileFailed') }}
                  />
                </li>
              ))}
            </ul>
          </Descriptions.Item>
          {d.remark && <Descriptions.Item label={t('apply.remark')}>{d.remark}</Descriptions.Item>}
          <Descriptions.Item label={t('auth.applied')}>{shortTime(d.createTime)}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

function Applications() {
  const { t } = useTranslation('site-member');
  const { lang } = useSiteLang();
  const qc = useQueryClient();
  const list = usePagedList<SchoolAuthRow>([...memberKeys.auth, 'list'], (p) => listSchoolAuthInfo(p));
  const [detail, setDetail] = useState<number | null>(null);
  const withdraw = (row: SchoolAuthRow) =>
    confirmDanger({
      title: t('auth.withdrawTitle'),
      content: t('auth.withdrawConfirm', { name: row.schoolName }),
      okText: t('auth.withdraw'),
      cancelText: t('action.cancel'),
      run: () => deleteSchoolAuthInfo(row.authId),
      done: t('auth.withdrawn'),
      refresh: () => qc.invalidateQueries({ queryKey: memberKeys.auth }),
    });
  return (
    <>
      <PagedList list={list} label={t('auth.listTitle')} empty={t('auth.empty')}>
        {(rows) =>
          rows.map((r) => (
            <li key={r.authId} className="mc-row">
              <div className="mc-row__main">
                <span className="mc-row__title">{r.schoolName}</span>
                <p className="mc-row__meta">
                  <span>{codeLabelOf(SCHOOL_AUTH_ROLES, r.role, lang)}</span>
                  <span>{shortTime(r.createTime)}</span>
                  <StatusTag status={r.status} />
                  {r.rejectReason && <span className="mc-row__reason">{t('audit.reason', { reason: r.rejectReason })}</span>}
                </p>
              </div>
              <div className="mc-actions">
                <Button size="small" onClick={() => setDetail(r.authId)} aria-label={t('auth.detailLabel', { name: r.schoolName })}>
                  {t('auth.detail')}
                </Button>
                {r.status !== SCHOOL_AUTH_STATUS.APPROVED && (
                  <Button size="small" danger onClick={() => withdraw(r)} aria-label={t('auth.withdrawLabel', { name: r.schoolName })}>
                    {t('auth.withdraw')}
                  </Button>
                )}
              </div>
            </li>
          ))
        }
      </PagedList>
      {detail !== null && <AuthDetail id={detail} onClose={() => setDetail(null)} />}
    </>
  );
}

export default function SchoolInfoPage() {
  const { t } = useTranslation('site-member');
  const qc = useQueryClient();
  useDocumentMeta(t('menu.schoolInfo'));
  const schools = useQuery({ queryKey: memberKeys.schools, queryFn: async () => (await listMySchool()).data ?? [] });
  const [applied, setApplied] = useState(false);

  return (
    <>
      <section className="mc-card" aria-labelledby="mc-schoolinfo-title">
        <h1 id="mc-schoolinfo-title">{t('menu.schoolInfo')}</h1>
        <p className="mc-lead">{t('auth.lead')}</p>
        {schools.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      </section>
      {schools.data && schools.data.length > 0 && <MySchoolPanel schools={schools.data} />}
      <section className="mc-card" aria-labelledby="mc-auth-list">
        <h2 id="mc-auth-list">{t('auth.listTitle')}</h2>
        <Applications />
      </section>
      <section className="mc-card" aria-labelledby="mc-apply-title">
        <h2 id="mc-apply-title">{t('apply.title')}</h2>
        {applied && <Alert className="site-form-error" type="success" showIcon title={t('apply.done')} role="status" />}
        <SchoolApplyForm
          onDone={() => {
            setApplied(true);
            void qc.invalidateQueries({ queryKey: memberKeys.auth });
          }}
        />
      </section>
    </>
  );
}
