import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noticeEntity } from '../../../../../src/shared/contract/entities/index';
import { idListSchema, idSchema, optionalText, pageFields } from '../../../../../src/shared/contract/kit/index';
import { asRecord } from '../../../lib/json';
import { success, successData, tableData } from '../../../lib/result';
import { hasPermi } from '../../../lib/permission';
import { requirePermi } from '../../../plugins/permissions';
import { registerCrud } from '../../kit/crud';
import { markNoticesRead, noticeReadUsers, noticeService, noticeTop, readableNotice } from './service';

const noticeId = idSchema(noticeEntity.idLabel);
const markReadInput = z.object({ noticeId });
/** `ids=1,2,3`; absent or empty marks nothing (RuoYi returns success) */
const markReadAllInput = z.object({
  ids: z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : String(v)), idListSchema.optional()),
});
const readUsersQuery = z.object({ noticeId, searchValue: optionalText(30), pageNum: pageFields.pageNum, pageSize: pageFields.pageSize });

/** The parameters of a POST that RuoYi binds from the query string (the client sends `params`) or a form/JSON body. */
const paramsOf = (request: FastifyRequest) => ({ ...asRecord(request.query), ...asRecord(request.body) });

/**
 * Notice endpoints (RuoYi SysNoticeController): the kit's list / add / edit / delete, and for every logged-in user
 * the one-notice read, the navbar bell's listTop and the read marks; 阅读用户 behind `system:notice:list`.
 */
export const noticeRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  /** The newest published notices with the caller's read flags and unread count. */
  app.get('/system/notice/listTop', async (request) => success(await noticeTop(db, request.loginUser!.userId)));

  app.post('/system/notice/markRead', async (request) => {
    const { noticeId: id } = markReadInput.parse(paramsOf(request));
    await markNoticesRead(db, request.loginUser!.userId, [id]);
    return success();
  });

  app.post('/system/notice/markReadAll', async (request) => {
    const { ids } = markReadAllInput.parse(paramsOf(request));
    await markNoticesRead(db, request.loginUser!.userId, ids ?? []);
    return success();
  });

  app.get('/system/notice/readUsers/list', { preHandler: requirePermi(noticeEntity.perms.list) }, async (request) => {
    const { rows, total } = await noticeReadUsers(db, readUsersQuery.parse(request.query));
    return tableData(rows, total);
  });

  /**
   * One notice, for every logged-in user (RuoYi has no guard here: the bell opens notices with it). Callers who
   * cannot manage notices (no system:notice:query or :list) see published ones only.
   */
  app.get('/system/notice/:id', async (request) => {
    const id = noticeEntity.idParam.parse((request.params as { id: unknown }).id);
    const perms = request.loginUser!.permissions;
    const canManage = hasPermi(perms, noticeEntity.perms.query) || hasPermi(perms, noticeEntity.perms.list);
    return successData(await readableNotice(db, id, canManage));
  });

  registerCrud(app, { ...noticeEntity, actions: noticeEntity.actions.filter((a) => a !== 'query') }, noticeService);
};
