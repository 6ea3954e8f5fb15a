import type { FormRule } from 'antd';
import type { TFunction } from '@shared/i18n';
import { CN_MOBILE_RE } from '@shared/contract/constants';

/** The bound phone (spec prompts 请输入绑定的手机号码 / 请输入正确的手机号码), in site-member's texts. */
export function phoneRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('phone.required') },
    {
      validator: (_, v: string | undefined) => {
        const s = (v ?? '').trim();
        return !s || CN_MOBILE_RE.test(s) ? Promise.resolve() : Promise.reject(new Error(t('phone.invalid')));
      },
    },
  ];
}

/** The 6-digit SMS code. */
export function smsCodeRules(t: TFunction): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('sms.required') },
    { pattern: /^\d{6}$/, message: t('sms.invalid') },
  ];
}
