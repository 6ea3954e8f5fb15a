import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_STATUS, idParamSchema } from '../../../../src/shared/contract/index';
import { addMessageBodySchema, bbsMessageEntity, MESSAGE_MSG, messageReplyBodySchema } from '../../../../src/shared/contract/message';
import { saidIn } from '../../lib/lang';
import { success, successData, tableData } from '../../lib/result';
import { BusinessType, OperatorType } from '../../plugins/oper-log';
import { requirePermi } from '../../plugins/permissions';
import { body, paging } from '../bbs/routes';
import { registerCrud } from '../kit/crud';
import { softDeleteOwn } from '../member/forum-rules';
import { addBoardMessage, listBoard, messageService, replyToMessage } from './service';

const memberLog = (businessType: (typeof BusinessType)[keyof typeof BusinessType]) => ({
  config: { operLog: { title: '留言板', businessType, operatorType: OperatorType.OTHER } },
});

/**
 * 留言板 (src/shared/contract/message.ts): the public board, a member's message and its deletion, and the admin's
 * list / hide / review / answer / delete / export on the module kit.
 */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get('/bbs/web/messages', { config: { auth: 'optional' } }, async (request) => {
    const { rows, total } = await listBoard(db, paging(request), request.loginUser?.userId ?? null);
    return tableData(rows, total);
  });

  app.post('/bbs/submitweb/message', memberLog(BusinessType.INSERT), async (request) => {
    const { content } = body(addMessageBodySchema, request);
    const data = await addBoardMessage(db, app.config, request.loginUser!.userId, content);
    return successData(data, saidIn(request.headers, data.auditStatus === AUDIT_STATUS.APPROVED ? MESSAGE_MSG.published : MESSAGE_MSG.pending));
  });

  app.post('/bbs/submitweb/deleteMessage/:id', memberLog(BusinessType.DELETE), async (request) => {
    const { id } = idParamSchema.parse(request.params);
    await softDeleteOwn(db, request.loginUser!, 'message', id);
    return success();
  });

  app.put(
    '/bbs/message/reply',
    { preHandler: requirePermi(`${bbsMessageEntity.permPrefix}:reply`), config: { operLog: { title: '留言回复', businessType: BusinessType.UPDATE } } },
    async (request) => {
      const b = body(messageReplyBodySchema, request);
      await replyToMessage(db, request.loginUser!.userName, b.messageId, b.replyContent);
      return success();
    },
  );

  registerCrud(app, bbsMessageEntity, messageService);
};
