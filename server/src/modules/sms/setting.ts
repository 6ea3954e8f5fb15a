import {
  SMS_PURPOSES, type SmsSetting, smsSettingBodySchema,
} from '../../../../src/shared/contract/entities/index';
import { SMS_CODE, type SmsPurpose } from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { ServiceError } from '../../lib/result';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box';
import { plainText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';

/**
 * The SMS settings (sys_sms_setting, one row, migration 0014): the provider (one of SMS_PROVIDERS; '' = the
 * server's SMS_PROVIDER), the gateway's access key id and secret, the sign name and a template per purpose.
 * The secret is write-only: `getSmsSetting` answers `secretSet`, and a save with an empty secret keeps the old one.
 * It is stored sealed (AES-256-GCM, lib/secret-box.ts, key config.secretsKey) and opened only to send
 * (`loadSmsSetting` with the key); rows saved before sealing are sealed at start (`sealStoredSmsSecret`).
 */
export const SMS_SETTING_MSG = {
  providerUnknown: msg('短信服务商不存在', 'The provider is not known'),
  testSent: msg('测试短信已发送', 'The test message has been sent'),
  testFailed: msg('测试短信发送失败，请检查短信配置', 'The test message could not be sent; check the settings'),
} as const;

const SETTING_ID = 1;

/** The templates a fresh install sends (the sign name comes before them). */
export const DEFAULT_SMS_TEMPLATES: Record<SmsPurpose, string> = {
  reset: `您的验证码是{code}，用于重置账号密码，${SMS_CODE.ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`,
  bind: `您的验证码是{code}，用于绑定手机号，${SMS_CODE.ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`,
};
export const DEFAULT_SIGN_NAME = '深度择校';

interface StoredSetting {
  provider: string;
  accessKeyId: string;
  accessSecret: string;
  signName: string;
  templates: Record<SmsPurpose, string>;
  updateBy: string;
  updateTime: string;
}

function parseTemplates(json: string): Record<SmsPurpose, string> {
  let saved: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(json);
    if (v && typeof v === 'object') saved = v as Record<string, unknown>;
  } catch {
    // a broken row falls back to the defaults
  }
  return Object.fromEntries(SMS_PURPOSES.map((p) => {
    const t = saved[p];
    return [p, typeof t === 'string' && t.includes('{code}') ? t : DEFAULT_SMS_TEMPLATES[p]];
  })) as Record<SmsPurpose, string>;
}

/**
 * The stored settings: with `key`, the secret opened (for sending; '' when it cannot be opened, e.g. another key,
 * reported through `onBadSecret`); without, the secret stays sealed (only whether one is set matters).
 */
export async function loadSmsSetting(db: Db, key?: Buffer, onBadSecret?: (err: unknown) => void): Promise<StoredSetting> {
  const r = await db.selectFrom('sys_sms_setting').selectAll().where('setting_id', '=', SETTING_ID).executeTakeFirst();
  let accessSecret = r?.access_secret ?? '';
  if (key && accessSecret) {
    try {
      accessSecret = openSecret(key, accessSecret);
    } catch (err) {
      onBadSecret?.(err);
      accessSecret = '';
    }
  }
  return {
    provider: r?.provider ?? '',
    accessKeyId: r?.access_key_id ?? '',
    accessSecret,
    signName: r ? r.sign_name : DEFAULT_SIGN_NAME,
    templates: parseTemplates(r?.templates ?? '{}'),
    updateBy: r?.update_by ?? '',
    updateTime: r?.update_time ?? '',
  };
}

/** GET /bbs/sms/setting: everything but the secret. `fallback` is the server's SMS_PROVIDER. */
export async function getSmsSetting(db: Db, providers: string[], fallback: string): Promise<SmsSetting> {
  const { accessSecret, provider, ...rest } = await loadSmsSetting(db);
  return { ...rest, provider: provider || fallback, secretSet: accessSecret !== '', providers };
}

/** Start: a secret saved before sealing is sealed in place. */
export async function sealStoredSmsSecret(db: Db, key: Buffer): Promise<void> {
  const r = await db.selectFrom('sys_sms_setting').select('access_secret').where('setting_id', '=', SETTING_ID).executeTakeFirst();
  if (!r || !r.access_secret || isSealed(r.access_secret)) return;
  await db
    .updateTable('sys_sms_setting')
    .set({ access_secret: sealSecret(key, r.access_secret) })
    .where('setting_id', '=', SETTING_ID)
    .where('access_secret', '=', r.access_secret)
    .execute();
}

/** PUT /bbs/sms/setting */
export async function saveSmsSetting(db: Db, key: Buffer, body: unknown, providers: string[], by: string): Promise<void> {
  const input = smsSettingBodySchema.parse(body ?? {});
  if (!providers.includes(input.provider)) throw new ServiceError(SMS_SETTING_MSG.providerUnknown);
  const values = {
    provider: input.provider,
    access_key_id: plainText(input.accessKeyId),
    sign_name: plainText(input.signName),
    templates: JSON.stringify(Object.fromEntries(SMS_PURPOSES.map((p) => [p, plainText(input.templates[p])]))),
    update_by: by,
    update_time: nowText(),
    ...(input.accessSecret ? { access_secret: sealSecret(key, input.accessSecret) } : {}),
  };
  await db
    .insertInto('sys_sms_setting')
    .values({ setting_id: SETTING_ID, ...values })
    .onConflict((oc) => oc.column('setting_id').doUpdateSet(values))
    .execute();
}

/** The text of a message: 【sign】 and the purpose's template with the code put in. */
export function smsText(setting: Pick<StoredSetting, 'signName' | 'templates'>, purpose: SmsPurpose, code: string): string {
  const body = setting.templates[purpose].replaceAll('{code}', code);
  return setting.signName ? `【${setting.signName}】${body}` : body;
}
