/**
 * 联系表单 (bbs/contact/index): the enquiries of the public contact form — filters by name, mobile, state and date;
 * 跟进 sets the state (new / contacted / closed), the staff user handling it and notes; delete many; export. Every
 * change refreshes the navbar's new-enquiry count.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from '@shared/i18n';
import { contactApi, listContactAssignees } from '@shared/api/bbs/desk';
import { useAccess } from '@shared/auth/useAccess';
import { type ContactAssignee, contactEntity, type ContactRow, CONTACT_LIMITS } from '@shared/contract/entities';
import type { FormOf, QueryOf } from '@shared/contract/kit';
import { phoneDisplay } from '@shared/contract/constants';
import { CrudToolbar, ListPage, useCrudPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { entityCrud, useFieldRules } from '../../../components/ListPage/entityPage';
import { FormDialog } from '../../../components/FormDialog';
import { useContactCountStore } from '../../../stores/contactCount';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = Pick<QueryOf<typeof contactEntity>, 'name' | 'mobile' | 'status'> & { dateRange?: unknown };
type ContactForm = FormOf<typeof contactEntity>;

const STATE_COLOR: Record<string, string> = { '0': 'red', '1': 'processing', '2': 'default' };
const refreshCount = () => void useContactCountStore.getState().refresh();

export default function ContactPage() {
  const { t } = useTranslation('admin-bbs');
  const { hasPermi } = useAccess();
  const [queryForm] = Form.useForm<Filters>();
  const [form] = Form.useForm<ContactForm>();
  const rules = useFieldRules(contactEntity.body);
  const [assignees, setAssignees] = useState<ContactAssignee[]>([]);
  const [current, setCurrent] = useState<ContactRow | null>(null);
  const canEdit = hasPermi(contactEntity.perms.edit);
  useEffect(() => {
    if (canEdit) void listContactAssignees().then((res) => setAssignees(res.data ?? []), () => undefined);
  }, [canEdit]);

  const list = useListQuery<ContactRow, Filters>({ fetch: (q) => contactApi.list(q) });
  const crud = useCrudPage({
    ...entityCrud(contactEntity, contactApi),
    list,
    form,
    texts: { addTitle: '', editTitle: t('contact.editTitle'), removeConfirm: (ids) => t('contact.removeConfirm', { ids }) },
    toForm: (data) => {
      setCurrent(data ?? null);
      return { status: data?.status as ContactForm['status'], assignee: data?.assignee ?? '', notes: data?.notes ?? '' };
    },
    onSaved: refreshCount,
    onRemoved: refreshCount,
  });
  const stateOptions = ['0', '1', '2'].map((value) => ({ value, label: t(`contact.state${value}`) }));
  const assigneeOptions = [
    { value: '', label: t('contact.nobody') },
    ...assignees.map((u) => ({ value: u.userName, label: u.nickName && u.nickName !== u.userName ? `${u.nickName} (${u.userName})` : u.userName })),
  ];

  const columns: ListColumn<ContactRow>[] = [
    { key: 'contactId', title: t('contact.contactId'), align: 'center', width: 80 },
    { key: 'name', title: t('contact.name'), align: 'center', width: 110 },
    { key: 'mobile', title: t('contact.mobile'), align: 'center', width: 130, render: (v: string) => phoneDisplay(v) },
    { key: 'message', title: t('contact.message'), align: 'center', ellipsis: true },
    { key: 'sourcePage', title: t('contact.sourcePage'), align: 'center', width: 150, ellipsis: true },
    {
      key: 'status',
      title: t('contact.status'),
      align: 'center',
      width: 100,
      render: (v: string) => <Tag color={STATE_COLOR[v]}>{t(`contact.state${v}`, { defaultValue: v })}</Tag>,
    },
    { key: 'assignee', title: t('contact.assignee'), align: 'center', width: 110 },
    { key: 'createTime', title: t('contact.createTime'), align: 'center', width: 170 },
    crud.operationsColumn,
  ];

  return (
    <ListPage
      list={list}
      rowKey="contactId"
      label={t('contact.tableLabel')}
      columns={columns}
      columnsStorageKey="dss-admin-columns:bbs-contact"
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('contact.name')} name="name">
            <Input placeholder={t('contact.namePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('contact.mobile')} name="mobile">
            <Input placeholder={t('contact.mobilePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('contact.status')} name="status">
            <Select placeholder={t('contact.statusPh')} allowClear options={stateOptions} style={{ minWidth: 140 }} />
          </Form.Item>
          <DateRangeFilter label={t('contact.createTime')} />
        </>
      }
      toolbar={<CrudToolbar {...crud.toolbarProps} />}
    >
      <FormDialog<ContactForm> {...crud.dialogProps} width={640}>
        {current && (
          <div className="contact-enquiry" aria-label={t('contact.enquiry')}>
            <p><strong>{current.name}</strong> · {phoneDisplay(current.mobile)} · {current.createTime}</p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{current.message}</p>
            {current.handledTime && <p>{t('contact.handledTime')}: {current.handledTime}</p>}
          </div>
        )}
        <Form.Item label={t('contact.status')} name="status" rules={rules('status')}>
          <Select options={stateOptions} />
        </Form.Item>
        <Form.Item label={t('contact.assignee')} name="assignee" rules={rules('assignee')}>
          <Select options={assigneeOptions} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item label={t('contact.notes')} name="notes" rules={rules('notes')}>
          <Input.TextArea rows={4} maxLength={CONTACT_LIMITS.notes} showCount placeholder={t('contact.notesPh')} />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
