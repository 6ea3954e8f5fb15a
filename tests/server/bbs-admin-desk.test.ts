import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { smsIdle } from '../../server/src/modules/sms/provider';
import { nowText } from '../../server/src/lib/time';
import { openSecret } from '../../server/src/lib/secret-box';
import { call, createRole, createTestServer, createUser, get, login, post, type TestServer, uploadProof, forumTokens } from './helpers';

/** Issue 12, the front desk: school verification review, contact follow-up, SMS settings (admin calls). */
let t: TestServer;
let admin: string;
let editor: string;
let bbsEditor: string;
let noForum: string;
let member: { id: number; token: string };

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };
const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });

const upload = (token: string) => uploadProof(t, token);

beforeAll(async () => {
  t = await createTestServer();
  const f = await forumTokens(t, { bbsEditor: 'bbsdesk', member: 'deskmember' });
  ({ admin, editor, bbsEditor, noForum } = f);
  member = { id: f.memberId, token: f.member };
});
afterAll(async () => {
  await t?.close();
});

describe('school verification review', () => {
  let schools: number[];
  let file: string;
  const apply = (schoolId: number, over: Record<string, unknown> = {}) =>
    post(t, '/bbs/submitweb/addSchoolAuthInfo', { schoolId, role: '2', realName: '李招生', phone: '13900002222', proofFiles: [file], ...over }, { token: member.token });
  const audit = (body: unknown, token = admin) => put('/bbs/schoolAuth/audit', body, token);

  beforeAll(async () => {
    schools = (await t.db.selectFrom('bbs_school').select('school_id').where('status', '=', '0').orderBy('school_id').limit(3).execute()).map((s) => Number(s.school_id));
    file = await upload(member.token);
  });

  it('lists with filters and answers one application with the school and member names', async () => {
    const first = (await apply(schools[0]!)).body.data.authId as number;
    await apply(schools[1]!, { realName: '王校长', phone: '13900003333' });
    const list = await get(t, '/bbs/schoolAuth/list?status=1', { token: admin });
    expect(list.body.total).toBe(2);
    expect((await get(t, '/bbs/schoolAuth/list?realName=王', { token: admin })).body.rows.map((r: { realName: string }) => r.realName)).toEqual(['王校长']);
    expect((await get(t, '/bbs/schoolAuth/list?phone=2222', { token: bbsEditor })).body.total).toBe(1);
    const today = nowText().slice(0, 10);
    expect((await get(t, `/bbs/schoolAuth/list?params[beginTime]=${today}&params[endTime]=${today}`, { token: admin })).body.total).toBe(2);
    expect((await get(t, '/bbs/schoolAuth/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-02', { token: admin })).body.total).toBe(0);
    const one = await get(t, `/bbs/schoolAuth/${first}`, { token: bbsEditor });
    expect(one.body.data).toMatchObject({ authId: first, userName: 'deskmember', realName: '李招生', status: '1', proofFiles: [{ name: file.split('/').pop(), url: `/bbs/schoolAuth/${first}/file/1` }] });
    expect(one.body.data.schoolName).not.toBe('');
    expect(list.body.rows[0].userName).toBe('deskmember');
  });

  it('guards the review with bbs:schoolAuth:audit: bbs_editor and editor pass, a role without forum menus gets 403', async () => {
    const rows = (await get(t, '/bbs/schoolAuth/list?status=1', { token: admin })).body.rows as { authId: number }[];
    for (const token of [noForum, member.token]) {
      expect((await get(t, '/bbs/schoolAuth/list', { token })).body).toEqual(FORBIDDEN);
      expect((await get(t, `/bbs/schoolAuth/${rows[0]!.authId}`, { token })).body).toEqual(FORBIDDEN);
      expect((await audit({ authId: rows[0]!.authId, status: '2' }, token)).body).toEqual(FORBIDDEN);
    }
    // a role with the page and its query button but not the audit button
    const menus = await t.db.selectFrom('sys_menu').select(['menu_id', 'perms']).where('perms', 'in', ['bbs:schoolAuth:list', 'bbs:schoolAuth:query', 'bbs:schoolAuth:edit']).execute();
    const viewRole = await createRole(t, { key: 'auth_view', menuIds: menus.map((m) => Number(m.menu_id)) });
    await createUser(t, { userName: 'authview', roleIds: [viewRole] });
    const viewer = await login(t, 'authview');
    expect((await get(t, `/bbs/schoolAuth/${rows[0]!.authId}`, { token: viewer })).body.code).toBe(200);
    expect((await audit({ authId: rows[0]!.authId, status: '2' }, viewer)).body).toEqual(FORBIDDEN);
    expect((await t.db.selectFrom('bbs_school_auth').select('status').where('auth_id', '=', rows[0]!.authId).executeTakeFirstOrThrow()).status).toBe('1');
  });

  it('rejects only with a reason; the member gets a review notice with it', async () => {
    const row = (await get(t, '/bbs/schoolAuth/list?realName=王', { token: admin })).body.rows[0] as { authId: number };
    expect((await audit({ authId: row.authId, status: '3' }, bbsEditor)).body).toEqual({ code: 500, msg: '请填写驳回原因' });
    expect((await audit({ authId: row.authId, status: '3', rejectReason: '   ' }, bbsEditor)).body).toEqual({ code: 500, msg: '请填写驳回原因' });
    expect((await audit({ authId: row.authId, status: '3', rejectReason: '材料不全' }, bbsEditor)).body.code).toBe(200);
    expect((await get(t, `/bbs/schoolAuth/${row.authId}`, { token: admin })).body.data).toMatchObject({ status: '3', rejectReason: '材料不全' });
    const notice = await t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', member.id).orderBy('notice_id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ notice_type: '2', read_flag: '0' });
    expect(notice.content).toContain('材料不全');
  });

  it('approves: auth status, school account, a notice linking the member centre, and the member can edit that school', async () => {
    const row = (await get(t, '/bbs/schoolAuth/list?status=1', { token: admin })).body.rows[0] as { authId: number; schoolId: number };
    expect((await audit({ authId: row.authId, status: '2' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('sys_user').select(['auth_status', 'user_type']).where('user_id', '=', member.id).executeTakeFirstOrThrow())
      .toEqual({ auth_status: '2', user_type: '02' });
    const notice = await t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', member.id).orderBy('notice_id', 'desc').executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ notice_type: '2', link: '/layout/schoolinfo' });
    expect(notice.title).toMatch(/^学校认证已通过/);
    const mine = await post(t, '/bbs/submitweb/listMySchool', {}, { token: member.token });
    expect(mine.body.data.map((s: { schoolId: number }) => s.schoolId)).toEqual([row.schoolId]);
    const saved = await post(t, '/bbs/submitweb/updateMySchool', { schoolId: row.schoolId, address: '新地址 1 号' }, { token: member.token });
    expect(saved.body.code).toBe(200);
    expect((await t.db.selectFrom('bbs_school').select('address').where('school_id', '=', row.schoolId).executeTakeFirstOrThrow()).address).toBe('新地址 1 号');
    // the rejected school stays out of reach
    expect((await post(t, '/bbs/submitweb/updateMySchool', { schoolId: schools[1], address: 'x' }, { token: member.token })).body.code).toBe(403);
    expect((await audit({ authId: row.authId, status: '3', rejectReason: '晚了' })).body).toEqual({ code: 500, msg: '该申请已审核，不能重复审核' });
  });
});

describe('contact forms', () => {
  const ids: number[] = [];
  const row = (id: number) => t.db.selectFrom('bbs_contact').selectAll().where('contact_id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    for (const [name, mobile, day] of [['张三', '13800001234', '2026-01-05'], ['李四', '13800005678', '2026-02-10'], ['张小五', '13900009999', '2026-03-15']] as const) {
      const r = await t.db.insertInto('bbs_contact')
        .values({ name, mobile, message: `${name}的咨询`, source_page: '/school/1', lang: 'zh', ip: '127.0.0.1', user_agent: 'test', status: '0', create_by: '', create_time: `${day} 10:00:00`, remark: null })
        .returning('contact_id').executeTakeFirstOrThrow();
      ids.push(Number(r.contact_id));
    }
  });

  it('lists with filters (name, mobile, state, date range), newest first', async () => {
    const all = await get(t, '/bbs/contact/list', { token: bbsEditor });
    expect(all.body.rows.map((r: { name: string }) => r.name)).toEqual(['张小五', '李四', '张三']);
    expect(all.body.rows[0]).toMatchObject({ status: '0', assignee: '', notes: '', handledTime: null, message: '张小五的咨询' });
    expect((await get(t, '/bbs/contact/list?name=张', { token: admin })).body.total).toBe(2);
    expect((await get(t, '/bbs/contact/list?mobile=5678', { token: admin })).body.rows[0].name).toBe('李四');
    expect((await get(t, '/bbs/contact/list?params[beginTime]=2026-02-01&params[endTime]=2026-03-15', { token: admin })).body.total).toBe(2);
    expect((await get(t, '/bbs/contact/list?status=1', { token: admin })).body.total).toBe(0);
  });

  it('counts new enquiries; the follow-up sets state, assignee, notes and stamps handled_time once', async () => {
    expect((await get(t, '/bbs/contact/newCount', { token: bbsEditor })).body).toEqual({ code: 200, msg: '操作成功', data: 3 });
    const assignees = (await get(t, '/bbs/contact/assignees', { token: bbsEditor })).body.data as { userName: string }[];
    expect(assignees.map((a) => a.userName)).toEqual(expect.arrayContaining(['admin', 'editor', 'bbsdesk']));
    expect(assignees.map((a) => a.userName)).not.toContain('deskmember');

    expect((await put('/bbs/contact', { contactId: ids[0], status: '1', assignee: 'editor', notes: '<b>已电话</b>' }, bbsEditor)).body).toEqual({ code: 200, msg: '操作成功' });
    const first = await row(ids[0]!);
    expect(first).toMatchObject({ status: '1', assignee: 'editor', notes: '<b>已电话</b>', update_by: 'bbsdesk' });
    expect(first.handled_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await t.db.updateTable('bbs_contact').set({ handled_time: '2026-01-06 09:00:00' }).where('contact_id', '=', ids[0]!).execute();
    expect((await put('/bbs/contact', { contactId: ids[0], status: '2', assignee: 'editor', notes: '完成' })).body.code).toBe(200);
    expect(await row(ids[0]!)).toMatchObject({ status: '2', handled_time: '2026-01-06 09:00:00' });
    expect((await get(t, '/bbs/contact/newCount', { token: admin })).body.data).toBe(2);
    expect((await get(t, `/bbs/contact/${ids[0]}`, { token: admin })).body.data).toMatchObject({ status: '2', assignee: 'editor', notes: '完成' });
    // back to new clears the stamp
    expect((await put('/bbs/contact', { contactId: ids[0], status: '0', assignee: '' })).body.code).toBe(200);
    expect(await row(ids[0]!)).toMatchObject({ status: '0', handled_time: null, assignee: '' });
  });

  it('validates the follow-up', async () => {
    expect((await put('/bbs/contact', { contactId: ids[1], status: '7' })).body).toMatchObject({ code: 500, msg: expect.stringContaining('跟进状态只能是新咨询、已联系或已关闭') });
    expect((await put('/bbs/contact', { contactId: ids[1], status: '1', notes: '长'.repeat(1001) })).body.msg).toContain('跟进备注不能超过1000个字符');
    expect((await put('/bbs/contact', { contactId: ids[1], status: '1', assignee: 'deskmember' })).body).toEqual({ code: 500, msg: '跟进人不是有效的后台用户' });
    expect((await put('/bbs/contact', { contactId: ids[1], status: '1', assignee: 'nobody-here' })).body).toEqual({ code: 500, msg: '跟进人不是有效的后台用户' });
    expect((await row(ids[1]!)).status).toBe('0');
  });

  it('exports xlsx and deletes many', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/bbs/contact/export', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=张' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await del(`/bbs/contact/${ids[1]},${ids[2]}`, bbsEditor)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await get(t, '/bbs/contact/list', { token: admin })).body.total).toBe(1);
  });

  it('refuses a role without forum menus and members every call', async () => {
    for (const token of [noForum, member.token]) {
      expect((await get(t, '/bbs/contact/list', { token })).body).toEqual(FORBIDDEN);
      expect((await get(t, '/bbs/contact/newCount', { token })).body).toEqual(FORBIDDEN);
      expect((await get(t, '/bbs/contact/assignees', { token })).body).toEqual(FORBIDDEN);
      expect((await put('/bbs/contact', { contactId: ids[0], status: '2' }, token)).body).toEqual(FORBIDDEN);
      expect((await del(`/bbs/contact/${ids[0]}`, token)).body).toEqual(FORBIDDEN);
    }
    expect((await get(t, '/bbs/contact/newCount', { token: editor })).body.code).toBe(200);
    expect((await row(ids[0]!)).status).toBe('0');
  });
});

