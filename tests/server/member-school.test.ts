import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { nowText } from '../../server/src/lib/time';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type TestServer, uploadFile, uploadProof } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let noPerm: string;
let a: { id: number; token: string };
let b: { id: number; token: string };
let schoolOne: number;
let schoolTwo: number;
let hiddenSchool: number;
let fileA: string;
let fileB: string;

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const SUBMIT = '/bbs/submitweb';

/** A proof document, uploaded into the private store: resolves its private path ('proof/<user id>/…'). */
const upload = (token: string) => uploadProof(t, token);

async function newMember(name: string) {
  const id = await createUser(t, { userName: name, userType: '01', roleIds: [MEMBER_ROLE_ID] });
  return { id, token: await login(t, name) };
}

const application = (schoolId: number, over: Record<string, unknown> = {}) => ({
  schoolId, role: '2', realName: '王老师', phone: '13800001111', proofFiles: [fileA], remark: '', ...over,
});
const apply = (token: string | undefined, body: unknown) => post(t, `${SUBMIT}/addSchoolAuthInfo`, body, token ? { token } : {});
const audit = (token: string | undefined, body: unknown) => call(t, 'PUT', '/bbs/schoolAuth/audit', { body, ...(token ? { token } : {}) });
const authRow = (id: number) => t.db.selectFrom('bbs_school_auth').selectAll().where('auth_id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: number) => t.db.selectFrom('sys_user').select(['auth_status', 'user_type']).where('user_id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  const roleId = await createRole(t, { key: 'no_school_auth', menuIds: [1] });
  await createUser(t, { userName: 'noschoolauth', roleIds: [roleId] });
  noPerm = await login(t, 'noschoolauth');
  a = await newMember('schoolmemberA');
  b = await newMember('schoolmemberB');
  const schools = await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id').limit(3).execute();
  [schoolOne, schoolTwo, hiddenSchool] = schools.map((s) => s.school_id) as [number, number, number];
  await t.db.updateTable('bbs_school').set({ status: '1' }).where('school_id', '=', hiddenSchool).execute();
  fileA = await upload(a.token);
  fileB = await upload(b.token);
});
afterAll(async () => {
  await t?.close();
});

