import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/src/lib/password';
import { call, createTestServer, get, login, post, readUpload, setConfig, storedUploads, TEST_PASSWORD, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let editor: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  await post(t, '/register', { username: 'member7', password: 'secret123', phonenumber: '13600000007' });
  member = await login(t, 'member7', 'secret123');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token: string) => call(t, 'PUT', path, { token, body });
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----dss${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadAvatar(token: string, filename: string, content: Buffer, field = 'avatarfile') {
  const { payload, headers } = multipart(field, filename, content, 'image/png');
  const res = await t.app.inject({ method: 'POST', url: '/prod-api/system/user/profile/avatar', headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  return res.json();
}

const avatarFiles = () => storedUploads(t, 'avatar');

async function userRow(userName: string) {
  return t.db.selectFrom('sys_user').selectAll().where('user_name', '=', userName).executeTakeFirstOrThrow();
}

describe('GET /system/user/profile', () => {
  it('returns the user with dept and roles, plus the role and post groups', async () => {
    const res = await get(t, '/system/user/profile', { token: admin });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ userId: 1, userName: 'admin', dept: { deptName: '技术部' }, roles: [{ roleKey: 'admin' }] });
    expect(res.body.data.password).toBeUndefined();
    expect(res.body.roleGroup).toBe('超级管理员');
    expect(res.body.postGroup).toBe('董事长');
    const ed = await get(t, '/system/user/profile', { token: editor });
    expect(ed.body).toMatchObject({ roleGroup: '普通角色', postGroup: '普通员工', data: { userName: 'editor' } });
  });

  it('serves members too (their own account, no posts)', async () => {
    const res = await get(t, '/system/user/profile', { token: member });
    expect(res.body).toMatchObject({ code: 200, roleGroup: '会员', postGroup: '', data: { userName: 'member7', userType: '01', phonenumber: '13600000007' } });
    expect((await get(t, '/system/user/profile')).body.code).toBe(401);
  });
});

describe('PUT /system/user/profile', () => {
  it('updates nickName, phonenumber, email and sex only', async () => {
    const res = await put('/system/user/profile', {
      nickName: '小编', phonenumber: '13900000002', email: 'editor@example.com', sex: '1', userName: 'hacker', status: '1', remark: 'x', userId: 1,
    }, editor);
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await userRow('editor');
    expect(row).toMatchObject({ nick_name: '小编', phonenumber: '13900000002', email: 'editor@example.com', sex: '1', status: '0', remark: '内容编辑', update_by: 'editor' });
    expect((await userRow('admin')).nick_name).toBe('管理员');
    expect((await get(t, '/getInfo', { token: editor })).body.user).toMatchObject({ nickName: '小编', email: 'editor@example.com' });
    // absent fields stay, '' clears
    expect((await put('/system/user/profile', { email: '' }, editor)).body.code).toBe(200);
    expect(await userRow('editor')).toMatchObject({ nick_name: '小编', phonenumber: '13900000002', email: '' });
  });

  it('validates the fields', async () => {
    expect((await put('/system/user/profile', { nickName: 'x', phonenumber: '12345' }, editor)).body.msg).toContain('请输入正确的手机号码');
    expect((await put('/system/user/profile', { nickName: 'x', email: 'not-an-email' }, editor)).body.msg).toContain('邮箱格式不正确');
    expect((await put('/system/user/profile', { nickName: '' }, editor)).body.msg).toContain('用户昵称不能为空');
    expect((await put('/system/user/profile', { nickName: 'n'.repeat(31) }, editor)).body.msg).toContain('用户昵称长度不能超过30个字符');
    expect((await put('/system/user/profile', { nickName: '<b>x</b>' }, editor)).body.msg).toContain('用户昵称不能包含脚本字符');
    expect((await put('/system/user/profile', { sex: '9' }, editor)).body.code).toBe(500);
  });

  it('refuses a phone number or email another account holds', async () => {
    expect((await put('/system/user/profile', { phonenumber: '13800000001', email: 'admin@example.com' }, admin)).body.code).toBe(200);
    expect((await put('/system/user/profile', { phonenumber: '13800000001' }, editor)).body).toEqual({ code: 500, msg: "修改用户'editor'失败，手机号码已存在" });
    expect((await put('/system/user/profile', { email: 'admin@example.com' }, editor)).body).toEqual({ code: 500, msg: "修改用户'editor'失败，邮箱账号已存在" });
    // keeping one's own is fine
    expect((await put('/system/user/profile', { phonenumber: '13800000001', email: 'admin@example.com' }, admin)).body.code).toBe(200);
  });

  it('writes 个人信息 UPDATE rows', async () => {
    const rows = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '个人信息').where('oper_name', '=', 'editor').execute();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.business_type === 2 && r.oper_url === '/system/user/profile')).toBe(true);
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  const url = (oldPassword: string, newPassword: string) =>
    `/system/user/profile/updatePwd?oldPassword=${encodeURIComponent(oldPassword)}&newPassword=${encodeURIComponent(newPassword)}`;

  it('checks the old password, a new one that differs, its length and characters', async () => {
    expect((await call(t, 'PUT', url('wrong-one', 'newpass1'), { token: member })).body).toEqual({ code: 500, msg: '修改密码失败，旧密码错误' });
    expect((await call(t, 'PUT', url('secret123', 'secret123'), { token: member })).body).toEqual({ code: 500, msg: '新密码不能与旧密码相同' });
    expect((await call(t, 'PUT', url('secret123', 'abc1234'), { token: member })).body.msg).toContain('新密码长度在 8 到 20 个字符');
    expect((await call(t, 'PUT', url('secret123', 'a'.repeat(21)), { token: member })).body.msg).toContain('新密码长度在 8 到 20 个字符');
    expect((await call(t, 'PUT', url('secret123', 'abc<123>'), { token: member })).body.msg).toContain('不能包含非法字符');
    expect((await call(t, 'PUT', '/system/user/profile/updatePwd?oldPassword=secret123', { token: member })).body.msg).toContain('新密码不能为空');
  });

  it('changes the password from query parameters, sets pwd_update_date, and keeps passwords out of the log', async () => {
    await t.db.updateTable('sys_user').set({ pwd_update_date: null }).where('user_name', '=', 'member7').execute();
    const res = await call(t, 'PUT', url('secret123', 'n3w-secret'), { token: member });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const row = await userRow('member7');
    expect(await verifyPassword('n3w-secret', row.password)).toBe(true);
    expect(row.pwd_update_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await post(t, '/login', { username: 'member7', password: 'secret123' })).body.code).toBe(500);
    member = await login(t, 'member7', 'n3w-secret');

    const logs = await t.db.selectFrom('sys_oper_log').selectAll().where('oper_url', '=', '/system/user/profile/updatePwd').execute();
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) {
      expect(l.title).toBe('个人信息');
      expect(l.oper_param).not.toMatch(/secret|n3w|oldPassword|newPassword/);
      expect(l.oper_url).not.toContain('?');
    }
  });

  it('also accepts a JSON body (RuoYi 3.9 clients)', async () => {
    const res = await put('/system/user/profile/updatePwd', { oldPassword: TEST_PASSWORD, newPassword: 'editor-pass1' }, editor);
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    expect(await verifyPassword('editor-pass1', (await userRow('editor')).password)).toBe(true);
    const [last] = await t.db.selectFrom('sys_oper_log').selectAll().where('oper_name', '=', 'editor').orderBy('oper_id', 'desc').limit(1).execute();
    expect(last.oper_param).not.toContain('editor-pass1');
  });

  it('follows sys.account.chrtype', async () => {
    await setConfig(t, 'sys.account.chrtype', '3');
    expect((await put('/system/user/profile/updatePwd', { oldPassword: 'editor-pass1', newPassword: 'onlyletters' }, editor)).body)
      .toEqual({ code: 500, msg: '密码必须包含字母和数字' });
    expect((await put('/system/user/profile/updatePwd', { oldPassword: 'editor-pass1', newPassword: 'letters123' }, editor)).body.code).toBe(200);
    await setConfig(t, 'sys.account.chrtype', '0');
  });
});

