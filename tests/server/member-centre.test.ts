import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_ROLE_ID } from '../../server/src/db/seed/system';
import { nowText } from '../../server/src/lib/time';
import { notifyMember } from '../../server/src/modules/member/notify';
import { createTestServer, createUser, get, type Json, login, post, setConfig, TEST_PASSWORD, type TestServer } from './helpers';

let t: TestServer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function member(name: string, userType = '01'): Promise<void> {
  ids[name] = await createUser(t, { userName: name, userType, roleIds: [MEMBER_ROLE_ID] });
  tokens[name] = await login(t, name);
}

beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  for (const name of ['anna', 'ben', 'cara', 'dora']) await member(name);
  await member('school2', '02');
});
afterAll(async () => {
  await t?.close();
});

const sw = (path: string, body: unknown, who: string | null, headers?: Record<string, string>) =>
  post(t, `/bbs/submitweb/${path}`, body, { ...(who ? { token: tokens[who] } : {}), ...(headers ? { headers } : {}) });
const EN = { 'accept-language': 'en' };
const userRow = (id: number) => t.db.selectFrom('sys_user').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();

describe('getMyInfo', () => {
  it("answers the caller's account and the schools it is approved for", async () => {
    const schools = await t.db.selectFrom('bbs_school').select(['school_id', 'school_name', 'school_name_en']).orderBy('school_id').limit(3).execute();
    const auth = (schoolId: number, status: string, delFlag = '0') =>
      t.db.insertInto('bbs_school_auth').values({
        user_id: ids.school2!, school_id: schoolId, role: '2', real_name: '王老师', phone: '13900000000', proof_files: '[]',
        status, del_flag: delFlag, create_by: 'school2', create_time: nowText(),
      }).execute();
    await auth(schools[0]!.school_id, '2');
    await auth(schools[1]!.school_id, '1');
    await auth(schools[2]!.school_id, '2', '2');
    await t.db.updateTable('sys_user').set({ auth_status: '2', phonenumber: '13900000001', email: 's@example.com', sex: '1' }).where('user_id', '=', ids.school2!).execute();

    const res = await sw('getMyInfo', {}, 'school2');
    expect(res.body).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        userId: ids.school2, userName: 'school2', nickName: 'school2', avatar: '', sex: '1', email: 's@example.com', phonenumber: '13900000001',
        userType: '02', authStatus: '2', createTime: '2024-01-01 00:00:00',
        schools: [{ schoolId: schools[0]!.school_id, schoolName: schools[0]!.school_name, role: '2' }],
      },
    });
    const en = await sw('getMyInfo', {}, 'school2', EN);
    expect(en.body.data.schools[0].schoolName).toBe(schools[0]!.school_name_en || schools[0]!.school_name);
    expect((await sw('getMyInfo', {}, 'anna')).body.data).toMatchObject({ userId: ids.anna, userType: '01', authStatus: '0', schools: [] });
  });
});

describe('updateMyInfo', () => {
  it('saves nick name, sex, email and avatar; the nick name is plain text stored as typed and names my posts', async () => {
    await setConfig(t, 'bbs.limit.post', '0');
    const postId = (await sw('addBlog', { postType: '3', blogType: '1', title: 'anna 的帖子', content: '<p>x</p>' }, 'anna')).body.data.postId;
    const nick = '<img src=x onerror=alert(1)>安娜';
    const res = await sw('updateMyInfo', { nickName: nick, sex: '1', email: 'anna@example.com', avatar: '/profile/avatar/2024/01/01/a.png' }, 'anna');
    expect(res.body).toMatchObject({ code: 200, data: { nickName: nick, sex: '1', email: 'anna@example.com', avatar: '/profile/avatar/2024/01/01/a.png' } });
    expect(await userRow(ids.anna!)).toMatchObject({ nick_name: nick, sex: '1', email: 'anna@example.com', avatar: '/profile/avatar/2024/01/01/a.png' });
    const detail = (await post(t, `/bbs/web/getBlogBlog/${postId}`, {})).body.data;
    expect(detail).toMatchObject({ authorName: nick, avatar: '/profile/avatar/2024/01/01/a.png' });
    // no HTML field carries it as markup
    expect(detail.content).toBe('<p>x</p>');
    // absent avatar = unchanged, '' = the default
    await sw('updateMyInfo', { nickName: '安娜', email: '' }, 'anna');
    expect(await userRow(ids.anna!)).toMatchObject({ nick_name: '安娜', sex: '2', email: '', avatar: '/profile/avatar/2024/01/01/a.png' });
    await sw('updateMyInfo', { nickName: '安娜', avatar: '' }, 'anna');
    expect((await userRow(ids.anna!)).avatar).toBe('');
  });

  it('validates: nick name, email (no markup gets through), avatar path, an email taken by another account', async () => {
    expect((await sw('updateMyInfo', { nickName: 'dora', email: 'dora@example.com' }, 'dora')).body.code).toBe(200);
    const before = await userRow(ids.ben!);
    const cases: [Json, string][] = [
      [{ nickName: '' }, 'nickName: 请输入昵称'],
      [{ nickName: 'x'.repeat(31) }, 'nickName: 昵称长度不能超过30个字符'],
      [{ nickName: 'ben', email: '"><script>alert(1)</script>@x.com' }, 'email: 请输入正确的邮箱地址'],
      [{ nickName: 'ben', email: 'a@b.com<img src=x onerror=alert(1)>' }, 'email: 请输入正确的邮箱地址'],
      [{ nickName: 'ben', avatar: 'javascript:alert(1)' }, 'avatar: 文件路径不正确'],
      [{ nickName: 'ben', avatar: '/profile/../etc/passwd' }, 'avatar: 文件路径不正确'],
      [{ nickName: 'ben', sex: '5' }, 'sex: 性别不正确'],
    ];
    for (const [body, message] of cases) expect((await sw('updateMyInfo', body, 'ben')).body, message).toEqual({ code: 500, msg: message });
    expect((await sw('updateMyInfo', { nickName: '' }, 'ben', EN)).body.msg).toBe('nickName: Enter a nick name');
    expect((await sw('updateMyInfo', { nickName: 'ben', email: 'dora@example.com' }, 'ben')).body).toEqual({ code: 500, msg: "修改用户'ben'失败，邮箱账号已存在" });
    expect(await userRow(ids.ben!)).toEqual(before);
  });
});

