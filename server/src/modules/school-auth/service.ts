import { MY_REPLY_COLUMNS, receivedReplyRow } from '../member/replies';
import {
  addSchoolAuthBodySchema, AUDIT_STATUS, MEMBER_NOTICE_TYPE, type MySchool, mySchoolListBodySchema, type PostRow,
  type ReceivedReplyRow, SCHOOL_AUTH_STATUS, schoolAuthAuditBodySchema, type SchoolAuthRow, updateMySchoolBodySchema,
} from '../../../../src/shared/contract/index';
import { msg } from '../../../../src/shared/contract/kit/messages';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/index';
import { IMAGE_EXTENSIONS, extensionOf } from '../../lib/file-type';
import type { FileStore } from '../../lib/file-store';
import { ServiceError } from '../../lib/result';
import { plainText, sanitizeRichText } from '../../lib/sanitize';
import { nowText } from '../../lib/time';
import { invalidateBbsCache } from '../bbs/cache';
import { listPosts } from '../bbs/post';
import { num, offsetOf, type Page, pageOf, type Paging, SHOWN } from '../bbs/query';
import { profileRelativePath } from '../common/storage';
import { USER_TYPE } from '../login/register';
import { notifyMember } from '../member/notify';
import { ownProofs, proofUrl, storedProofs } from './proofs';

/**
 * School accounts (issue 11): a member applies to represent a school (bbs_school_auth), an administrator approves
 * or rejects; an approved member edits the school's public texts and sees the posts linked to it.
 */
export const SCHOOL_AUTH_MSG = {
  notFound: msg('认证申请不存在', 'The application does not exist'),
  notYours: msg('没有权限访问该认证申请', 'This application is not yours'),
  schoolMissing: msg('学校不存在或已下线', 'The school does not exist or is not shown'),
  pending: msg('您已提交过该学校的认证申请，请等待审核', 'You already applied for this school; wait for the review'),
  approvedAlready: msg('您已通过该学校的认证', 'You are already verified for this school'),
  notWithdrawable: msg('已通过的认证申请不能撤回', 'An approved application cannot be withdrawn'),
  notMySchool: msg('您未通过该学校的认证，不能管理该学校', 'You are not verified for this school'),
  fileBad: msg('文件路径不正确', 'The file path is not valid'),
  fileMissing: msg('文件不存在，请重新上传', 'The file does not exist; upload it again'),
  fileNotYours: msg('只能使用您自己上传的文件', 'Use files you uploaded yourself'),
  coverNotImage: msg('封面必须是图片', 'The cover must be an image'),
  reviewed: msg('该申请已审核，不能重复审核', 'This application has already been reviewed'),
  reasonRequired: msg('请填写驳回原因', 'Enter the reason for the rejection'),
  submitted: msg('认证申请已提交，请等待审核', 'Your application has been sent; wait for the review'),
  withdrawn: msg('认证申请已撤回', 'The application has been withdrawn'),
  schoolSaved: msg('学校信息已保存', 'The school details have been saved'),
} as const;

const NOTICE = {
  approved: (school: string) => ({ title: `学校认证已通过：${school}`, content: `您提交的「${school}」学校认证申请已通过审核，现在可以在“我的学校”中管理学校信息。` }),
  rejected: (school: string, reason: string) => ({ title: `学校认证未通过：${school}`, content: `您提交的「${school}」学校认证申请未通过审核。原因：${reason}` }),
};

export interface Member {
  userId: number;
  userName: string;
}

type AuthDbRow = {
  auth_id: number; user_id: number; school_id: number; role: string; real_name: string; phone: string; proof_files: string;
  remark: string; status: string; reject_reason: string | null; create_time: string | null; review_time: string | null;
};

/** The API row of a table row (the school's name from `schoolNames`). */
export function schoolAuthRow(r: AuthDbRow, schoolName: string): SchoolAuthRow {
  return {
    authId: num(r.auth_id),
    userId: num(r.user_id),
    schoolId: num(r.school_id),
    schoolName,
    role: r.role,
    realName: r.real_name,
    phone: r.phone,
    // each document through its guarded route, never a public path
    proofFiles: storedProofs(r.proof_files).map((f, i) => ({ name: f.name, url: proofUrl(num(r.auth_id), i + 1) })),
    remark: r.remark ?? '',
    status: r.status as SchoolAuthRow['status'],
    rejectReason: r.reject_reason,
    createTime: r.create_time ?? '',
    reviewTime: r.review_time,
  };
}

/** School names by id, one query. */
export async function schoolNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('bbs_school').select(['school_id', 'school_name']).where('school_id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [num(r.school_id), r.school_name]));
}

