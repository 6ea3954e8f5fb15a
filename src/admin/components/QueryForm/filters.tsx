/**
 * The list filters every query form is made of, so each page only names its fields: a "contains" text filter, a
 * select of one option, and the created-between date range (sent as params[beginTime]/params[endTime] by
 * useListQuery).
 */
import { DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from '@shared/i18n';

/** A "contains" text filter. */
export function TextFilter({ label, name, placeholder }: { label: string; name: string; placeholder: string }) {
  return (
    <Form.Item label={label} name={name}>
      <Input placeholder={placeholder} allowClear />
    </Form.Item>
  );
}

/** A list filter choosing one of `options` (cleared = no filter). */
export function SelectFilter({ label, name, placeholder, options }: {
  label: string;
  name: string;
  placeholder: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Form.Item label={label} name={name}>
      <Select placeholder={placeholder} allowClear options={options} style={{ minWidth: 140 }} />
    </Form.Item>
  );
}

/** The date range filter, labelled `label`, on the form field `dateRange` that useListQuery turns into params. */
export function DateRangeFilter({ label }: { label: string }) {
  const { t } = useTranslation('admin-views');
  return (
    <Form.Item label={label} name="dateRange">
      <DatePicker.RangePicker placeholder={[t('query.beginDate'), t('query.endDate')]} allowClear />
    </Form.Item>
  );
}
