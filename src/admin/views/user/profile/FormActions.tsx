import { Button, Form } from 'antd';
import { useTranslation } from '@shared/i18n';

/** The last row of the profile forms (基本资料, 修改密码): 保存 submits (spinning while `saving`), 关闭 calls `onClose`. */
export function FormActions({ saving, onClose }: { saving: boolean; onClose(): void }) {
  const { t } = useTranslation('admin-views');
  return (
    <Form.Item label=" " colon={false}>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('action.save')}
      </Button>
      <Button danger className="profile-form__close" onClick={onClose}>
        {t('action.close')}
      </Button>
    </Form.Item>
  );
}

export default FormActions;