describe('SMS settings', () => {
  const SECRET = 'sk-very-secret-9f8e7d';
  const settings = (over: Record<string, unknown> = {}) => ({
    provider: 'outbox', accessKeyId: 'AKID123', accessSecret: SECRET, signName: '择校测试',
    templates: { reset: '重置验证码{code}，5分钟内有效', bind: '绑定验证码{code}' }, ...over,
  });
  const outbox = (phone: string) => t.db.selectFrom('sys_sms_outbox').selectAll().where('phone', '=', phone).orderBy('sms_id', 'desc').execute();

  it('answers the defaults before anything is saved', async () => {
    const res = await get(t, '/bbs/sms/setting', { token: bbsEditor });
    expect(res.body.data).toMatchObject({ provider: 'outbox', accessKeyId: '', secretSet: false, signName: '深度择校', providers: ['outbox'] });
    expect(res.body.data.templates.reset).toContain('{code}');
  });

  it('saves; the secret is write-only (never returned), an empty one keeps the old', async () => {
    expect((await put('/bbs/sms/setting', settings(), bbsEditor)).body).toEqual({ code: 200, msg: '操作成功' });
    const read = await get(t, '/bbs/sms/setting', { token: admin });
    expect(read.body.data).toMatchObject({ provider: 'outbox', accessKeyId: 'AKID123', secretSet: true, signName: '择校测试', updateBy: 'bbsdesk' });
    expect(read.body.data).not.toHaveProperty('accessSecret');
    expect(read.raw).not.toContain(SECRET);
    expect((await put('/bbs/sms/setting', settings({ accessSecret: '', accessKeyId: 'AKID456' }))).body.code).toBe(200);
    const stored = await t.db.selectFrom('sys_sms_setting').select(['access_secret', 'access_key_id']).executeTakeFirstOrThrow();
    // kept, sealed (tests/server/bbs-admin-sms-secret.test.ts covers the sealing)
    expect({ ...stored, access_secret: openSecret(t.config.secretsKey, stored.access_secret) }).toEqual({ access_secret: SECRET, access_key_id: 'AKID456' });
    // no call answers the secret: the outbox list, the operation log
    expect((await get(t, '/bbs/sms/outbox/list', { token: admin })).raw).not.toContain(SECRET);
    expect((await get(t, '/monitor/operlog/list?title=短信配置', { token: admin })).raw).not.toContain(SECRET);
    const logs = await t.db.selectFrom('sys_oper_log').select(['oper_param', 'json_result']).where('title', '=', '短信配置').execute();
    for (const l of logs) expect(`${l.oper_param}${l.json_result}`).not.toContain(SECRET);
  });

  it('validates the templates ({code}, at most 70 characters) and the provider', async () => {
    expect((await put('/bbs/sms/setting', settings({ templates: { reset: '没有验证码', bind: '绑定{code}' } }))).body.msg).toContain('短信模板必须包含{code}');
    expect((await put('/bbs/sms/setting', settings({ templates: { reset: `{code}${'长'.repeat(70)}`, bind: '绑定{code}' } }))).body.msg).toContain('短信模板不能超过70个字符');
    expect((await put('/bbs/sms/setting', settings({ templates: { reset: '重置{code}' } }))).body.code).toBe(500);
    expect((await put('/bbs/sms/setting', settings({ provider: 'nosuch' }))).body).toEqual({ code: 500, msg: '短信服务商不存在' });
    expect((await get(t, '/bbs/sms/setting', { token: admin })).body.data.templates.reset).toBe('重置验证码{code}，5分钟内有效');
  });

  it('sends codes with the saved template', async () => {
    const phone = '13712340001';
    await t.db.updateTable('sys_user').set({ phonenumber: phone }).where('user_id', '=', member.id).execute();
    expect((await post(t, '/bbs/web/sendResetCode', { phone })).body.code).toBe(200);
    await smsIdle(t.db);
    const [sms] = await outbox(phone);
    expect(sms!.content).toMatch(/^【择校测试】重置验证码\d{6}，5分钟内有效$/);
  });

  it('test send: bbs:sms:test, validated, lands in the outbox with the template', async () => {
    const phone = '13712340002';
    expect((await post(t, '/bbs/sms/test', { phone, purpose: 'bind' }, { token: bbsEditor })).body).toEqual({ code: 200, msg: '测试短信已发送' });
    const [sms] = await outbox(phone);
    expect(sms).toMatchObject({ purpose: 'bind', provider: 'outbox' });
    expect(sms!.content).toMatch(/^【择校测试】绑定验证码\d{6}$/);
    expect((await post(t, '/bbs/sms/test', { phone: '123', purpose: 'bind' }, { token: admin })).body.code).toBe(500);
    expect((await post(t, '/bbs/sms/test', { phone, purpose: 'spam' }, { token: admin })).body.msg).toContain('短信用途不正确');
  });

  it('refuses a role without forum menus and members every call; a role without the test button cannot send', async () => {
    for (const token of [noForum, member.token]) {
      expect((await get(t, '/bbs/sms/setting', { token })).body).toEqual(FORBIDDEN);
      expect((await put('/bbs/sms/setting', settings({ signName: '越权' }), token)).body).toEqual(FORBIDDEN);
      expect((await post(t, '/bbs/sms/test', { phone: '13712340003', purpose: 'bind' }, { token })).body).toEqual(FORBIDDEN);
    }
    const menus = await t.db.selectFrom('sys_menu').select('menu_id').where('perms', 'in', ['bbs:sms:list', 'bbs:sms:query']).execute();
    const role = await createRole(t, { key: 'sms_view', menuIds: menus.map((m) => Number(m.menu_id)) });
    await createUser(t, { userName: 'smsview', roleIds: [role] });
    const viewer = await login(t, 'smsview');
    expect((await get(t, '/bbs/sms/setting', { token: viewer })).body.code).toBe(200);
    expect((await post(t, '/bbs/sms/test', { phone: '13712340003', purpose: 'bind' }, { token: viewer })).body).toEqual(FORBIDDEN);
    expect((await put('/bbs/sms/setting', settings(), viewer)).body).toEqual(FORBIDDEN);
    expect(await outbox('13712340003')).toEqual([]);
    expect((await get(t, '/bbs/sms/setting', { token: editor })).body.code).toBe(200);
  });
});