describe('applying (addSchoolAuthInfo)', () => {
  it('stores a pending application with plain texts as typed, one pending per school', async () => {
    const xss = { realName: '<script>alert(1)</script>', remark: '<img src=x onerror=alert(1)> 备注' };
    const res = await apply(a.token, application(schoolOne, xss));
    expect(res.body).toMatchObject({
      code: 200,
      msg: '认证申请已提交，请等待审核',
      data: { userId: a.id, schoolId: schoolOne, status: '1', role: '2', phone: '13800001111', rejectReason: null, reviewTime: null, ...xss },
    });
    expect(res.body.data.schoolName).not.toBe('');
    // the documents are addressed only through the guarded route
    expect(res.body.data.proofFiles).toEqual([{ name: fileA.split('/').pop(), url: `/bbs/schoolAuth/${res.body.data.authId}/file/1` }]);
    expect((await userRow(a.id)).auth_status).toBe('1');
    expect((await apply(a.token, application(schoolOne))).body).toEqual({ code: 500, msg: '您已提交过该学校的认证申请，请等待审核' });
    expect((await post(t, `${SUBMIT}/addSchoolAuthInfo`, application(schoolOne), { token: a.token, headers: { 'accept-language': 'en' } })).body.msg)
      .toBe('You already applied for this school; wait for the review');
  });

  it('refuses unknown and hidden schools, and files that are not the caller\'s stored uploads', async () => {
    expect((await apply(a.token, application(99_999_999))).body).toEqual({ code: 404, msg: '学校不存在或已下线' });
    expect((await apply(a.token, application(hiddenSchool))).body).toEqual({ code: 404, msg: '学校不存在或已下线' });
    expect((await apply(b.token, application(schoolTwo, { proofFiles: [`proof/${b.id}/2020/01/01/00000000000000000000000000000000.png`] }))).body)
      .toEqual({ code: 500, msg: '文件不存在，请重新上传' });
    // public uploads are not proofs (a proof is uploaded privately)
    const publicUpload = await uploadFile(t, b.token);
    expect((await apply(b.token, application(schoolTwo, { proofFiles: [publicUpload] }))).body).toEqual({ code: 500, msg: 'proofFiles.0: 文件路径不正确' });
    expect((await apply(b.token, application(schoolTwo, { proofFiles: ['/profile/sample/school/1.jpg'] }))).body).toEqual({ code: 500, msg: 'proofFiles.0: 文件路径不正确' });
    expect((await apply(b.token, application(schoolTwo, { proofFiles: [`proof/${b.id}/../../portal.db`] }))).body.code).toBe(500);
    expect((await apply(b.token, application(schoolTwo, { proofFiles: [] }))).body.msg).toContain('请上传证明材料');
    // another member's private upload is refused (the path names its uploader)
    expect((await apply(b.token, application(schoolTwo, { proofFiles: [fileA] }))).body).toEqual({ code: 500, msg: '只能使用您自己上传的文件' });
    const stored = await t.db.selectFrom('bbs_school_auth').select('auth_id').where('user_id', '=', b.id).execute();
    expect(stored).toEqual([]);
  });

  it('keeps one pending application when the same one is sent twice at once', async () => {
    const c = await newMember('schoolmemberC');
    const file = await upload(c.token);
    const answers = await Promise.all([1, 2, 3].map(() => apply(c.token, application(schoolTwo, { proofFiles: [file] }))));
    expect(answers.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(await t.db.selectFrom('bbs_school_auth').select('auth_id').where('user_id', '=', c.id).execute()).toHaveLength(1);
  });

  it('needs a session for every member call', async () => {
    const calls = [
      'uploadSchoolAuthFile', 'addSchoolAuthInfo', 'listSchoolAuthInfo', 'getSchoolAuthInfo/1', 'deleteSchoolAuthInfo/1', 'listMySchool', 'updateMySchool',
      'myschoolBlogList', 'myschoolBlogReplyList',
    ];
    for (const c of calls) expect((await post(t, `${SUBMIT}/${c}`, {})).body.code, c).toBe(401);
  });
});

describe('own applications only', () => {
  let mine: number;
  beforeAll(async () => {
    mine = (await apply(b.token, application(schoolTwo, { proofFiles: [fileB] }))).body.data.authId;
  });

  it('lists, reads and withdraws only the caller\'s applications', async () => {
    const listB = await post(t, `${SUBMIT}/listSchoolAuthInfo?pageNum=1&pageSize=10`, {}, { token: b.token });
    expect(listB.body.rows.map((r: { authId: number }) => r.authId)).toEqual([mine]);
    expect(listB.body.total).toBe(1);
    expect((await post(t, `${SUBMIT}/getSchoolAuthInfo/${mine}`, {}, { token: b.token })).body.data.authId).toBe(mine);

    const before = await authRow(mine);
    expect((await post(t, `${SUBMIT}/getSchoolAuthInfo/${mine}`, {}, { token: a.token })).body).toEqual({ code: 403, msg: '没有权限访问该认证申请' });
    expect((await post(t, `${SUBMIT}/deleteSchoolAuthInfo/${mine}`, {}, { token: a.token })).body).toEqual({ code: 403, msg: '没有权限访问该认证申请' });
    expect(await authRow(mine)).toEqual(before);
    expect((await post(t, `${SUBMIT}/getSchoolAuthInfo/99999999`, {}, { token: a.token })).body).toEqual({ code: 404, msg: '认证申请不存在' });
    expect((await post(t, `${SUBMIT}/deleteSchoolAuthInfo/99999999`, {}, { token: a.token })).body.code).toBe(404);
  });

  it('withdraws a pending application', async () => {
    expect((await post(t, `${SUBMIT}/deleteSchoolAuthInfo/${mine}`, {}, { token: b.token })).body).toEqual({ code: 200, msg: '认证申请已撤回' });
    expect((await authRow(mine)).del_flag).toBe('2');
    expect((await post(t, `${SUBMIT}/getSchoolAuthInfo/${mine}`, {}, { token: b.token })).body.code).toBe(404);
    expect((await userRow(b.id)).auth_status).toBe('0');
  });
});

describe('review (admin)', () => {
  let pendingOne: number;
  let pendingTwo: number;
  beforeAll(async () => {
    pendingOne = (await t.db.selectFrom('bbs_school_auth').select('auth_id').where('user_id', '=', a.id).where('school_id', '=', schoolOne).executeTakeFirstOrThrow()).auth_id;
    pendingTwo = (await apply(a.token, application(schoolTwo))).body.data.authId;
  });

  it('guards the list and the review by permission', async () => {
    for (const token of [undefined, a.token, noPerm]) {
      const list = await get(t, '/bbs/schoolAuth/list', token ? { token } : {});
      const review = await audit(token, { authId: pendingOne, status: '2' });
      if (!token) {
        expect(list.body.code).toBe(401);
        expect(review.body.code).toBe(401);
      } else {
        expect(list.body).toEqual(FORBIDDEN);
        expect(review.body).toEqual(FORBIDDEN);
      }
    }
    expect((await authRow(pendingOne)).status).toBe('1');
    const list = await get(t, `/bbs/schoolAuth/list?status=1&realName=script`, { token: editor });
    expect(list.body.code).toBe(200);
    expect(list.body.rows.map((r: { authId: number }) => r.authId)).toEqual([pendingOne]);
    expect(list.body.rows[0]).toMatchObject({ schoolId: schoolOne, realName: '<script>alert(1)</script>', status: '1' });
    expect(list.body.rows[0].schoolName).not.toBe('');
  });

  it('needs a reason to reject, and notifies the member', async () => {
    expect((await audit(admin, { authId: pendingTwo, status: '3' })).body).toEqual({ code: 500, msg: '请填写驳回原因' });
    expect((await audit(admin, { authId: pendingTwo, status: '3', rejectReason: '材料不清晰' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await authRow(pendingTwo)).toMatchObject({ status: '3', reject_reason: '材料不清晰', review_by: 'admin' });
    expect((await audit(admin, { authId: pendingTwo, status: '2' })).body).toEqual({ code: 500, msg: '该申请已审核，不能重复审核' });
    const notice = await t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', a.id).orderBy('notice_id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ notice_type: '2', read_flag: '0', link: '/layout/schoolinfo' });
    expect(notice.content).toContain('材料不清晰');
  });

  it('approves: the member becomes a school account, gets an unread notice and sees the school', async () => {
    expect((await listMySchool(a.token))).toEqual([]);
    expect((await audit(editor, { authId: pendingOne, status: '2' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await authRow(pendingOne)).toMatchObject({ status: '2', reject_reason: null, review_by: 'editor' });
    expect(await userRow(a.id)).toEqual({ auth_status: '2', user_type: '02' });
    const notices = await t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', a.id).where('read_flag', '=', '0').execute();
    expect(notices.map((n) => n.title)).toEqual(expect.arrayContaining([expect.stringMatching(/^学校认证已通过/)]));
    const schools = await listMySchool(a.token);
    expect(schools.map((s: { schoolId: number }) => s.schoolId)).toEqual([schoolOne]);
    expect(await listMySchool(b.token)).toEqual([]);
    const log = await t.db.selectFrom('sys_oper_log').select(['title', 'oper_name']).where('title', '=', '学校认证').where('oper_name', '=', 'editor').execute();
    expect(log.length).toBeGreaterThan(0);
    // an approved application is not withdrawn; a rejected one is
    expect((await post(t, `${SUBMIT}/deleteSchoolAuthInfo/${pendingOne}`, {}, { token: a.token })).body).toEqual({ code: 500, msg: '已通过的认证申请不能撤回' });
    expect((await post(t, `${SUBMIT}/deleteSchoolAuthInfo/${pendingTwo}`, {}, { token: a.token })).body.code).toBe(200);
    expect(await userRow(a.id)).toEqual({ auth_status: '2', user_type: '02' });
    expect((await apply(a.token, application(schoolOne))).body).toEqual({ code: 500, msg: '您已通过该学校的认证' });
  });
});

async function listMySchool(token: string) {
  const res = await post(t, `${SUBMIT}/listMySchool`, {}, { token });
  expect(res.body.code).toBe(200);
  return res.body.data ?? [];
}

describe('my school (approved accounts)', () => {
  const update = (token: string, body: Record<string, unknown>) => post(t, `${SUBMIT}/updateMySchool`, body, { token });

  it('updates only an approved school: rich intros sanitized, plain fields as typed', async () => {
    const before = await t.db.selectFrom('bbs_school').selectAll().where('school_id', '=', schoolTwo).executeTakeFirstOrThrow();
    expect((await update(a.token, { schoolId: schoolTwo, intro: '<p>x</p>' })).body).toEqual({ code: 403, msg: '您未通过该学校的认证，不能管理该学校' });
    expect((await update(b.token, { schoolId: schoolOne, intro: '<p>x</p>' })).body.code).toBe(403);
    expect(await t.db.selectFrom('bbs_school').selectAll().where('school_id', '=', schoolTwo).executeTakeFirstOrThrow()).toEqual(before);

    const cover = await uploadFile(t, a.token);
    const res = await update(a.token, {
      schoolId: schoolOne,
      intro: '<p>欢迎<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(1)"><a href="javascript:alert(1)">链接</a></p>',
      introEn: '<p onclick="alert(1)">Welcome</p>',
      address: '<b>深圳</b>南山区',
      addressEn: '"><svg onload=alert(1)>',
      website: 'https://school.example/a?b=1',
      tuition: '<i>20万</i>',
      cover,
    });
    expect(res.body).toEqual({ code: 200, msg: '学校信息已保存' });
    const [s] = await listMySchool(a.token);
    expect(s.intro).not.toMatch(/script|onerror|javascript:/);
    expect(s.intro).toContain('欢迎');
    expect(s.intro).toContain('<img src="https://x.example/a.png" />');
    expect(s.introEn).toBe('<p>Welcome</p>');
    expect(s).toMatchObject({ address: '<b>深圳</b>南山区', addressEn: '"><svg onload=alert(1)>', website: 'https://school.example/a?b=1', tuition: '<i>20万</i>', cover });

    // fields the body leaves out stay as they were
    expect((await update(a.token, { schoolId: schoolOne, tuition: '每年18万' })).body.code).toBe(200);
    expect((await listMySchool(a.token))[0]).toMatchObject({ tuition: '每年18万', address: '<b>深圳</b>南山区', introEn: '<p>Welcome</p>', cover });
    expect((await update(a.token, { schoolId: schoolOne, cover: '' })).body.code).toBe(200);
    expect((await listMySchool(a.token))[0].cover).toBe('');

    for (const website of ['javascript:alert(1)', 'https://x.example/"><script>alert(1)</script>']) {
      expect((await update(a.token, { schoolId: schoolOne, website })).body.msg).toContain('请输入以 http:// 或 https:// 开头的网址');
    }
    expect((await update(a.token, { schoolId: schoolOne, cover: '/profile/upload/2020/01/01/00000000000000000000000000000000.png' })).body.code).toBe(500);
  });

  it('lists the shown posts linked to the approved schools and the shown replies on them', async () => {
    const now = nowText();
    const postOf = async (title: string, schoolId: number, over: Record<string, string> = {}) =>
      (await t.db.insertInto('bbs_post').values({ post_type: '3', blog_type: '1', title, content: '<p>x</p>', school_id: schoolId, lang: 'zh', create_time: now, ...over })
        .returning('post_id').executeTakeFirstOrThrow()).post_id;
    const shown = await postOf('我的学校-公开', schoolOne);
    const pending = await postOf('我的学校-待审', schoolOne, { audit_status: '1' });
    const deleted = await postOf('我的学校-已删', schoolOne, { del_flag: '2' });
    const hidden = await postOf('我的学校-隐藏', schoolOne, { status: '1' });
    const other = await postOf('别的学校', schoolTwo);
    const replyOf = async (postId: number, content: string, over: Record<string, string> = {}) =>
      (await t.db.insertInto('bbs_post_reply').values({ post_id: postId, content, user_id: b.id, author_name: 'schoolmemberB', create_time: now, ...over })
        .returning('reply_id').executeTakeFirstOrThrow()).reply_id;
    const shownReply = await replyOf(shown, '公开回复');
    const pendingReply = await replyOf(shown, '待审回复', { audit_status: '1' });
    const hiddenPostReply = await replyOf(hidden, '隐藏帖回复');
    const otherReply = await replyOf(other, '别校回复');

    const posts = await post(t, `${SUBMIT}/myschoolBlogList?pageNum=1&pageSize=50`, {}, { token: a.token });
    const postIds = posts.body.rows.map((r: { postId: number }) => r.postId);
    expect(postIds).toContain(shown);
    for (const id of [pending, deleted, hidden, other]) expect(postIds).not.toContain(id);
    expect(posts.body.rows.every((r: { schoolId: number }) => r.schoolId === schoolOne)).toBe(true);
    expect(posts.body.total).toBe(postIds.length);

    const replies = await post(t, `${SUBMIT}/myschoolBlogReplyList?pageNum=1&pageSize=50`, { schoolId: schoolOne }, { token: a.token });
    const replyIds = replies.body.rows.map((r: { replyId: number }) => r.replyId);
    expect(replyIds).toContain(shownReply);
    for (const id of [pendingReply, hiddenPostReply, otherReply]) expect(replyIds).not.toContain(id);
    expect(replies.body.rows.find((r: { replyId: number }) => r.replyId === shownReply)).toMatchObject({
      postId: shown, postTitle: '我的学校-公开', content: '公开回复', userId: b.id, authorName: 'schoolmemberB', auditStatus: '0', parentId: null,
    });

    expect((await post(t, `${SUBMIT}/myschoolBlogList`, { schoolId: schoolTwo }, { token: a.token })).body.code).toBe(403);
    expect((await post(t, `${SUBMIT}/myschoolBlogReplyList`, { schoolId: schoolTwo }, { token: a.token })).body.code).toBe(403);
    expect((await post(t, `${SUBMIT}/myschoolBlogList`, {}, { token: b.token })).body).toMatchObject({ code: 200, rows: [], total: 0 });
    expect((await post(t, `${SUBMIT}/myschoolBlogReplyList`, {}, { token: b.token })).body).toMatchObject({ code: 200, rows: [], total: 0 });
  });
});