describe('updateMyPassword', () => {
  it('follows the password rules and refuses a wrong old password, changing nothing', async () => {
    const before = (await userRow(ids.cara!)).password;
    const cases: [Json, string][] = [
      [{ oldpassword: 'wrong-one', newpassword: 'newpass123' }, '修改密码失败，旧密码错误'],
      [{ oldpassword: TEST_PASSWORD, newpassword: 'short1' }, '密码长度必须在8到20个字符之间'],
      [{ oldpassword: TEST_PASSWORD, newpassword: 'x'.repeat(21) }, '密码长度必须在8到20个字符之间'],
      [{ oldpassword: TEST_PASSWORD, newpassword: TEST_PASSWORD }, '新密码不能与旧密码相同'],
      [{ oldpassword: TEST_PASSWORD, newpassword: 'cara' }, '密码长度必须在8到20个字符之间'],
      [{ oldpassword: TEST_PASSWORD }, 'newpassword: 请输入新密码'],
    ];
    for (const [body, message] of cases) expect((await sw('updateMyPassword', body, 'cara')).body, message).toEqual({ code: 500, msg: message });
    await setConfig(t, 'sys.account.chrtype', '3');
    expect((await sw('updateMyPassword', { oldpassword: TEST_PASSWORD, newpassword: 'onlyletters' }, 'cara')).body.msg).toBe('密码必须包含字母和数字');
    await setConfig(t, 'sys.account.chrtype', '0');
    expect((await userRow(ids.cara!)).password).toBe(before);
  });

  it('changes the password and ends the other sessions; the log keeps no password', async () => {
    const other = await login(t, 'cara');
    const res = await sw('updateMyPassword', { oldpassword: TEST_PASSWORD, newpassword: 'Newpass2024' }, 'cara');
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    expect((await get(t, '/getInfo', { token: other })).body.code).toBe(401);
    expect((await sw('getMyInfo', {}, 'cara')).body.code).toBe(200);
    expect((await post(t, '/login', { username: 'cara', password: TEST_PASSWORD })).body.code).toBe(500);
    await login(t, 'cara', 'Newpass2024');
    const logs = await t.db.selectFrom('sys_oper_log').select(['oper_param', 'title']).where('oper_url', '=', '/bbs/submitweb/updateMyPassword').execute();
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) {
      expect(l.title).toBe('会员资料');
      expect(l.oper_param).not.toMatch(/Newpass2024|admin123|wrong-one|oldpassword|newpassword/);
    }
  });
});

