import type { FastifyPluginAsync } from 'fastify';
import type { GetRoutersResponse, LoginResponse } from '../../../../src/shared/contract/index';
import { DEFAULT_MSG } from '../../../../src/shared/contract/index';
import { clientInfo } from '../../lib/client-info';
import { langOf } from '../../lib/lang';
import { success, successData } from '../../lib/result';
import { sendUnauthorized } from '../../plugins/auth';
import { register } from './register';
import { getRouters } from './routers';
import { type AuthContext, login, logout } from './service';
import { getInfo } from './user-info';

/** Session endpoints: /login, /register, /getInfo, /getRouters, /logout. */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  const ctx: AuthContext = {
    db: app.db,
    config: app.config,
    onLogError: (err) => app.log.error({ err }, 'login log write failed'),
  };

  app.post('/login', { config: { auth: 'none' } }, async (request): Promise<LoginResponse> => {
    const token = await login(ctx, request.body, clientInfo(request));
    return success({ token });
  });

  app.post('/register', { config: { auth: 'none' } }, async (request) => {
    await register(ctx, request.body, clientInfo(request));
    return success();
  });

  app.get('/getInfo', async (request, reply) => {
    const info = await getInfo(app.db, request.loginUser!);
    if (!info) return sendUnauthorized(request, reply);
    return success(info);
  });

  app.get('/getRouters', async (request): Promise<GetRoutersResponse> => {
    const data = await getRouters(app.db, request.loginUser!.userId, langOf(request.headers['accept-language']));
    return successData(data) as GetRoutersResponse;
  });

  // anonymous-friendly: a missing or stale token still gets "退出成功", so the client can always clear its state
  app.post('/logout', { config: { auth: 'optional' } }, async (request) => {
    await logout(ctx, request.loginUser, clientInfo(request));
    return success({}, DEFAULT_MSG.logout);
  });
};
