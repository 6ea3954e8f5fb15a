import type { FastifyPluginAsync } from 'fastify';
import type { SchoolRow } from '../../../../src/shared/contract/index';
import { costSchoolsBodySchema } from '../../../../src/shared/cost/contract';
import { COST_CONFIG_KEYS, ratesFromConfig } from '../../../../src/shared/cost/rates';
import { successData } from '../../lib/result';
import { bbsCacheOf } from '../bbs/cache';
import { listSchools } from '../bbs/school';
import { body } from '../bbs/routes';
import { getConfigValues } from '../system/config/service';

const open = { config: { auth: 'none' as const } };

/**
 * The total-cost calculator's reads (issue 15): its rates from the config rows (an admin edits them in 参数设置;
 * the config service clears this cache on every write) and the chosen schools by id. Both through the public
 * list micro-cache (bbs/cache.ts).
 */
export const costRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const cache = bbsCacheOf(db);

  app.post('/bbs/web/costRates', open, async (_request, reply) => {
    const json = await cache.get(JSON.stringify(['costRates']), async () =>
      successData(ratesFromConfig(await getConfigValues(db, Object.values(COST_CONFIG_KEYS)))));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/bbs/web/costSchools', open, async (request, reply) => {
    const { ids, lang } = body(costSchoolsBodySchema, request);
    const json = await cache.get(JSON.stringify(['costSchools', ids, lang]), async () => {
      const found = await Promise.all(ids.map((schoolId) => listSchools(db, { schoolId }, lang, { pageNum: 1, pageSize: 1 })));
      return successData(found.flatMap((p): SchoolRow[] => p.rows));
    });
    return reply.type('application/json; charset=utf-8').send(json);
  });
};
