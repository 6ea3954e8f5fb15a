import type { FastifyPluginAsync } from 'fastify';
import { CONTACT_STATE, type ContactAssignee, type ContactRow, contactEntity } from '../../../../src/shared/contract/entities/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { ServiceError, successData } from '../../lib/result';
import { plainText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';
import { requirePermi } from '../../plugins/permissions';
import { crudService, type DbRow, registerCrud } from '../kit/crud';
import { USER_TYPE } from '../login/register';

export const CONTACT_MSG = {
  noAssignee: msg('跟进人不是有效的后台用户', 'The assignee is not a staff user'),
} as const;

/** Staff users (live, enabled, user_type '00') the follow-up may be assigned to, by name. */
export async function contactAssignees(db: Db): Promise<ContactAssignee[]> {
  const rows = await db
    .selectFrom('sys_user')
    .select(['user_name', 'nick_name'])
    .where('user_type', '=', USER_TYPE.system)
    .where('del_flag', '=', '0')
    .where('status', '=', '0')
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ userName: r.user_name, nickName: r.nick_name ?? '' }));
}

/** The number of enquiries nobody has handled yet (state new). */
export async function newContactCount(db: Db): Promise<number> {
  const r = await db.selectFrom('bbs_contact').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', CONTACT_STATE.NEW).executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The admin's enquiries (bbs_contact, written by the public form in modules/bbs/contact.ts): list, filters, export,
 * delete many; the edit is the follow-up — state, assignee (a staff user), notes. Leaving 'new' stamps
 * handled_time once; going back to 'new' clears it.
 */
const contactService = crudService(contactEntity, {
  table: 'bbs_contact',
  hooks: {
    toRow: (r: DbRow): ContactRow => ({
      contactId: Number(r.contact_id),
      name: String(r.name ?? ''),
      mobile: String(r.mobile ?? ''),
      message: String(r.message ?? ''),
      sourcePage: String(r.source_page ?? ''),
      lang: String(r.lang ?? ''),
      status: String(r.status ?? '0'),
      assignee: String(r.assignee ?? ''),
      notes: String(r.notes ?? ''),
      handledTime: (r.handled_time as string | null) ?? null,
      createTime: String(r.create_time ?? ''),
      updateBy: (r.update_by as string | null) ?? null,
      updateTime: (r.update_time as string | null) ?? null,
    }),
    async validate({ db }, input) {
      if (input.assignee && !(await contactAssignees(db)).some((u) => u.userName === input.assignee)) throw new ServiceError(CONTACT_MSG.noAssignee);
    },
    columns: (input) => ({
      status: input.status,
      assignee: input.assignee,
      notes: input.notes === null ? null : plainText(input.notes),
    }),
    async beforeUpdate(_trx, before, input, by, values) {
      values.update_by = by;
      values.update_time = nowText();
      if (input.status === CONTACT_STATE.NEW) values.handled_time = null;
      else if (!before.handled_time) values.handled_time = nowText();
    },
  },
});

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.get('/bbs/contact/newCount', { preHandler: requirePermi(contactEntity.perms.list) }, async () => successData(await newContactCount(app.db)));
  app.get('/bbs/contact/assignees', { preHandler: requirePermi(contactEntity.perms.edit) }, async () => successData(await contactAssignees(app.db)));
  registerCrud(app, contactEntity, contactService);
};