/** User names by id, one query. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sys_user').select(['user_id', 'user_name']).where('user_id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [num(r.user_id), r.user_name]));
}

async function toRows(db: Db, rows: AuthDbRow[]): Promise<SchoolAuthRow[]> {
  const names = await schoolNames(db, rows.map((r) => num(r.school_id)));
  return rows.map((r) => schoolAuthRow(r, names.get(num(r.school_id)) ?? ''));
}

/**
 * A stored upload of the caller, by its /profile path: only files in the upload store ('upload/…'); on the
 * database store (PostgreSQL) the row records who uploaded it and only the caller's own pass. The disk store
 * (SQLite) does not record the uploader, so there any existing upload passes.
 */
async function ownUpload(db: Db, files: FileStore, path: string, member: Member): Promise<string> {
  const rel = profileRelativePath(path);
  if (!rel || !rel.startsWith('upload/')) throw new ServiceError(SCHOOL_AUTH_MSG.fileBad);
  if (!(await files.open(rel))) throw new ServiceError(SCHOOL_AUTH_MSG.fileMissing);
  if (files.kind === 'database') {
    const row = await db.selectFrom('sys_file').select('create_by').where('file_path', '=', rel).executeTakeFirst();
    if (!row || row.create_by !== member.userName) throw new ServiceError(SCHOOL_AUTH_MSG.fileNotYours);
  }
  return `/profile/${rel}`;
}

async function shownSchool(db: Db, schoolId: number) {
  const school = await db.selectFrom('bbs_school').select(['school_id', 'school_name']).where('school_id', '=', schoolId).where('status', '=', SHOWN).executeTakeFirst();
  if (!school) throw new ServiceError(SCHOOL_AUTH_MSG.schoolMissing, 404);
  return school;
}

/**
 * sys_user.auth_status after a change: '2' while any application is approved, else the newest live one's status,
 * else '0'; an approval also makes a member ('01') a school account ('02').
 */
async function refreshAuthStatus(db: Db, userId: number): Promise<void> {
  const live = await db
    .selectFrom('bbs_school_auth')
    .select('status')
    .where('user_id', '=', userId)
    .where('del_flag', '=', '0')
    .orderBy('auth_id', 'desc')
    .execute();
  const approved = live.some((r) => r.status === SCHOOL_AUTH_STATUS.APPROVED);
  const status = approved ? SCHOOL_AUTH_STATUS.APPROVED : (live[0]?.status ?? '0');
  await db.updateTable('sys_user').set({ auth_status: status }).where('user_id', '=', userId).execute();
  if (approved) {
    await db.updateTable('sys_user').set({ user_type: USER_TYPE.school }).where('user_id', '=', userId).where('user_type', '=', USER_TYPE.member).execute();
  }
}

/** addSchoolAuthInfo */
export async function addSchoolAuth(db: Db, proofs: FileStore, member: Member, body: unknown): Promise<SchoolAuthRow> {
  const input = addSchoolAuthBodySchema.parse(body ?? {});
  const school = await shownSchool(db, input.schoolId);
  const mine = await db
    .selectFrom('bbs_school_auth')
    .select('status')
    .where('user_id', '=', member.userId)
    .where('school_id', '=', input.schoolId)
    .where('del_flag', '=', '0')
    .where('status', 'in', [SCHOOL_AUTH_STATUS.PENDING, SCHOOL_AUTH_STATUS.APPROVED])
    .execute();
  if (mine.some((r) => r.status === SCHOOL_AUTH_STATUS.APPROVED)) throw new ServiceError(SCHOOL_AUTH_MSG.approvedAlready);
  if (mine.length > 0) throw new ServiceError(SCHOOL_AUTH_MSG.pending);
  const proofFiles = await ownProofs(proofs, member.userId, input.proofFiles);
  const now = nowText();
  let authId: number;
  try {
    const r = await db
      .insertInto('bbs_school_auth')
      .values({
        user_id: member.userId,
        school_id: num(school.school_id),
        role: input.role,
        real_name: plainText(input.realName),
        phone: input.phone,
        proof_files: JSON.stringify(proofFiles),
        remark: plainText(input.remark),
        status: SCHOOL_AUTH_STATUS.PENDING,
        create_by: member.userName,
        create_time: now,
      })
      .returning('auth_id')
      .executeTakeFirstOrThrow();
    authId = num(r.auth_id);
  } catch (err) {
    // a parallel submission for the same school won (uk_bbs_school_auth_pending)
    if (isUniqueViolation(err)) throw new ServiceError(SCHOOL_AUTH_MSG.pending);
    throw err;
  }
  await refreshAuthStatus(db, member.userId);
  return (await getOwnAuth(db, member.userId, authId));
}

const AUTH_COLUMNS = [
  'auth_id', 'user_id', 'school_id', 'role', 'real_name', 'phone', 'proof_files', 'remark', 'status', 'reject_reason', 'create_time', 'review_time',
] as const;

