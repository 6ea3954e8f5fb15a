import type { FastifyPluginAsync } from 'fastify';
import type { StatsOverviewResponse } from '../../../../../src/shared/contract/index';
import { failure, MSG, successData } from '../../../lib/result';
import { USER_TYPE } from '../../login/register';
import { statsOverview } from './service';

/**
 * Dashboard figures. Any logged-in back-office account (user_type '00') may read them — they are the
 * landing page of every staff member, whatever their menus; members and school accounts get 403.
 */
export const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/monitor/stats/overview', {
    preHandler: async (request, reply) => {
      if (request.loginUser?.userType !== USER_TYPE.system) return reply.send(failure(MSG.forbidden, 403));
    },
  }, async () => successData(await statsOverview(app.db)) as StatsOverviewResponse);
};
