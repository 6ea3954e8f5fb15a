import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha/routes';
import { loginRoutes } from './login/routes';
import { dictRoutes } from './system/dict/routes';

/**
 * Every API module, registered under /prod-api by app.ts. A new domain adds its routes plugin here.
 * Routes need a session unless they say `config: { auth: 'none' | 'optional' }`.
 */
export const apiModules: FastifyPluginAsync[] = [captchaRoutes, loginRoutes, dictRoutes];
