/**
 * 学校认证 (bbs/schoolAuth/index): members' applications to represent a school — filters by status, name, phone and
 * date; 详情/审核 opens the application with its documents (images inline, PDFs in a frame and a new tab) and, for a
 * pending one and `bbs:schoolAuth:audit`, approve or reject with a reason (required to reject). Approval makes the
 * member the school's account (they edit it under 会员中心 → 学校信息) and sends them a notice.
 */
import { useState } from 'react';
import { Form, Input, Select, Tag } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { schoolAuthApi } from '@shared/api/bbs/desk';
import { schoolAuthEntity, type SchoolAuthAdminRow } from '@shared/contract/entities';
import type { FormOf, QueryOf } from '@shared/contract/kit';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud } from '../../../components/ListPage/entityPage';
import { AUTH_STATUS_COLOR, useRoleName } from './roleName';
import SchoolAuthDetail from './SchoolAuthDetail';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<QueryOf<typeof schoolAuthEntity>, 'status' | 'realName' | 'phone'> & { dateRange?: unknown };

export default function SchoolAuthPage() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<FormOf<typeof schoolAuthEntity>>();
  const [shown, setShown] = useState<number | null>(null);
  const roleName = useRoleName();
  const list = useListQuery<SchoolAuthAdminRow, Filters>({ fetch: (q) => schoolAuthApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(schoolAuthEntity, schoolAuthApi),
    list,
    form,
    texts: { addTitle: '', editTitle: '', removeConfirm: () => '' },
    operationsWidth: 90,
    rowActions: (row) => [
      { key: 'detail', label: t('schoolAuth.review'), icon: <AuditOutlined aria-hidden />, permi: schoolAuthEntity.perms.query, onClick: () => setShown(row.authId) },
    ],
  });
  const statusOptions = ['1', '2', '3'].map((value) => ({ value, label: t(`schoolAuth.status${value}`) }));

  const columns: ListColumn<SchoolAuthAdminRow>[] = [
    { key: 'authId', title: t('schoolAuth.authId'), align: 'center', width: 90 },
    { key: 'realName', title: t('schoolAuth.realName'), align: 'center', width: 120 },
    { key: 'userName', title: t('schoolAuth.userName'), align: 'center', width: 120 },
    { key: 'schoolName', title: t('schoolAuth.schoolName'), align: 'center', ellipsis: true },
    { key: 'role', title: t('schoolAuth.role'), align: 'center', width: 140, render: (v: string) => roleName(v) },
    { key: 'phone', title: t('schoolAuth.phone'), align: 'center', width: 130 },
    {
      key: 'status',
      title: t('schoolAuth.status'),
      align: 'center',
      width: 100,
      render: (v: string) => <Tag color={AUTH_STATUS_COLOR[v]}>{t(`schoolAuth.status${v}`, { defaultValue: v })}</Tag>,
    },
    { key: 'createTime', title: t('schoolAuth.createTime'), align: 'center', width: 170 },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="authId"
      label={t('schoolAuth.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-schoolAuth"
      selectable={false}
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('schoolAuth.status')} name="status">
            <Select placeholder={t('schoolAuth.statusPh')} allowClear options={statusOptions} style={{ minWidth: 140 }} />
          </Form.Item>
          <Form.Item label={t('schoolAuth.realName')} name="realName">
            <Input placeholder={t('schoolAuth.realNamePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('schoolAuth.phone')} name="phone">
            <Input placeholder={t('schoolAuth.phonePh')} allowClear />
          </Form.Item>
          <DateRangeFilter label={t('schoolAuth.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <SchoolAuthDetail authId={shown} onClose={() => setShown(null)} onReviewed={() => void list.refresh()} />
    </ListPage>
  );
}
