import helmet from '@fastify/helmet';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiScope } from '../../server/src/app';
import { ServiceError, success } from '../../server/src/lib/result';
import { API_PREFIX } from '../../server/src/plugins/api-prefix';
import { BusinessType } from '../../server/src/plugins/oper-log';
import { requireAnyPermi, requirePermi, requireRole } from '../../server/src/plugins/permissions';
import { HELMET_OPTIONS, helmetHeaders } from '../../server/src/plugins/security';
import { call, createTestServer, get, login, post, setConfig, type TestServer } from './helpers';

/** Probe routes mounted the way real modules are, to exercise the plugins. */
const probe: FastifyPluginAsync = async (app) => {
  app.get('/probe/dict', { preHandler: requirePermi('system:dict:list') }, async () => success());
  app.get('/probe/gen', { preHandler: requirePermi('tool:gen:list') }, async () => success());
  app.get('/probe/any', { preHandler: requireAnyPermi('tool:gen:list', 'bbs:blog:list') }, async () => success());
  app.get('/probe/common', { preHandler: requireRole('common') }, async () => success());
  app.get('/probe/admin', { preHandler: requireRole('admin') }, async () => success());
  app.get('/probe/query', { config: { auth: 'none' } }, async (request) => success({ query: request.query }));
  app.post('/probe/write', { config: { operLog: { title: '探针', businessType: BusinessType.INSERT } } }, async (request) =>
    success({ echo: (request.body as { name?: string }).name }));
  app.put('/probe/guarded', {
    preHandler: requirePermi('tool:gen:edit'),
    config: { operLog: { title: '探针', businessType: BusinessType.UPDATE } },
  }, async () => success());
  app.delete('/probe/item/:ids', { config: { operLog: { title: '探针', businessType: BusinessType.DELETE } } }, async () => success());
  app.post('/probe/fail', { config: { operLog: { title: '探针', businessType: BusinessType.UPDATE } } }, async () => {
    throw new ServiceError('保存失败了');
  });
  app.get('/probe/boom', async () => {
    throw new Error('SELECT * FROM secret_table -- internal detail');
  });
  app.post('/probe/zod', { config: { auth: 'none' } }, async (request) => {
    const body = z.object({ profile: z.object({ age: z.number({ error: '年龄必须是数字' }) }) }).parse(request.body);
    return success({ age: body.profile.age });
  });
  app.post('/probe/form', { config: { auth: 'none' } }, async (request) => success({ body: request.body }));
};

let t: TestServer;
let admin: string;
let editor: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  await t.app.register(apiScope([probe]), { prefix: API_PREFIX });
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  editor = await login(t, 'editor');
  await post(t, '/register', { username: 'member9', password: 'secret123', phonenumber: '13600000009' });
  member = await login(t, 'member9', 'secret123');
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

describe('permissions', () => {
  it('lets the admin through every check (*:*:* and role admin)', async () => {
    for (const path of ['/probe/dict', '/probe/gen', '/probe/any', '/probe/common', '/probe/admin']) {
      expect((await get(t, path, { token: admin })).body, path).toEqual({ code: 200, msg: '操作成功' });
    }
  });

  it('checks a common-role user against its menus and roles', async () => {
    expect((await get(t, '/probe/dict', { token: editor })).body.code).toBe(200);
    expect((await get(t, '/probe/any', { token: editor })).body.code).toBe(200);
    expect((await get(t, '/probe/common', { token: editor })).body.code).toBe(200);
    const denied = await get(t, '/probe/gen', { token: editor });
    expect(denied.status).toBe(200);
    expect(denied.body).toEqual(FORBIDDEN);
    expect((await get(t, '/probe/admin', { token: editor })).body).toEqual(FORBIDDEN);
  });

  it('gives a member none of the admin permissions', async () => {
    expect((await get(t, '/probe/dict', { token: member })).body).toEqual(FORBIDDEN);
    expect((await get(t, '/probe/common', { token: member })).body).toEqual(FORBIDDEN);
  });

  it('asks for a login before checking permissions', async () => {
    expect((await get(t, '/probe/dict')).body).toEqual({ code: 401, msg: '请求访问：/probe/dict，认证失败，无法访问系统资源' });
  });

  it('refuses to build a guard without a permission', () => {
    expect(() => requirePermi(' ')).toThrow();
    expect(() => requireAnyPermi()).toThrow();
  });
});

