import type { FastifyPluginAsync } from 'fastify';
import type { SmsOutboxRow } from '../../../../src/shared/contract/index';
import { smsOutboxEntity } from '../../../../src/shared/contract/entities/index';
import { clientInfo } from '../../lib/client-info';
import { langOf, saidIn } from '../../lib/lang';
import { success, successData } from '../../lib/result';
import { BusinessType } from '../../plugins/oper-log';
import { crudService, type DbRow, registerCrud } from '../kit/crud';
import { createSmsProvider, registerSmsSender, SmsSender } from './provider';
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
  const sender = new SmsSender(createSmsProvider(app.config.smsProvider, { db: app.db }), app.log);
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
};
