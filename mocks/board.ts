/**
 * 留言板 mocks (contract: src/shared/contract/message.ts), behaving as the server should: GET /bbs/web/messages pages
 * the shown, approved messages newest first plus the caller's own pending ones (`MEMBER_TOKEN` is user 100);
 * POST /bbs/submitweb/message needs a token and validates with the contract's schema; deleteMessage/:id deletes the
 * caller's own (403 otherwise). `mockBoard.moderation = true` holds new messages for review.
 * Register with `server.use(...boardHandlers)` and call `resetBoardMocks()` before each test.
 */
import { http, HttpResponse } from 'msw';
import { idParamSchema } from '@shared/contract';
import { addMessageBodySchema, type BoardMessage } from '@shared/contract/message';
import { handle, jsonBody, pageOf, paged } from './bbs';
import { callerOf, MEMBER_USER_ID, OTHER_USER_ID } from './member-forum';

type MockMessage = BoardMessage & { userId: number; auditStatus: '0' | '1'; deleted: boolean };

export const mockBoard = { messages: [] as MockMessage[], moderation: false, nextId: 10 };

export const mockMessage = (o: Partial<MockMessage> & Pick<MockMessage, 'messageId' | 'content'>): MockMessage => ({
  authorName: '张妈妈', avatar: '', createTime: '2026-03-01 10:00:00', replyContent: null, replyTime: null, pending: false, mine: false,
  userId: OTHER_USER_ID, auditStatus: '0', deleted: false, ...o,
});

export function resetBoardMocks(): void {
  mockBoard.moderation = false;
  mockBoard.nextId = 10;
  mockBoard.messages = [
    mockMessage({ messageId: 2, content: '请问多伦多的私校几月开始申请？', replyContent: '一般在前一年的秋季，详见各校官网。', replyTime: '2026-03-02 09:00:00' }),
    mockMessage({ messageId: 1, content: '网站的学分计算器很好用！', authorName: '李爸爸' }),
  ];
}

const fail = (code: number, msg: string) => HttpResponse.json({ code, msg });

export const boardHandlers = [
  http.get('*/prod-api/bbs/web/messages', handle((request) => {
    const me = callerOf(request);
    const rows = mockBoard.messages
      .filter((m) => !m.deleted && (m.auditStatus === '0' || m.userId === me))
      .sort((a, b) => b.messageId - a.messageId)
      .map(({ userId, auditStatus, deleted: _deleted, ...m }) => ({ ...m, pending: auditStatus === '1', mine: userId === me }));
    return paged(rows, pageOf(request));
  })),
  http.post('*/prod-api/bbs/submitweb/message', handle(async (request) => {
    const me = callerOf(request);
    if (me === null) return fail(401, '登录状态已过期，请重新登录');
    const { content } = addMessageBodySchema.parse(await jsonBody(request));
    const auditStatus = mockBoard.moderation ? '1' : '0';
    const messageId = mockBoard.nextId++;
    mockBoard.messages.push(mockMessage({ messageId, content, userId: me, authorName: me === MEMBER_USER_ID ? '小明' : 'admin', auditStatus, createTime: '2026-03-05 08:30:00' }));
    return HttpResponse.json({ code: 200, msg: auditStatus === '0' ? '留言成功' : '留言成功，审核通过后将公开显示', data: { messageId, auditStatus } });
  })),
  http.post('*/prod-api/bbs/submitweb/deleteMessage/:id', handle((request, params) => {
    const me = callerOf(request);
    if (me === null) return fail(401, '登录状态已过期，请重新登录');
    const { id } = idParamSchema.parse(params);
    const m = mockBoard.messages.find((x) => x.messageId === id && !x.deleted);
    if (!m) return fail(404, '留言不存在或已删除');
    if (m.userId !== me) return fail(403, '只能操作自己发布的内容');
    m.deleted = true;
    return HttpResponse.json({ code: 200, msg: '操作成功' });
  })),
];