describe('forum notices', () => {
  const notices = (userId: number) => t.db.selectFrom('bbs_member_notice').selectAll().where('user_id', '=', userId).where('notice_type', '=', '3').orderBy('notice_id', 'desc').execute();
  let other: number;
  let roleMember: number;
  beforeAll(async () => {
    other = await createUser(t, { userName: 'noticemember2', userType: '01', roleIds: [MEMBER_ROLE_ID] });
    const vip = await createRole(t, { key: 'vip_member', menuIds: [] });
    roleMember = await createUser(t, { userName: 'noticevip', userType: '01', roleIds: [vip] });
    await createUser(t, { userName: 'noticegone', userType: '01', roleIds: [vip], delFlag: '2' });
  });

  it('sends to one member: a system notice in their /notify list, and a log row', async () => {
    const res = await post(t, '/bbs/notice', { title: '版规更新', content: '<b>请阅读</b>新版版规', targetType: 'user', targetValue: 'deskmember' }, { token: bbsEditor });
    expect(res.body).toEqual({ code: 200, msg: '公告已发送给1位会员', data: 1 });
    const [n] = await notices(member.id);
    expect(n).toMatchObject({ title: '版规更新', content: '<b>请阅读</b>新版版规', read_flag: '0' });
    const mine = await post(t, '/bbs/submitweb/listNotice/3', {}, { token: member.token });
    expect(JSON.stringify(mine.body)).toContain('版规更新');
    const log = await get(t, '/bbs/notice/list', { token: admin });
    expect(log.body.rows[0]).toMatchObject({ title: '版规更新', targetType: 'user', targetValue: 'deskmember', sentCount: 1, createBy: 'bbsdesk' });
  });

  it('sends to the live members of a role, and to all members (staff never)', async () => {
    expect((await post(t, '/bbs/notice', { title: 'VIP 活动', targetType: 'role', targetValue: 'vip_member' }, { token: admin })).body.data).toBe(1);
    expect((await notices(roleMember))[0]!.title).toBe('VIP 活动');
    expect(await notices(other)).toEqual([]);
    const all = await post(t, '/bbs/notice', { title: '全站公告', targetType: 'all', targetValue: 'ignored' }, { token: admin });
    const members = await t.db.selectFrom('sys_user').select('user_id').where('user_type', 'in', ['01', '02']).where('del_flag', '=', '0').where('status', '=', '0').execute();
    expect(all.body.data).toBe(members.length);
    expect((await notices(other))[0]!.title).toBe('全站公告');
    expect(await t.db.selectFrom('bbs_member_notice').select('notice_id').where('title', '=', '全站公告').where('user_id', '=', 1).execute()).toEqual([]);
    expect((await get(t, '/bbs/notice/list?targetType=all', { token: admin })).body.rows[0]).toMatchObject({ targetValue: '', sentCount: members.length });
  });

  it('validates the notice and its target', async () => {
    expect((await post(t, '/bbs/notice', { targetType: 'all' }, { token: admin })).body.msg).toContain('请填写公告标题');
    expect((await post(t, '/bbs/notice', { title: 'x', targetType: 'role' }, { token: admin })).body.msg).toContain('请选择角色或填写会员账号');
    expect((await post(t, '/bbs/notice', { title: 'x', targetType: 'dept', targetValue: '1' }, { token: admin })).body.msg).toContain('请选择发送对象');
    expect((await post(t, '/bbs/notice', { title: 'x', targetType: 'role', targetValue: 'nosuchrole' }, { token: admin })).body).toEqual({ code: 500, msg: '角色不存在' });
    expect((await post(t, '/bbs/notice', { title: 'x', targetType: 'user', targetValue: 'admin' }, { token: admin })).body).toEqual({ code: 500, msg: '会员不存在' });
    expect((await post(t, '/bbs/notice', { title: 'x', targetType: 'role', targetValue: 'admin' }, { token: admin })).body).toEqual({ code: 500, msg: '没有可接收公告的会员' });
    expect((await post(t, '/bbs/notice', { title: '长'.repeat(101), targetType: 'all' }, { token: admin })).body.msg).toContain('公告标题不能超过100个字符');
  });

  it('refuses a role without forum menus and members', async () => {
    for (const token of [noForum, member.token]) {
      expect((await get(t, '/bbs/notice/list', { token })).body).toEqual(FORBIDDEN);
      expect((await post(t, '/bbs/notice', { title: '越权', targetType: 'all' }, { token })).body).toEqual(FORBIDDEN);
    }
    expect(await t.db.selectFrom('bbs_member_notice').select('notice_id').where('title', '=', '越权').execute()).toEqual([]);
    expect((await get(t, '/bbs/notice/roles', { token: noForum })).body).toEqual(FORBIDDEN);
    expect((await get(t, '/bbs/notice/list', { token: editor })).body.code).toBe(200);
    expect((await get(t, '/bbs/notice/roles', { token: bbsEditor })).body.data).toEqual(expect.arrayContaining([{ roleKey: 'vip_member', roleName: 'vip_member' }]));
  });
});
