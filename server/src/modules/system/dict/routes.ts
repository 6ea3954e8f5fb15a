import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PUBLIC_DICT_TYPES } from '../../../../../src/shared/contract/index';
import { dictDataEntity, dictTypeEntity } from '../../../../../src/shared/contract/entities/index';
import { failure, MSG, success, successData } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { allDictTypes, dictDataService, dictTypeService, selectDictDataByType } from './service';

const PUBLIC_TYPES: ReadonlySet<string> = new Set(PUBLIC_DICT_TYPES);

const typeParams = z.object({ dictType: z.string().trim().min(1, '字典类型不能为空').max(100, '字典类型长度不能超过100个字符') });

/**
 * Dictionary endpoints (RuoYi SysDictTypeController / SysDictDataController): the kit's CRUD calls for types
 * and data, plus the reads by type, the type options and `refreshCache`. Reads hit the database every time
 * (no cache), so `refreshCache` only answers and logs.
 */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The public site's dicts, readable without login — only the whitelisted portal types. */
  app.get('/system/dict/data/dictTypeTwoNoLogin/:dictType', { config: { auth: 'none' } }, async (request) => {
    const { dictType } = typeParams.parse(request.params);
    if (!PUBLIC_TYPES.has(dictType)) return failure(MSG.forbidden, 403);
    return successData(await selectDictDataByType(db, dictType));
  });

  /** Any logged-in user (the admin SPA's useDict). */
  app.get('/system/dict/data/type/:dictType', async (request) => {
    const { dictType } = typeParams.parse(request.params);
    return successData(await selectDictDataByType(db, dictType));
  });

  /** Every type, for the data page's type select and the code generator (any logged-in user, as RuoYi). */
  app.get('/system/dict/type/optionselect', async () => successData(await allDictTypes(db)));

  app.delete('/system/dict/type/refreshCache', {
    preHandler: requirePermi(dictTypeEntity.perms.remove),
    config: { operLog: { title: dictTypeEntity.title, businessType: BusinessType.CLEAN } },
  }, async () => success());

  registerCrud(app, dictTypeEntity, dictTypeService);
  registerCrud(app, dictDataEntity, dictDataService);
};
