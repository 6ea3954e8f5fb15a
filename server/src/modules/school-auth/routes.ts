import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bbsPageQuerySchema } from '../../../../src/shared/contract/index';
import { idSchema } from '../../../../src/shared/contract/kit/index';
import { schoolAuthEntity } from '../../../../src/shared/contract/entities/index';
import { saidIn } from '../../lib/lang';
import { success, successData, tableData } from '../../lib/result';
import { BusinessType, type BusinessTypeValue } from '../../plugins/oper-log';
import { requirePermi } from '../../plugins/permissions';
import { hasPermi } from '../../lib/permission';
import { UPLOAD_EXTENSIONS } from '../../lib/file-type';
import { privateFileStore } from '../common/file-store';
import { MB, registerMultipart, saveUpload, UPLOAD_MSG } from '../common/storage';
import { crudService, type DbRow, registerCrud } from '../kit/crud';
import { privatizeLegacyProofs, proofKind, sendProof } from './proofs';
import {
  addSchoolAuth, auditSchoolAuth, getOwnAuth, listMySchools, listOwnAuth, type Member, mySchoolPosts, mySchoolReplies,
  SCHOOL_AUTH_MSG, schoolAuthRow, schoolNames, updateMySchool, userNames, withdrawAuth,
} from './service';

const SUBMIT = '/bbs/submitweb';

/** pageNum/pageSize from the query string (RuoYi), else from the body. */
function paging(request: FastifyRequest) {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  return bbsPageQuerySchema.parse({ pageNum: q.pageNum ?? b.pageNum, pageSize: q.pageSize ?? b.pageSize });
}

const authIdParam = idSchema('申请编号');
const fileIndexParam = idSchema('文件序号');
/** proof documents: 5 MB each (the apply form's limit) */
const PROOF_MAX_BYTES = 5 * MB;
const idOf = (request: FastifyRequest) => authIdParam.parse((request.params as { id: unknown }).id);
const memberOf = (request: FastifyRequest): Member => ({ userId: request.loginUser!.userId, userName: request.loginUser!.userName });

/** The admin list and detail: live applications (withdrawn ones gone), each with its school's and member's names. */
const schoolAuthService = crudService(schoolAuthEntity, {
  table: 'bbs_school_auth',
  softDelete: { column: 'del_flag', live: '0', deleted: '2' },
  hooks: {
    toRow: (r: DbRow) => ({ ...schoolAuthRow(r as Parameters<typeof schoolAuthRow>[0], ''), userName: '' }),
    async enrich(db, rows) {
      const names = await schoolNames(db, rows.map((r) => r.schoolId));
      const users = await userNames(db, rows.map((r) => r.userId));
      return rows.map((r) => ({ ...r, schoolName: names.get(r.schoolId) ?? '', userName: users.get(r.userId) ?? '' }));
    },
  },
});

/**
 * School accounts: the member calls under /bbs/submitweb (a session required; each acts on the caller's own
 * applications and approved schools) and the admin's list, detail and review (`bbs:schoolAuth:list`, `:query`, `:audit`).
 */
export const schoolAuthRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const write = (title: string, businessType: BusinessTypeValue) => ({ config: { operLog: { title, businessType } } });
  const proofs = privateFileStore(db, app.config.dataDir);
  const moved = await privatizeLegacyProofs(db, app.files, proofs, (err, authId) => app.log.error({ err, authId }, 'school authentication: proofs not moved'));
  if (moved > 0) app.log.warn(`school authentication: moved the proofs of ${moved} application(s) into the private store`);
  await registerMultipart(app, PROOF_MAX_BYTES);

  /** A proof document, into the private store; answers its private path for addSchoolAuthInfo's proofFiles. */
  app.post(`${SUBMIT}/uploadSchoolAuthFile`, write('学校认证材料上传', BusinessType.OTHER), async (request) => {
    const user = request.loginUser!;
    const saved = await saveUpload(request, proofs, {
      field: 'file', kind: proofKind(user.userId), extensions: UPLOAD_EXTENSIONS, maxBytes: PROOF_MAX_BYTES, missing: UPLOAD_MSG.noFile,
    }, { db, userId: user.userId, userName: user.userName });
    // saveUpload names files as /profile/<kind>/…; a private file has no public address, only its store path
    return success({ fileName: saved.fileName.replace(/^\/profile\//, ''), newFileName: saved.newFileName, originalFilename: saved.originalFilename });
  });

  app.post(`${SUBMIT}/addSchoolAuthInfo`, write('学校认证申请', BusinessType.INSERT), async (request) =>
    successData(await addSchoolAuth(db, proofs, memberOf(request), request.body), saidIn(request.headers, SCHOOL_AUTH_MSG.submitted)));

  /** The n-th (1-based) proof document: the application's owner or `bbs:schoolAuth:query`. */
  app.get('/bbs/schoolAuth/:id/file/:n', async (request, reply) => {
    const user = request.loginUser!;
    const n = fileIndexParam.parse((request.params as { n: unknown }).n);
    return sendProof(db, proofs, reply, { userId: user.userId, staff: hasPermi(user.permissions, schoolAuthEntity.perms.query) }, idOf(request), n);
  });

  app.post(`${SUBMIT}/listSchoolAuthInfo`, async (request) => {
    const { rows, total } = await listOwnAuth(db, request.loginUser!.userId, paging(request));
    return tableData(rows, total);
  });

  app.post(`${SUBMIT}/getSchoolAuthInfo/:id`, async (request) => successData(await getOwnAuth(db, request.loginUser!.userId, idOf(request))));

  app.post(`${SUBMIT}/deleteSchoolAuthInfo/:id`, write('学校认证申请', BusinessType.DELETE), async (request) => {
    await withdrawAuth(db, request.loginUser!.userId, idOf(request));
    return success({}, saidIn(request.headers, SCHOOL_AUTH_MSG.withdrawn));
  });

  app.post(`${SUBMIT}/listMySchool`, async (request) => successData(await listMySchools(db, request.loginUser!.userId)));

  app.post(`${SUBMIT}/updateMySchool`, write('我的学校', BusinessType.UPDATE), async (request) => {
    await updateMySchool(db, app.files, memberOf(request), request.body);
    return success({}, saidIn(request.headers, SCHOOL_AUTH_MSG.schoolSaved));
  });

  app.post(`${SUBMIT}/myschoolBlogList`, async (request) => {
    const { rows, total } = await mySchoolPosts(db, request.loginUser!.userId, request.body, paging(request));
    return tableData(rows, total);
  });

  app.post(`${SUBMIT}/myschoolBlogReplyList`, async (request) => {
    const { rows, total } = await mySchoolReplies(db, request.loginUser!.userId, request.body, paging(request));
    return tableData(rows, total);
  });

  registerCrud(app, schoolAuthEntity, schoolAuthService);

  app.put('/bbs/schoolAuth/audit', {
    preHandler: requirePermi(schoolAuthEntity.perms.audit),
    ...write('学校认证', BusinessType.UPDATE),
  }, async (request) => {
    await auditSchoolAuth(db, request.loginUser!.userName, request.body);
    return success();
  });
};
