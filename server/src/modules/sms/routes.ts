import type { FastifyPluginAsync } from 'fastify';
import type { SmsOutboxRow } from '../../../../src/shared/contract/index';
import { randomInt } from 'node:crypto';
import { smsOutboxEntity, smsTestBodySchema } from '../../../../src/shared/contract/entities/index';
import { clientInfo } from '../../lib/client-info';
import { langOf, saidIn } from '../../lib/lang';
import { ServiceError, success, successData } from '../../lib/result';
import { requirePermi } from '../../plugins/permissions';
import { BusinessType } from '../../plugins/oper-log';
import { crudService, type DbRow, registerCrud } from '../kit/crud';
import { createSmsProvider, registerSmsSender, SMS_PROVIDERS, SmsSender } from './provider';
import { getSmsSetting, loadSmsSetting, saveSmsSetting, sealStoredSmsSecret, SMS_SETTING_MSG, smsText } from './setting';
import { bindPhone, resetPassword, sendBindPhoneCode, sendResetCode, SMS_MSG, type SmsContext } from './service';

const smsOutboxService = crudService(smsOutboxEntity, {
  table: 'sys_sms_outbox',
  hooks: {
    toRow: (r: DbRow): SmsOutboxRow => ({
      smsId: Number(r.sms_id),
      phone: String(r.phone),
      purpose: String(r.purpose),
      content: String(r.content),
      provider: String(r.provider),
      status: String(r.status),
      createTime: String(r.create_time ?? ''),
    }),
  },
});

/**
 * SMS: the password reset (anonymous, /bbs/web), binding a phone (members, /bbs/submitweb) and the admin's outbox
 * list (`bbs:sms:list`). The provider is chosen by config.smsProvider (SMS_PROVIDER) when the app is built.
 */
export const smsRoutes: FastifyPluginAsync = async (app) => {
  const fallback = createSmsProvider(app.config.smsProvider, { db: app.db });
  const key = app.config.secretsKey;
  await sealStoredSmsSecret(app.db, key);
  /** the saved provider with the saved credentials (the secret opened only here, to send), else the server's */
  const pick = async () => {
    const s = await loadSmsSetting(app.db, key, (err) => app.log.error({ err }, 'the saved SMS secret cannot be opened with this SECRETS_KEY'));
    if (!s.provider || !Object.hasOwn(SMS_PROVIDERS, s.provider)) return fallback;
    return createSmsProvider(s.provider, { db: app.db, credentials: { accessKeyId: s.accessKeyId, accessSecret: s.accessSecret, signName: s.signName } });
  };
  const sender = new SmsSender(fallback, app.log, pick);
  const providers = Object.keys(SMS_PROVIDERS);
  registerSmsSender(app.db, sender);
  app.addHook('onClose', async () => sender.idle());
  const ctx: SmsContext = {
    db: app.db,
    config: app.config,
    sender,
    onLogError: (err) => app.log.error({ err }, 'login log write failed'),
  };

  app.post('/bbs/web/sendResetCode', { config: { auth: 'none' } }, async (request) =>
    success({}, saidIn(request.headers, await sendResetCode(ctx, request.body, clientInfo(request)))));

  app.post('/bbs/web/resetPassword', { config: { auth: 'none' } }, async (request) =>
    success({}, saidIn(request.headers, await resetPassword(ctx, request.body, clientInfo(request)))));

  app.post('/bbs/submitweb/sendBindPhoneCode', async (request) =>
    success({}, saidIn(request.headers, await sendBindPhoneCode(ctx, request.loginUser!.userId, request.body, clientInfo(request)))));

  app.post('/bbs/submitweb/bindPhone', {
    config: { operLog: { title: '会员绑定手机', businessType: BusinessType.UPDATE } },
  }, async (request) => successData(await bindPhone(ctx, request.loginUser!.userId, request.body, langOf(request.headers['accept-language'])), saidIn(request.headers, SMS_MSG.bound)));

  registerCrud(app, smsOutboxEntity, smsOutboxService);

  app.get('/bbs/sms/setting', { preHandler: requirePermi(smsOutboxEntity.perms.query) }, async () =>
    successData(await getSmsSetting(app.db, providers, app.config.smsProvider)));

  app.put('/bbs/sms/setting', {
    preHandler: requirePermi(smsOutboxEntity.perms.edit),
    config: { operLog: { title: '短信配置', businessType: BusinessType.UPDATE, saveRequest: false } },
  }, async (request) => {
    await saveSmsSetting(app.db, key, request.body, providers, request.loginUser!.userName);
    return success();
  });

  /** a sample code through the provider now (not queued), so the caller sees a gateway's refusal */
  app.post('/bbs/sms/test', {
    preHandler: requirePermi(smsOutboxEntity.perms.test),
    config: { operLog: { title: '短信测试', businessType: BusinessType.OTHER } },
  }, async (request) => {
    const { phone, purpose } = smsTestBodySchema.parse(request.body ?? {});
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const provider = await sender.current();
    try {
      await provider.send(phone, smsText(await loadSmsSetting(app.db), purpose, code), purpose);
    } catch (err) {
      request.log.error({ err, provider: provider.name }, 'SMS test failed');
      throw new ServiceError(SMS_SETTING_MSG.testFailed);
    }
    return success({}, saidIn(request.headers, SMS_SETTING_MSG.testSent));
  });
};
