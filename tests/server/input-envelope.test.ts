/**
 * Issue 9, "Bad input that still escapes the envelope": NUL characters, over-long path parameters and URLs,
 * malformed escapes — all answered as {code, msg}, on SQLite and PostgreSQL, without an error in the log.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, get, login, post, type TestServer } from './helpers';

const logLines: string[] = [];
let t: TestServer;
let admin: string;
let base: string;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestServer({ logger: { level: 'warn', stream } });
  admin = await login(t, 'admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** A raw HTTP GET (inject has no header-size limit), with the admin's token. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { authorization: `Bearer ${admin}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const errorsLogged = () => logLines.filter((l) => /"level":50/.test(l));

describe('NUL characters', () => {
  it('are refused in a JSON body field with the field named, and nothing is stored', async () => {
    const before = await t.db.selectFrom('bbs_contact').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await post(t, '/bbs/web/addContact', { name: 'a\u0000b', mobile: '13800138000' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: 'name: 不能包含空字符（\\0）' });
    const after = await t.db.selectFrom('bbs_contact').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('are refused in nested fields, keys, query strings and path parameters', async () => {
    expect((await call(t, 'PUT', '/system/user/profile', { token: admin, body: { nickName: 'x\u0000' } })).body)
      .toEqual({ code: 500, msg: 'nickName: 不能包含空字符（\\0）' });
    expect((await post(t, '/bbs/web/listSearch', { searchValue: 'ok', extra: { deep: ['fine', 'bad\u0000'] } })).body)
      .toEqual({ code: 500, msg: 'extra.deep.1: 不能包含空字符（\\0）' });
    expect((await post(t, '/bbs/web/listCity', { 'la\u0000ng': 'zh' })).body).toEqual({ code: 500, msg: 'lang: 不能包含空字符（\\0）' });
    expect((await get(t, '/system/config/list?configName=a%00b', { token: admin })).body).toEqual({ code: 500, msg: 'configName: 不能包含空字符（\\0）' });
    expect((await get(t, '/system/config/list?params%5BbeginTime%5D=%00', { token: admin })).body)
      .toEqual({ code: 500, msg: 'params.beginTime: 不能包含空字符（\\0）' });
    expect((await get(t, '/system/config/configKey/sys.index%00skinName', { token: admin })).body)
      .toEqual({ code: 500, msg: 'configKey: 不能包含空字符（\\0）' });
  });

  it('leave no error in the log', () => {
    expect(errorsLogged()).toEqual([]);
  });
});

describe('long paths and URLs', () => {
  it('takes a 30-id delete path (more than Fastify’s default 100 characters) through the route', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => 900000 + i).join(',');
    const res = await call(t, 'DELETE', `/system/config/${ids}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: '操作成功' });
  });

  it('takes a 1000-id list (about 19 KB in the request line) over real HTTP', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => 10 ** 17 + i).join(',');
    expect(ids.length).toBeGreaterThan(16 * 1024);
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/prod-api/system/config/${ids}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin}` } }, (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 200, msg: '操作成功' });
  });

  it('answers a path parameter longer than any id list in the envelope, not a raw 414', async () => {
    const res = await call(t, 'DELETE', `/system/config/${'1,'.repeat(10_000)}1`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 500, msg: '请求路径参数过长' });
  });

  it('answers a URL over the header limit in the envelope, not a raw 431', async () => {
    const res = await rawGet(`/prod-api/system/config/list?configName=${'x'.repeat(40 * 1024)}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 500, msg: '请求地址或请求头过长' });
    // outside the API the status stays real
    const page = await rawGet(`/index.html?${'x'.repeat(40 * 1024)}`);
    expect(page.status).toBe(431);
    expect(JSON.parse(page.body)).toEqual({ code: 500, msg: '请求地址或请求头过长' });
  });

  it('answers a malformed %-escape in the path in the envelope', async () => {
    const res = await call(t, 'GET', '/system/config/configKey/%E0%A4%A', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(500);
    expect(typeof res.body.msg).toBe('string');
  });

  it('leave no error in the log', () => {
    expect(errorsLogged()).toEqual([]);
  });
});
