import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaResponse } from '../../../../src/shared/contract/index';
import { normalizeIp } from '../../lib/ip';
import { success } from '../../lib/result';
import { limitAddress } from '../common/limits';
import { isCaptchaEnabled } from '../system/config/service';
import { createCaptcha } from './service';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  /** GET /captchaImage — both keys for old (captchaOnOff) and new (captchaEnabled) clients. */
  app.get('/captchaImage', { config: { auth: 'none' } }, async (request): Promise<CaptchaResponse> => {
    const enabled = await isCaptchaEnabled(app.db, app.config);
    if (!enabled) return success({ captchaEnabled: false, captchaOnOff: false });
    // bounded per address (sys.limit.captcha); the table as a whole by CAPTCHA_TABLE_CAP
    await limitAddress(app.db, app.config, 'captcha', normalizeIp(request.ip));
    const { uuid, img } = await createCaptcha(app.db);
    return success({ captchaEnabled: true, captchaOnOff: true, uuid, img });
  });
};
