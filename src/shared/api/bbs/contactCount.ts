/** The navbar's new-enquiry count (no zod: the admin shell loads this module). */
import type { AjaxResult } from '@shared/contract';
import { request } from '../request';

/** GET /bbs/contact/newCount (`bbs:contact:list`): enquiries in state new. */
export function getNewContactCount(): Promise<AjaxResult<number>> {
  return request<AjaxResult<number>>({ url: '/bbs/contact/newCount', method: 'get', silent: true });
}
