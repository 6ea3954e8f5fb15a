import type { FastifyPluginAsync } from 'fastify';
import { NOTICE_TARGET, noticeLogEntity, type NoticeLogRow } from '../../../../src/shared/contract/entities/index';
import { MEMBER_NOTICE_TYPE } from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import type { Db } from '../../db/index';
import { saidIn } from '../../lib/lang';
import { ServiceError, success, successData } from '../../lib/result';
import { plainText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';
import { BusinessType } from '../../plugins/oper-log';
import { requirePermi } from '../../plugins/permissions';
import { crudService, type DbRow, registerCrud } from '../kit/crud';
import { USER_TYPE } from '../login/register';

export const FORUM_NOTICE_MSG = {
  noRole: msg('角色不存在', 'The role does not exist'),
  noMember: msg('会员不存在', 'No such member'),
  nobody: msg('没有可接收公告的会员', 'No member would get this notice'),
  sent: (n: number) => msg(`公告已发送给${n}位会员`, `The notice has been sent to ${n} ${n === 1 ? 'member' : 'members'}`),
} as const;

const INSERT_CHUNK = 200;

/** The live, enabled members (and school accounts) the target reaches. */
async function recipients(db: Db, targetType: string, targetValue: string): Promise<number[]> {
  let q = db
    .selectFrom('sys_user as u')
    .select('u.user_id')
    .where('u.del_flag', '=', '0')
    .where('u.status', '=', '0')
    .where('u.user_type', 'in', [USER_TYPE.member, USER_TYPE.school]);
  if (targetType === NOTICE_TARGET.ROLE) {
    const role = await db.selectFrom('sys_role').select('role_id').where('role_key', '=', targetValue).where('del_flag', '=', '0').executeTakeFirst();
    if (!role) throw new ServiceError(FORUM_NOTICE_MSG.noRole);
    q = q.where('u.user_id', 'in', db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', role.role_id));
  } else if (targetType === NOTICE_TARGET.USER) {
    q = q.where('u.user_name', '=', targetValue);
  }
  const ids = (await q.orderBy('u.user_id').execute()).map((r) => Number(r.user_id));
  if (targetType === NOTICE_TARGET.USER && ids.length === 0) throw new ServiceError(FORUM_NOTICE_MSG.noMember);
  if (ids.length === 0) throw new ServiceError(FORUM_NOTICE_MSG.nobody);
  return ids;
}

/** POST /bbs/notice: a system notice (plain text) to each member reached, and the log row; resolves the count. */
export async function sendForumNotice(db: Db, body: unknown, by: string): Promise<number> {
  const input = noticeLogEntity.body.parse(body ?? {});
  const targetValue = input.targetType === NOTICE_TARGET.ALL ? '' : input.targetValue;
  const ids = await recipients(db, input.targetType, targetValue);
  const now = nowText();
  const title = plainText(input.title).slice(0, 200);
  const content = plainText(input.content).slice(0, 2000);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      await trx
        .insertInto('bbs_member_notice')
        .values(ids.slice(i, i + INSERT_CHUNK).map((user_id) => ({
          user_id, notice_type: MEMBER_NOTICE_TYPE.SYSTEM, title, content, link: '', from_user_id: null, read_flag: '0', create_time: now,
        })))
        .execute();
    }
    await trx
      .insertInto('bbs_notice_log')
      .values({ title, content, target_type: input.targetType, target_value: targetValue, sent_count: ids.length, create_by: by, create_time: now })
      .execute();
  });
  return ids.length;
}

const noticeLogService = crudService(noticeLogEntity, {
  table: 'bbs_notice_log',
  hooks: {
    toRow: (r: DbRow): NoticeLogRow => ({
      logId: Number(r.log_id),
      title: String(r.title ?? ''),
      content: String(r.content ?? ''),
      targetType: String(r.target_type ?? ''),
      targetValue: String(r.target_value ?? ''),
      sentCount: Number(r.sent_count ?? 0),
      createBy: String(r.create_by ?? ''),
      createTime: String(r.create_time ?? ''),
    }),
  },
});

/** 论坛公告: the log of sent notices (`bbs:notice:list`) and the send (`bbs:notice:add`). */
export const forumNoticeRoutes: FastifyPluginAsync = async (app) => {
  /** the roles a notice may target (enabled ones), for the send dialog's select */
  app.get('/bbs/notice/roles', { preHandler: requirePermi(noticeLogEntity.perms.add) }, async () => {
    const rows = await app.db.selectFrom('sys_role').select(['role_key', 'role_name']).where('del_flag', '=', '0').where('status', '=', '0').orderBy('role_sort').execute();
    return successData(rows.map((r) => ({ roleKey: r.role_key, roleName: r.role_name })));
  });
  registerCrud(app, noticeLogEntity, noticeLogService, ['add']);
  app.post(noticeLogEntity.basePath, {
    preHandler: requirePermi(noticeLogEntity.perms.add),
    config: { operLog: { title: noticeLogEntity.title, businessType: BusinessType.INSERT } },
  }, async (request) => {
    const n = await sendForumNotice(app.db, request.body, request.loginUser!.userName);
    return success({ data: n }, saidIn(request.headers, FORUM_NOTICE_MSG.sent(n)));
  });
};
