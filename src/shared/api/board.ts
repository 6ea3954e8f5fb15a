/**
 * 留言板, the public side (contract: @shared/contract/message): the board (anyone; a logged-in member also gets their
 * own messages waiting for review), a member's new message and its deletion.
 */
import type { AjaxResult, AuditStatus, BbsPageParams, TableDataInfo } from '@shared/contract';
import type { BoardMessage } from '@shared/contract/messageConstants';
import { request } from './request';
import type { CallOptions } from './web';

/** GET /bbs/web/messages?pageNum&pageSize: newest first */
export function listBoardMessages(params: BbsPageParams = {}, opts: CallOptions = {}): Promise<TableDataInfo<BoardMessage>> {
  return request<TableDataInfo<BoardMessage>>({ ...opts, url: '/bbs/web/messages', method: 'get', params });
}

/** POST /bbs/submitweb/message → data {messageId, auditStatus}; msg says whether it waits for review */
export function addBoardMessage(content: string, opts: CallOptions = {}): Promise<AjaxResult<{ messageId: number; auditStatus: AuditStatus }>> {
  return request({ ...opts, url: '/bbs/submitweb/message', method: 'post', data: { content } });
}

/** POST /bbs/submitweb/deleteMessage/{id}: own message only */
export function deleteBoardMessage(id: number, opts: CallOptions = {}): Promise<AjaxResult> {
  return request({ ...opts, url: `/bbs/submitweb/deleteMessage/${encodeURIComponent(String(id))}`, method: 'post', data: {} });
}