/** The caller's live application `authId`: 404 when there is none, 403 when it is another member's. */
async function ownAuthRow(db: Db, userId: number, authId: number): Promise<AuthDbRow> {
  const r = await db.selectFrom('bbs_school_auth').select(AUTH_COLUMNS).where('auth_id', '=', authId).where('del_flag', '=', '0').executeTakeFirst();
  if (!r) throw new ServiceError(SCHOOL_AUTH_MSG.notFound, 404);
  if (num(r.user_id) !== userId) throw new ServiceError(SCHOOL_AUTH_MSG.notYours, 403);
  return r as AuthDbRow;
}

/** getSchoolAuthInfo/{id} */
export async function getOwnAuth(db: Db, userId: number, authId: number): Promise<SchoolAuthRow> {
  return (await toRows(db, [await ownAuthRow(db, userId, authId)]))[0]!;
}

/** listSchoolAuthInfo: the caller's live applications, newest first. */
export async function listOwnAuth(db: Db, userId: number, page: Paging): Promise<Page<SchoolAuthRow>> {
  const base = db.selectFrom('bbs_school_auth').where('user_id', '=', userId).where('del_flag', '=', '0');
  const { rows, total } = await pageOf(
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(AUTH_COLUMNS).orderBy('auth_id', 'desc').limit(page.pageSize).offset(offsetOf(page)).execute(),
  );
  return { rows: await toRows(db, rows as AuthDbRow[]), total };
}

/** deleteSchoolAuthInfo/{id}: withdraws the caller's pending or rejected application. */
export async function withdrawAuth(db: Db, userId: number, authId: number): Promise<void> {
  await ownAuthRow(db, userId, authId);
  const r = await db
    .updateTable('bbs_school_auth')
    .set({ del_flag: '2', update_time: nowText() })
    .where('auth_id', '=', authId)
    .where('user_id', '=', userId)
    .where('del_flag', '=', '0')
    .where('status', 'in', [SCHOOL_AUTH_STATUS.PENDING, SCHOOL_AUTH_STATUS.REJECTED])
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new ServiceError(SCHOOL_AUTH_MSG.notWithdrawable);
  await refreshAuthStatus(db, userId);
}

/** The ids of the shown schools the caller is approved for. */
export async function approvedSchoolIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bbs_school_auth as a')
    .innerJoin('bbs_school as s', 's.school_id', 'a.school_id')
    .select('a.school_id')
    .distinct()
    .where('a.user_id', '=', userId)
    .where('a.status', '=', SCHOOL_AUTH_STATUS.APPROVED)
    .where('a.del_flag', '=', '0')
    .where('s.status', '=', SHOWN)
    .execute();
  return rows.map((r) => num(r.school_id)).sort((a, b) => a - b);
}

/** listMySchool */
export async function listMySchools(db: Db, userId: number): Promise<MySchool[]> {
  const ids = await approvedSchoolIds(db, userId);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('bbs_school').selectAll().where('school_id', 'in', ids).orderBy('school_id').execute();
  return rows.map((s) => ({
    schoolId: num(s.school_id),
    schoolName: s.school_name,
    schoolNameEn: s.school_name_en ?? '',
    intro: s.intro ?? '',
    introEn: s.intro_en ?? '',
    address: s.address ?? '',
    addressEn: s.address_en ?? '',
    website: s.website ?? '',
    tuition: s.tuition ?? '',
    tuitionEn: s.tuition_en ?? '',
    curriculum: s.curriculum ?? '',
    curriculumEn: s.curriculum_en ?? '',
    cover: s.cover ?? '',
  }));
}

/** The editable columns of updateMySchool: body field → column and how its text is stored. */
const MY_SCHOOL_FIELDS = [
  ['intro', 'intro', 'rich'], ['introEn', 'intro_en', 'rich'],
  ['address', 'address', 'plain'], ['addressEn', 'address_en', 'plain'], ['website', 'website', 'plain'],
  ['tuition', 'tuition', 'plain'], ['tuitionEn', 'tuition_en', 'plain'],
  ['curriculum', 'curriculum', 'plain'], ['curriculumEn', 'curriculum_en', 'plain'],
] as const;

/**
 * updateMySchool: only a school the caller is approved for (403 otherwise). The fields the body carries are written
 * (absent ones stay): intros are rich text, sanitized; the rest plain text as typed; the cover one of the caller's
 * uploaded images ('' removes it).
 */
