import { Form, Input, type FormItemProps, type FormRule } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { CaptchaInput } from '@shared/ui/CaptchaInput';
import type { Captcha } from '@shared/auth/useCaptcha';

/** The site's login and register fields check themselves on blur and as the user types. */
const BOTH = ['onBlur', 'onChange'];

type ItemProps = Pick<FormItemProps, 'name' | 'label' | 'rules' | 'dependencies'>;

interface InputTexts {
  placeholder?: string;
  autoComplete: string;
}

/** The account field (large input with the user icon, no autocapitalize or spell check, at most 30 characters). */
export function UsernameFormItem({ placeholder, ...item }: ItemProps & Omit<InputTexts, 'autoComplete'>) {
  return (
    <Form.Item name="username" validateTrigger={BOTH} {...item}>
      <Input
        prefix={<UserOutlined aria-hidden />}
        placeholder={placeholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        size="large"
        maxLength={30}
      />
    </Form.Item>
  );
}

/** A password field (large input with the lock icon and show / hide, at most 20 characters). */
export function PasswordFormItem({ placeholder, autoComplete, ...item }: ItemProps & InputTexts) {
  return (
    <Form.Item validateTrigger={BOTH} {...item}>
      <Input.Password prefix={<LockOutlined aria-hidden />} placeholder={placeholder} autoComplete={autoComplete} size="large" maxLength={20} />
    </Form.Item>
  );
}

/**
 * Required, once the server has said it wants a captcha: a submit pressed before its first answer waits for it
 * rather than asking for a captcha that is about to go (the field shows on the "on" guess).
 */
function captchaRule(captcha: Captcha, message: string): FormRule {
  return {
    required: true,
    message,
    validator: async (_, value: string | undefined) => {
      if ((await captcha.settled()) && !value?.trim()) throw new Error(message);
    },
  };
}

/** The captcha field `code` (its label is also the placeholder); nothing while the server has the captcha off. */
export function CaptchaFormItem({ captcha, label, requiredMessage }: { captcha: Captcha; label: string; requiredMessage: string }) {
  if (!captcha.enabled) return null;
  return (
    <Form.Item name="code" label={label} validateTrigger="onChange" rules={[captchaRule(captcha, requiredMessage)]}>
      <CaptchaInput image={captcha.img} loading={captcha.loading} onRefresh={() => void captcha.refresh()} placeholder={label} size="large" />
    </Form.Item>
  );
}
