import type { FastifyPluginAsync } from 'fastify';
import { cityEntity, redBlackEntity, schoolEntity } from '../../../../../src/shared/contract/entities/index';
import { success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { cityService } from './city';
import { entryHistory, redBlackService, unpublishEntries } from './redBlack';
import { schoolAccounts, schoolService } from './school';

/**
 * 论坛管理 › 学校管理 (`bbs:school:*`), 红黑榜 (`bbs:redBlack:*`) and 城市管理 (`bbs:city:*`): the kit's calls, plus
 * a school's approved accounts, an entry's history, and the red/black "delete" that unpublishes.
 */
export const bbsSchoolsAdminRoutes: FastifyPluginAsync = async (app) => {
  registerCrud(app, schoolEntity, schoolService);
  app.get('/bbs/school/accounts/:schoolId', { preHandler: requirePermi(schoolEntity.perms.query) }, async (request) => {
    const id = schoolEntity.idParam.parse((request.params as { schoolId: unknown }).schoolId);
    return successData(await schoolAccounts(app.db, id));
  });

  registerCrud(app, redBlackEntity, redBlackService, ['remove']);
  app.get('/bbs/redBlack/history/:entryId', { preHandler: requirePermi(redBlackEntity.perms.query) }, async (request) => {
    const id = redBlackEntity.idParam.parse((request.params as { entryId: unknown }).entryId);
    return successData(await entryHistory(app.db, id));
  });
  app.delete('/bbs/redBlack/:ids', {
    preHandler: requirePermi(redBlackEntity.perms.remove),
    config: { operLog: { title: redBlackEntity.title, businessType: BusinessType.UPDATE, saveResponse: true } },
  }, async (request) => {
    const ids = redBlackEntity.idsParam.parse((request.params as { ids: unknown }).ids);
    await unpublishEntries({ db: app.db, by: request.loginUser!.userName, request }, ids);
    return success();
  });

  registerCrud(app, cityEntity, cityService);
};
