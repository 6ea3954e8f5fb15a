/** The SMS outbox (GET /bbs/sms/outbox/list, `bbs:sms:list`): filters by phone, purpose and date. */
import { Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';
import { smsOutboxApi } from '@shared/api/bbs/desk';
import { SMS_PURPOSES } from '@shared/contract/entities';
import type { SmsOutboxRow } from '@shared/contract';
import { ListPage, useListQuery, type ListColumn } from '../../../components/ListPage';
import { DateRangeFilter } from '../../../components/QueryForm';

type Filters = { phone?: string; purpose?: string; dateRange?: unknown };

export default function SmsOutbox() {
  const { t } = useTranslation('admin-bbs');
  const [queryForm] = Form.useForm<Filters>();
  const list = useListQuery<SmsOutboxRow, Filters>({ fetch: (q) => smsOutboxApi.list(q) });
  const columns: ListColumn<SmsOutboxRow>[] = [
    { key: 'smsId', title: t('sms.smsId'), align: 'center', width: 80 },
    { key: 'phone', title: t('sms.phone'), align: 'center', width: 130 },
    { key: 'purpose', title: t('sms.purposeCol'), align: 'center', width: 110, render: (v: string) => t(`sms.purpose.${v}`, { defaultValue: v }) },
    { key: 'content', title: t('sms.content'), align: 'left' },
    { key: 'provider', title: t('sms.provider'), align: 'center', width: 100 },
    { key: 'createTime', title: t('sms.createTime'), align: 'center', width: 170 },
  ];
  return (
    <ListPage
      list={list}
      rowKey="smsId"
      label={t('sms.outboxLabel')}
      columns={columns}
      selectable={false}
      form={queryForm}
      filters={
        <>
          <Form.Item label={t('sms.phone')} name="phone">
            <Input placeholder={t('sms.phonePh')} allowClear />
          </Form.Item>
          <Form.Item label={t('sms.purposeCol')} name="purpose">
            <Select allowClear placeholder={t('sms.purposePh')} options={SMS_PURPOSES.map((p) => ({ value: p, label: t(`sms.purpose.${p}`) }))} style={{ minWidth: 140 }} />
          </Form.Item>
          <DateRangeFilter label={t('sms.createTime')} />
        </>
      }
    />
  );
}
