/** 论坛管理 › 留言板 (contract: @shared/contract/message): the kit's calls and the answer under a message. */
import type { AjaxResult } from '@shared/contract';
import { bbsMessageEntity, type MessageReplyBody } from '@shared/contract/message';
import { crudApi } from '../crud';
import { request } from '../request';

/** list / get / update (status, auditStatus) / remove (soft) / exportList (`message_<ts>.xlsx`) */
export const messageApi = crudApi(bbsMessageEntity);

/** PUT /bbs/message/reply (`bbs:message:reply`): '' takes the answer away; a new answer notifies the writer */
export function replyMessage(body: MessageReplyBody): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/bbs/message/reply', method: 'put', data: body });
}
