import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { PUBLIC_DICT_TYPES } from '../../../../../src/shared/contract/index';
import { failure, MSG, successData } from '../../../lib/result';
import { selectDictDataByType } from './service';

const PUBLIC_TYPES: ReadonlySet<string> = new Set(PUBLIC_DICT_TYPES);

const typeParams = z.object({ dictType: z.string().trim().min(1, '字典类型不能为空').max(100, '字典类型长度不能超过100个字符') });

/**
 * Dict data reads. The admin CRUD (list, get, add, edit, remove, export, refreshCache, dict types) goes here too,
 * each guarded with requirePermi('system:dict:…') and an operLog config.
 */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  /** The public site's dicts, readable without login — only the whitelisted portal types. */
  app.get('/system/dict/data/dictTypeTwoNoLogin/:dictType', { config: { auth: 'none' } }, async (request) => {
    const { dictType } = typeParams.parse(request.params);
    if (!PUBLIC_TYPES.has(dictType)) return failure(MSG.forbidden, 403);
    return successData(await selectDictDataByType(app.db, dictType));
  });

  /** Any logged-in user (the admin SPA's useDict). */
  app.get('/system/dict/data/type/:dictType', async (request) => {
    const { dictType } = typeParams.parse(request.params);
    return successData(await selectDictDataByType(app.db, dictType));
  });
};
