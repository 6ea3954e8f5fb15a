import { Form, Input } from 'antd';
import { useTranslation } from '@shared/i18n';
import { userPassword } from '@shared/contract/entities';
import { resetUserPwd } from '@shared/api/system/user';
import type { SysUserRow } from '@shared/contract';
import { FormDialog } from '../../../components/FormDialog';
import { fieldError } from '../../../components/ListPage/entityPage';
import { useLanguage } from '@shared/i18n';

/** 重置密码: the new password, checked with the server's rule (8-20, no < > " ' \ |); the server adds the configured rule. */
export function ResetPwdDialog({ user, onClose, onDone }: { user: SysUserRow | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('admin-views');
  const [lang] = useLanguage();
  const [form] = Form.useForm<{ password: string }>();
  return (
    <FormDialog<{ password: string }>
      open={user !== null}
      title={t('user.resetPwdTitle')}
      form={form}
      width={420}
      onClose={() => {
        form.resetFields();
        onClose();
      }}
      onSubmit={async ({ password }) => {
        await resetUserPwd(user!.userId, password);
        form.resetFields();
        onDone();
      }}
    >
      <p>{t('user.resetPwdPrompt', { name: user?.userName ?? '' })}</p>
      <Form.Item
        label={t('user.newPassword')}
        name="password"
        rules={[{ required: true, validator: async (_r, v: unknown) => {
          const error = fieldError(userPassword, v, lang);
          if (error) throw new Error(error);
        } }]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </FormDialog>
  );
}