describe('operation log', () => {
  const lastOperLog = () => t.db.selectFrom('sys_oper_log').selectAll().orderBy('oper_id', 'desc').executeTakeFirstOrThrow();

  it('records a write call with the password fields stripped', async () => {
    const body = {
      name: '张三',
      password: 'p1',
      nested: { oldPassword: 'p2', newPassword: 'p3', confirmPassword: 'p4', keep: 1 },
      list: [{ password: 'p5', id: 7 }],
    };
    const res = await post(t, '/probe/write', body, { token: admin });
    expect(res.body).toEqual({ code: 200, msg: '操作成功', echo: '张三' });
    const log = await lastOperLog();
    expect(log).toMatchObject({
      title: '探针', business_type: 1, request_method: 'POST', operator_type: 1, oper_name: 'admin', dept_name: '技术部',
      oper_url: '/probe/write', oper_ip: '127.0.0.1', oper_location: '内网IP', status: 0, error_msg: '', method: 'POST /prod-api/probe/write',
    });
    expect(JSON.parse(log.oper_param)).toEqual({ name: '张三', nested: { keep: 1 }, list: [{ id: 7 }] });
    expect(log.oper_param).not.toMatch(/p[1-5]/);
    expect(JSON.parse(log.json_result)).toEqual({ code: 200, msg: '操作成功', echo: '张三' });
    expect(log.oper_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(log.cost_time).toBeGreaterThanOrEqual(0);
  });

  it('records URL parameters for DELETE calls', async () => {
    await t.app.inject({ method: 'DELETE', url: '/prod-api/probe/item/1,2,3', headers: { authorization: `Bearer ${admin}` } });
    const log = await lastOperLog();
    expect(log).toMatchObject({ business_type: 3, request_method: 'DELETE', oper_url: '/probe/item/1,2,3' });
    expect(JSON.parse(log.oper_param)).toEqual({ ids: '1,2,3' });
  });

  it('records failures with status 1 and the message', async () => {
    const res = await post(t, '/probe/fail', { id: 1 }, { token: editor });
    expect(res.body).toEqual({ code: 500, msg: '保存失败了' });
    expect(await lastOperLog()).toMatchObject({ status: 1, error_msg: '保存失败了', oper_name: 'editor', dept_name: '内容编辑部', business_type: 2 });
  });

  it('caps long texts at 2000 characters', async () => {
    await post(t, '/probe/write', { name: 'x'.repeat(5000) }, { token: admin });
    const log = await lastOperLog();
    expect(log.oper_param).toHaveLength(2000);
    expect(log.json_result).toHaveLength(2000);
  });

  it('does not log calls refused for lack of a session (strangers cannot fill the log)', async () => {
    const before = (await t.db.selectFrom('sys_oper_log').select('oper_id').execute()).length;
    expect((await post(t, '/probe/write', { name: 'anon' })).body.code).toBe(401);
    expect((await t.db.selectFrom('sys_oper_log').select('oper_id').execute()).length).toBe(before);
  });

  it('logs a refused permission as a failed operation of that user', async () => {
    const res = await call(t, 'PUT', '/probe/guarded', { token: member, body: { id: 1 } });
    expect(res.body).toEqual(FORBIDDEN);
    expect(await lastOperLog()).toMatchObject({ oper_name: 'member9', status: 1, error_msg: FORBIDDEN.msg, business_type: 2 });
  });
});

describe('error envelopes', () => {
  it('hides unexpected errors behind 操作失败, HTTP 200, no stack', async () => {
    const res = await get(t, '/probe/boom', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: '操作失败' });
    expect(res.raw).not.toContain('secret_table');
  });

  it('names the field of a validation error', async () => {
    expect((await post(t, '/probe/zod', { profile: { age: 'old' } })).body).toEqual({ code: 500, msg: 'profile.age: 年龄必须是数字' });
    // rules without their own message fall back to zod's Chinese texts
    expect((await post(t, '/probe/zod', { profile: 'none' })).body.msg).toMatch(/^profile: 无效输入/);
  });

  it('answers malformed JSON and unsupported bodies with code 500', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/prod-api/probe/zod', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ code: 500, msg: '请求参数格式错误' });
    const xml = await t.app.inject({ method: 'POST', url: '/prod-api/probe/zod', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.json()).toEqual({ code: 500, msg: '不支持的请求类型' });
  });

  it('answers unknown API paths with code 404 in the body', async () => {
    const res = await get(t, '/no/such/thing');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 404, msg: "请求地址'/no/such/thing'不存在" });
    expect((await post(t, '/getInfo', {}, { token: admin })).body.code).toBe(404);
  });
});

describe('request parsing', () => {
  it('reads RuoYi bracket parameters from the query string', async () => {
    const res = await get(t, '/probe/query?pageNum=2&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-31&ids=1&ids=2');
    expect(res.body.query).toEqual({ pageNum: '2', params: { beginTime: '2024-01-01', endTime: '2024-01-31' }, ids: ['1', '2'] });
  });

  it('reads form-urlencoded bodies (export calls) the same way', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/probe/form', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_user_sex&params%5BbeginTime%5D=2024-01-01&__proto__%5Bx%5D=1',
    });
    expect(res.json().body).toEqual({ dictType: 'sys_user_sex', params: { beginTime: '2024-01-01' } });
  });
});

describe('security headers', () => {
  it('sends the CSP and friends on API answers, and no CORS headers', async () => {
    const res = await get(t, '/captchaImage', { headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends exactly the headers @fastify/helmet sends, on answers, refusals and unknown paths (set once, not rebuilt per request)', async () => {
    const reference = Fastify();
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get('/', async () => 'ok');
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const names = ['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster',
      'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control', 'x-download-options',
      'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
    const helmetNames = (await helmetHeaders()).map(([name]) => name).sort();
    expect(helmetNames).toEqual(names);
    for (const res of [
      await get(t, '/captchaImage'),
      await get(t, '/probe/dict'),
      await t.app.inject({ method: 'POST', url: '/prod-api/bbs/web/listCity', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/no/such/file.txt' }),
    ]) {
      for (const name of names) expect(res.headers[name], name).toBe(expected[name]);
    }
  });
});