describe('member notices', () => {
  const notice = (who: string, type: '1' | '2' | '3', title: string) =>
    notifyMember(t.db, { userId: ids[who]!, type, title, content: `${title} 内容`, link: '/notify' });

  it('lists my notices by type, newest first, paged', async () => {
    await notice('dora', '1', '回复一');
    await notice('dora', '1', '回复二');
    await notice('dora', '2', '审核一');
    await notice('dora', '3', '系统一');
    await notice('ben', '1', 'ben 的通知');
    const all = (await sw('listNotice/0?pageNum=1&pageSize=10', {}, 'dora')).body;
    expect(all).toMatchObject({ code: 200, total: 4 });
    expect(all.rows.map((r: Json) => r.title)).toEqual(['系统一', '审核一', '回复二', '回复一']);
    expect(all.rows[3]).toEqual({
      noticeId: expect.any(Number), noticeType: '1', title: '回复一', content: '回复一 内容', link: '/notify', read: false, createTime: expect.any(String),
    });
    expect((await sw('listNotice/1', {}, 'dora')).body.rows.map((r: Json) => r.title)).toEqual(['回复二', '回复一']);
    const page2 = (await sw('listNotice/0?pageNum=2&pageSize=3', {}, 'dora')).body;
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.rows.map((r: Json) => r.title)).toEqual(['回复一']);
    expect((await sw('listNotice/9', {}, 'dora')).body).toEqual({ code: 500, msg: '通知类型只能是0到3' });
  });

  it('counts unread notices and marks one read (own only; a second call keeps the first time)', async () => {
    expect((await sw('countUnreadNotice', {}, 'dora')).body.data).toEqual({ total: 4, byType: { 1: 2, 2: 1, 3: 1 } });
    const rows = (await sw('listNotice/1', {}, 'dora')).body.rows as Json[];
    const id = rows[0].noticeId;
    expect((await sw(`updateNoticeReadStatus/${id}`, {}, 'dora')).body).toEqual({ code: 200, msg: '操作成功' });
    const first = await t.db.selectFrom('bbs_member_notice').select(['read_flag', 'read_time']).where('notice_id', '=', id).executeTakeFirstOrThrow();
    expect(first.read_flag).toBe('1');
    await t.db.updateTable('bbs_member_notice').set({ read_time: '2020-01-01 00:00:00' }).where('notice_id', '=', id).execute();
    await sw(`updateNoticeReadStatus/${id}`, {}, 'dora');
    expect((await t.db.selectFrom('bbs_member_notice').select('read_time').where('notice_id', '=', id).executeTakeFirstOrThrow()).read_time).toBe('2020-01-01 00:00:00');
    expect((await sw('listNotice/1', {}, 'dora')).body.rows.map((r: Json) => r.read)).toEqual([true, false]);
    expect((await sw('countUnreadNotice', {}, 'dora')).body.data).toEqual({ total: 3, byType: { 1: 1, 2: 1, 3: 1 } });

    // someone else's notice: 403 and it stays unread; a missing one: 404
    const bens = (await sw('listNotice/0', {}, 'ben')).body.rows as Json[];
    expect((await sw(`updateNoticeReadStatus/${bens[0].noticeId}`, {}, 'dora')).body.code).toBe(403);
    expect((await sw('listNotice/0', {}, 'ben')).body.rows[0].read).toBe(false);
    expect((await sw('updateNoticeReadStatus/99999999', {}, 'dora')).body).toEqual({ code: 404, msg: '通知不存在' });
    expect((await sw('updateNoticeReadStatus/99999999', {}, 'dora', EN)).body).toEqual({ code: 404, msg: 'The notice does not exist' });
  });

  it('reads all of one type, then all; only my own', async () => {
    expect((await sw('readAllNotice/2', {}, 'dora')).body.code).toBe(200);
    expect((await sw('countUnreadNotice', {}, 'dora')).body.data).toEqual({ total: 2, byType: { 1: 1, 2: 0, 3: 1 } });
    await sw('readAllNotice/0', {}, 'dora');
    expect((await sw('countUnreadNotice', {}, 'dora')).body.data).toEqual({ total: 0, byType: { 1: 0, 2: 0, 3: 0 } });
    expect((await sw('countUnreadNotice', {}, 'ben')).body.data.total).toBe(1);
    expect((await sw('readAllNotice/7', {}, 'dora')).body.code).toBe(500);
  });

  it('logs the notice writes', async () => {
    const rows = await t.db.selectFrom('sys_oper_log').select(['title', 'oper_url']).where('oper_name', '=', 'dora').execute();
    expect(rows.map((r) => r.oper_url)).toEqual(expect.arrayContaining(['/bbs/submitweb/readAllNotice/2', '/bbs/submitweb/readAllNotice/0']));
    expect(rows.filter((r) => r.oper_url.includes('Notice')).every((r) => r.title === '会员通知')).toBe(true);
  });
});

describe('sessions', () => {
  it('every member-centre call needs a session', async () => {
    for (const path of [
      'getMyInfo', 'updateMyInfo', 'updateMyPassword', 'listNotice/0', 'countUnreadNotice', 'updateNoticeReadStatus/1', 'readAllNotice/0',
    ]) {
      expect((await sw(path, { nickName: 'x', oldpassword: 'a', newpassword: 'b' }, null)).body.code, path).toBe(401);
    }
  });
});
