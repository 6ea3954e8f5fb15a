/** 学校账号: the approved school accounts of a school (`GET /bbs/school/accounts/{id}`), in a drawer. */
import { useEffect, useState } from 'react';
import { Drawer, Table } from 'antd';
import { useTranslation } from '@shared/i18n';
import { listSchoolAccounts } from '@shared/api/bbs/admin-schools';
import type { BbsSchool, SchoolAccount } from '@shared/contract/entities';
import { SCHOOL_AUTH_ROLES } from '@shared/contract/memberConstants';
import { useLanguage } from '@shared/i18n';

export interface SchoolAccountsProps {
  school: Pick<BbsSchool, 'schoolId' | 'schoolName'>;
  onClose(): void;
}

export default function SchoolAccounts({ school, onClose }: SchoolAccountsProps) {
  const { t } = useTranslation('admin-bbs');
  const [lang] = useLanguage();
  const [rows, setRows] = useState<SchoolAccount[] | null>(null);
  useEffect(() => {
    let live = true;
    listSchoolAccounts(school.schoolId)
      .then((res) => live && setRows(res.data ?? []))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [school.schoolId]);
  const roleLabel = (v: string) => {
    const r = SCHOOL_AUTH_ROLES.find((x) => x.value === v);
    return r ? (lang === 'en' ? r.en : r.zh) : v;
  };
  return (
    <Drawer open title={t('school.accountsTitle', { name: school.schoolName })} size="large" onClose={onClose}>
      <Table<SchoolAccount>
        aria-label={t('school.accountsTitle', { name: school.schoolName })}
        rowKey="authId"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('school.accountsEmpty') }}
        columns={[
          { key: 'userName', dataIndex: 'userName', title: t('school.accountUser') },
          { key: 'nickName', dataIndex: 'nickName', title: t('school.accountNick') },
          { key: 'realName', dataIndex: 'realName', title: t('school.accountRealName') },
          { key: 'role', dataIndex: 'role', title: t('school.accountRole'), render: (v: string) => roleLabel(v) },
          { key: 'reviewTime', dataIndex: 'reviewTime', title: t('school.accountReviewTime') },
        ]}
      />
    </Drawer>
  );
}
