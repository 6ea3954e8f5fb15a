import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, createUser, get, login, loginLogs, post, setConfig, solveCaptcha, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  await setConfig(t, 'sys.account.registerUser', 'false');
});

const userRow = (name: string) =>
  t.db.selectFrom('sys_user').selectAll().where('user_name', '=', name).where('del_flag', '=', '0').executeTakeFirst();
const rolesOf = async (userId: number) =>
  (await t.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute()).map((r) => r.role_id);

describe('POST /register — member sign-up (with a phone number)', () => {
  it('is open even when the admin register page is closed, and creates a member', async () => {
    const res = await post(t, '/register', { username: 'parent01', password: 'secret123', confirmPassword: 'secret123', phonenumber: '13912345678' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const user = await userRow('parent01');
    expect(user).toMatchObject({ user_type: '01', phonenumber: '13912345678', nick_name: 'parent01', status: '0', auth_status: '0', dept_id: null });
    expect(user!.password).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    expect(user!.pwd_update_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await rolesOf(user!.user_id)).toEqual([3]);
    expect((await loginLogs(t, 'parent01'))[0]).toMatchObject({ status: '0', msg: '注册成功' });

    const token = await login(t, 'parent01', 'secret123');
    const info = await get(t, '/getInfo', { token });
    expect(info.body).toMatchObject({ roles: ['member'], permissions: [], user: { userType: '01', phonenumber: '13912345678', authStatus: '0' } });
  });

  it('validates the phone number', async () => {
    const res = await post(t, '/register', { username: 'parent02', password: 'secret123', phonenumber: '12345' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: 'phonenumber: 请输入正确的手机号码' });
    expect(await userRow('parent02')).toBeUndefined();
  });

  it('refuses a phone number already in use', async () => {
    const res = await post(t, '/register', { username: 'parent03', password: 'secret123', phonenumber: '13912345678' });
    expect(res.body).toEqual({ code: 500, msg: "保存用户'parent03'失败，手机号码已存在" });
  });
});

describe('POST /register — admin register page (no phone number)', () => {
  it('is closed unless sys.account.registerUser is true', async () => {
    const res = await post(t, '/register', { username: 'staff01', password: 'secret123', confirmPassword: 'secret123' });
    expect(res.body).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });
    // an empty phone field is no phone
    expect((await post(t, '/register', { username: 'staff01', password: 'secret123', phonenumber: '' })).body.msg).toBe('当前系统没有开启注册功能！');
    expect(await userRow('staff01')).toBeUndefined();
  });

  it('creates a system user without roles when open', async () => {
    await setConfig(t, 'sys.account.registerUser', 'true');
    const res = await post(t, '/register', { username: 'staff01', password: 'secret123', confirmPassword: 'secret123' });
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
    const user = await userRow('staff01');
    expect(user).toMatchObject({ user_type: '00', phonenumber: '' });
    expect(await rolesOf(user!.user_id)).toEqual([]);
    expect((await loginLogs(t, 'staff01'))[0]).toMatchObject({ status: '0', msg: '注册成功' });
  });
});

describe('POST /register — rules shared by both flows', () => {
  it('refuses a taken user name', async () => {
    await setConfig(t, 'sys.account.registerUser', 'true');
    expect((await post(t, '/register', { username: 'admin', password: 'secret123' })).body).toEqual({ code: 500, msg: "保存用户'admin'失败，注册账号已存在" });
    expect((await post(t, '/register', { username: 'editor', password: 'secret123', phonenumber: '13700000001' })).body)
      .toEqual({ code: 500, msg: "保存用户'editor'失败，注册账号已存在" });
  });

  it('lets a deleted account name be registered again', async () => {
    await createUser(t, { userName: 'reborn', delFlag: '2' });
    expect((await post(t, '/register', { username: 'reborn', password: 'secret123', phonenumber: '13700000002' })).body.code).toBe(200);
  });

  it('names the bad field', async () => {
    const bad = async (body: object) => (await post(t, '/register', { phonenumber: '13700000009', ...body })).body;
    expect(await bad({ password: 'secret123' })).toEqual({ code: 500, msg: 'username: 用户名必须填写' });
    expect(await bad({ username: 'a', password: 'secret123' })).toEqual({ code: 500, msg: 'username: 账号长度必须在2到20个字符之间' });
    expect(await bad({ username: 'a'.repeat(21), password: 'secret123' })).toEqual({ code: 500, msg: 'username: 账号长度必须在2到20个字符之间' });
    expect(await bad({ username: 'okname', password: '1234567' })).toEqual({ code: 500, msg: 'password: 密码长度必须在8到20个字符之间' });
    expect(await bad({ username: 'okname' })).toEqual({ code: 500, msg: 'password: 密码必须填写' });
    expect(await bad({ username: 'okname', password: 'secret123', confirmPassword: 'other123' })).toEqual({ code: 500, msg: 'confirmPassword: 两次输入的密码不一致' });
    expect(await userRow('okname')).toBeUndefined();
    expect(await bad({ username: '<b>x</b>', password: 'secret123' })).toEqual({ code: 500, msg: '用户账号不能包含脚本字符' });
  });

  it('checks the captcha when it is on', async () => {
    await setConfig(t, 'sys.account.captchaEnabled', 'true');
    const body = { username: 'parent10', password: 'secret123', phonenumber: '13700000010' };
    expect((await post(t, '/register', body)).body).toEqual({ code: 500, msg: '验证码已失效' });
    const { uuid } = await solveCaptcha(t);
    expect((await post(t, '/register', { ...body, code: 'nope', uuid })).body).toEqual({ code: 500, msg: '验证码错误' });
    const captcha = await solveCaptcha(t);
    expect((await post(t, '/register', { ...body, ...captcha })).body).toEqual({ code: 200, msg: '操作成功' });
  });

  it('refuses a non-object body with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/prod-api/register', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg: '请求参数格式错误' });
  });
});