describe('POST /system/user/profile/avatar', () => {
  it('stores a real image under a generated name and points sys_user.avatar at it', async () => {
    const res = await uploadAvatar(member, '我的头像.PNG', PNG);
    expect(res.code).toBe(200);
    expect(res.imgUrl).toMatch(/^\/profile\/avatar\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect((await userRow('member7')).avatar).toBe(res.imgUrl);
    expect((await readUpload(t, res.imgUrl))?.equals(PNG)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.imgUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // a second upload leaves the first file alone
    const again = await uploadAvatar(member, 'b.png', PNG);
    expect(again.imgUrl).not.toBe(res.imgUrl);
    expect(await readUpload(t, res.imgUrl)).not.toBeNull();
    const log = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '用户头像').where('oper_name', '=', 'member7').execute();
    expect(log.map((l) => [l.business_type, l.status])).toEqual([[2, 0], [2, 0]]);
  });

  it('refuses a file whose content is not the image its name claims, and keeps nothing', async () => {
    const before = (await avatarFiles()).length;
    const res = await uploadAvatar(member, 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(res).toEqual({ code: 500, msg: '文件[evil.png]的内容与扩展名不符，请上传真实的文件' });
    const gif = await uploadAvatar(member, 'fake.gif', PNG);
    expect(gif.code).toBe(500);
    expect((await avatarFiles()).length).toBe(before);
    expect((await avatarFiles()).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('refuses other extensions, oversize files, a wrong field and an empty request', async () => {
    expect((await uploadAvatar(member, 'x.svg', Buffer.from('<svg/>'))).msg).toBe('文件[x.svg]后缀[svg]不正确，请上传[bmp, gif, jpg, jpeg, png]格式');
    expect((await uploadAvatar(member, 'noext', PNG)).code).toBe(500);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadAvatar(member, 'big.png', big))).toEqual({ code: 500, msg: '上传的文件大小超出限制的文件大小！允许的文件最大大小是：5MB！' });
    expect((await uploadAvatar(member, 'a.png', PNG, 'file')).msg).toBe('上传图片异常，请联系管理员');
    const json = await t.app.inject({ method: 'POST', url: '/prod-api/system/user/profile/avatar', headers: { authorization: `Bearer ${member}` }, payload: { x: 1 } });
    expect(json.json()).toEqual({ code: 500, msg: '上传图片异常，请联系管理员' });
    expect((await avatarFiles()).some((f) => f.endsWith('.part'))).toBe(false);
  });

  it('requires a login', async () => {
    const { payload, headers } = multipart('avatarfile', 'a.png', PNG);
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/system/user/profile/avatar', headers, payload });
    expect(res.json().code).toBe(401);
  });
});
