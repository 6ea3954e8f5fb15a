import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaResponse } from '../../../../src/shared/contract/index';
import { success } from '../../lib/result';
import { isCaptchaEnabled } from '../system/config/service';
import { createCaptcha } from './service';

export const captchaRoutes: FastifyPluginAsync = async (app) => {
  /** GET /captchaImage — both keys for old (captchaOnOff) and new (captchaEnabled) clients. */
  app.get('/captchaImage', { config: { auth: 'none' } }, async (): Promise<CaptchaResponse> => {
    const enabled = await isCaptchaEnabled(app.db, app.config);
    if (!enabled) return success({ captchaEnabled: false, captchaOnOff: false });
    const { uuid, img } = await createCaptcha(app.db);
    return success({ captchaEnabled: true, captchaOnOff: true, uuid, img });
  });
};