export async function updateMySchool(db: Db, files: FileStore, member: Member, body: unknown): Promise<void> {
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const input = updateMySchoolBodySchema.parse(raw);
  if (!(await approvedSchoolIds(db, member.userId)).includes(input.schoolId)) throw new ServiceError(SCHOOL_AUTH_MSG.notMySchool, 403);
  const values: Record<string, string> = {};
  for (const [field, column, kind] of MY_SCHOOL_FIELDS) {
    if (raw[field] !== undefined) values[column] = kind === 'rich' ? sanitizeRichText(input[field]) : plainText(input[field]);
  }
  if (input.cover) {
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(input.cover))) throw new ServiceError(SCHOOL_AUTH_MSG.coverNotImage);
    values.cover = await ownUpload(db, files, input.cover, member);
  } else if (input.cover === '') values.cover = '';
  await db
    .updateTable('bbs_school')
    .set({ ...values, update_by: member.userName, update_time: nowText() })
    .where('school_id', '=', input.schoolId)
    .execute();
  invalidateBbsCache(db);
}

/** The schools a my-school list covers: the body's school (403 unless approved for it) or every approved one. */
async function listSchools(db: Db, userId: number, body: unknown): Promise<number[]> {
  const { schoolId } = mySchoolListBodySchema.parse(body ?? {});
  const ids = await approvedSchoolIds(db, userId);
  if (schoolId === undefined) return ids;
  if (!ids.includes(schoolId)) throw new ServiceError(SCHOOL_AUTH_MSG.notMySchool, 403);
  return [schoolId];
}

/** myschoolBlogList: the shown posts linked to the caller's approved schools. */
export async function mySchoolPosts(db: Db, userId: number, body: unknown, page: Paging): Promise<Page<PostRow>> {
  const schoolIds = await listSchools(db, userId, body);
  return listPosts(db, { postTypes: ['1', '2', '3'], schoolIds }, page);
}

/** myschoolBlogReplyList: the shown replies on those posts, newest first. */
export async function mySchoolReplies(db: Db, userId: number, body: unknown, page: Paging): Promise<Page<ReceivedReplyRow>> {
  const schoolIds = await listSchools(db, userId, body);
  if (schoolIds.length === 0) return { rows: [], total: 0 };
  const base = db
    .selectFrom('bbs_post_reply as r')
    .innerJoin('bbs_post as p', 'p.post_id', 'r.post_id')
    .where('p.school_id', 'in', schoolIds)
    .where('p.status', '=', SHOWN)
    .where('p.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('p.del_flag', '=', '0')
    .where('r.status', '=', SHOWN)
    .where('r.audit_status', '=', AUDIT_STATUS.APPROVED)
    .where('r.del_flag', '=', '0');
  const { rows, total } = await pageOf(
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('sys_user as u', 'u.user_id', 'r.user_id')
      .select([...MY_REPLY_COLUMNS, 'r.user_id', 'r.author_name', 'u.nick_name', 'u.avatar'])
      .orderBy('r.create_time', 'desc')
      .orderBy('r.reply_id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
  );
  return {
    total,
    rows: rows.map((r) => receivedReplyRow(r, r.author_name || r.nick_name || '')),
  };
}

/**
 * PUT /bbs/schoolAuth/audit: a pending application is approved ('2': the member becomes a school account) or
 * rejected ('3', with the reason); the member gets a notice either way. One conditional UPDATE decides, so two
 * reviewers cannot both review it.
 */
export async function auditSchoolAuth(db: Db, reviewer: string, body: unknown): Promise<void> {
  const input = schoolAuthAuditBodySchema.parse(body ?? {});
  const approve = input.status === SCHOOL_AUTH_STATUS.APPROVED;
  const reason = plainText(input.rejectReason);
  if (!approve && !reason) throw new ServiceError(SCHOOL_AUTH_MSG.reasonRequired);
  const row = await db.selectFrom('bbs_school_auth').select(['user_id', 'school_id']).where('auth_id', '=', input.authId).where('del_flag', '=', '0').executeTakeFirst();
  if (!row) throw new ServiceError(SCHOOL_AUTH_MSG.notFound, 404);
  const now = nowText();
  const r = await db
    .updateTable('bbs_school_auth')
    .set({ status: input.status, reject_reason: approve ? null : reason, review_by: reviewer, review_time: now, update_by: reviewer, update_time: now })
    .where('auth_id', '=', input.authId)
    .where('status', '=', SCHOOL_AUTH_STATUS.PENDING)
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new ServiceError(SCHOOL_AUTH_MSG.reviewed);
  const userId = num(row.user_id);
  await refreshAuthStatus(db, userId);
  const school = (await schoolNames(db, [num(row.school_id)])).get(num(row.school_id)) ?? '';
  await notifyMember(db, {
    userId,
    type: MEMBER_NOTICE_TYPE.AUDIT,
    ...(approve ? NOTICE.approved(school) : NOTICE.rejected(school, reason)),
    link: '/layout/schoolinfo',
  });
}
