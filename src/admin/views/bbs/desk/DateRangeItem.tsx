import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** The list filters' date range (sent as params[beginTime]/params[endTime] by useListQuery), labelled `label`. */
export function DateRangeItem({ label }: { label: string }) {
  const { t } = useTranslation('admin-views');
  return (
    <Form.Item label={label} name="dateRange">
      <DatePicker.RangePicker placeholder={[t('query.beginDate'), t('query.endDate')]} allowClear />
    </Form.Item>
  );
}
