import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../server/src/plugins/api-prefix';
import { createRole, createTestServer, createUser, get, login, setConfig, type Json, type TestServer } from './helpers';

let t: TestServer;
let admin: string;
let noMenu: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  // a role with the system menu only (no 系统接口 page) and one with the 系统接口 page (menu 117)
  await createUser(t, { userName: 'nodocs', roleIds: [await createRole(t, { key: 'no_docs', menuIds: [1] })] });
  await createUser(t, { userName: 'docsview', roleIds: [await createRole(t, { key: 'docs_view', menuIds: [3, 117] })] });
  noMenu = await login(t, 'nodocs');
  viewer = await login(t, 'docsview');
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** A path with its parameters as `:` (Fastify's route table merges `:id` and `:ids` at one node as `:id|:ids`). */
const shape = (route: string) => route.replace(/:[\w|:]+/g, ':');

/**
 * Every "METHOD /path" the server registered under the API prefix, read from Fastify's own route table
 * (printRoutes' tree: each line one node, its segment appended to its parent's path).
 */
function registeredRoutes(): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    if (!m[3] || !path.startsWith(`${API_PREFIX}/`)) continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push(shape(`${method} ${path.slice(API_PREFIX.length)}`));
  }
  return out;
}

/** Every "METHOD /path" of the document, with Fastify's `:param` spelling. */
function documented(doc: Json): string[] {
  const out: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(ops)) out.push(`${method.toUpperCase()} ${path.replace(/\{wildcard\}$/, '*').replace(/\{(\w+)\}/g, ':$1')}`);
  }
  return out;
}

describe('GET /tool/swagger/openapi.json', () => {
  it('is an OpenAPI 3 document with info, servers, paths and the RuoYi envelopes', async () => {
    const res = await get(t, '/tool/swagger/openapi.json', { token: admin });
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.0\.\d$/);
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: API_PREFIX }]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(doc.components.schemas.AjaxResult.properties).toHaveProperty('code');
    expect(doc.components.schemas.TableDataInfo.properties).toHaveProperty('rows');
    for (const ops of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(ops)) {
        expect(METHODS).toContain(method);
        expect(op.responses['200']).toBeDefined();
        expect(op.tags).toHaveLength(1);
      }
    }
    // operation ids are unique
    const ids = Object.values(doc.paths as Record<string, Record<string, Json>>).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists known endpoints with their permissions, request schemas and responses', async () => {
    const doc = (await get(t, '/tool/swagger/openapi.json', { token: admin })).body;
    const userList = doc.paths['/system/user/list'].get;
    expect(userList['x-permission']).toBe('system:user:list');
    expect(userList.tags).toEqual(['system/user']);
    expect(userList.parameters.map((p: Json) => p.name)).toEqual(expect.arrayContaining(['userName', 'pageNum', 'pageSize']));
    expect(userList.responses['200'].content['application/json'].schema.allOf[0]).toEqual({ $ref: '#/components/schemas/TableDataInfo' });
    expect(doc.paths['/monitor/job/run'].put['x-permission']).toBe('monitor:job:changeStatus');
    const noticeAdd = doc.paths['/system/notice'].post;
    expect(noticeAdd['x-permission']).toBe('system:notice:add');
    expect(noticeAdd.requestBody.content['application/json'].schema.properties).toHaveProperty('noticeTitle');
    expect(doc.paths['/system/notice'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('noticeId');
    expect(doc.paths['/system/notice/{ids}'].delete['x-permission']).toBe('system:notice:remove');
    expect(doc.paths['/system/config/export'].post.responses['200'].content).toHaveProperty(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    // anonymous routes say so and need no bearer token
    expect(doc.paths['/captchaImage'].get).toMatchObject({ 'x-auth': 'none', security: [] });
    expect(doc.paths['/tool/swagger/openapi.json'].get['x-permission']).toBe('tool:swagger:list');
  });

  it('every kit entity body and list query converted to JSON Schema (none fell back to an empty schema)', async () => {
    const doc = (await get(t, '/tool/swagger/openapi.json', { token: admin })).body;
    const ops = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, o]) => Object.entries(o).map(([m, op]) => ({ at: `${m} ${path}`, op })));
    const bodies = ops.filter(({ op }) => op.requestBody);
    expect(bodies.length).toBeGreaterThan(30);
    for (const { at, op } of bodies) expect(Object.keys(op.requestBody.content['application/json'].schema.properties ?? {}).length, at).toBeGreaterThan(0);
    const lists = ops.filter(({ at }) => at.startsWith('get ') && at.endsWith('/list') && at !== 'get /system/user/list');
    expect(lists.filter(({ op }) => op.parameters?.some((p: Json) => p.name === 'pageNum')).length).toBeGreaterThan(20);
  });

  it('documents every route the server registered under the API prefix, and nothing else', async () => {
    const doc = (await get(t, '/tool/swagger/openapi.json', { token: admin })).body;
    const server = registeredRoutes();
    expect(server.length).toBeGreaterThan(100);
    // the printed tree shows wildcard routes without their parent segments: those are checked by hasRoute below
    const plain = (routes: string[]) => routes.filter((r) => !r.includes('*')).sort();
    expect(plain(documented(doc).map(shape))).toEqual(plain(server));
    expect(documented(doc).filter((r) => r.includes('*'))).toEqual(expect.arrayContaining(['DELETE /monitor/cache/clearCacheKey/*']));
    for (const route of documented(doc)) {
      const [method, url] = route.split(' ');
      expect(t.app.hasRoute({ method, url: API_PREFIX + url }), route).toBe(true);
    }
  });

  it('RuoYi /v3/api-docs gives the same document', async () => {
    const a = (await get(t, '/tool/swagger/openapi.json', { token: admin })).body;
    const b = (await get(t, '/v3/api-docs', { token: admin })).body;
    expect(b).toEqual(a);
  });

  it.each(['/tool/swagger/openapi.json', '/v3/api-docs'])('%s: admin and the page role pass, a role without the page 403, anonymous 401', async (path) => {
    expect((await get(t, path, { token: admin })).body.openapi).toBeDefined();
    expect((await get(t, path, { token: viewer })).body.openapi).toBeDefined();
    expect((await get(t, path, { token: noMenu })).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });
    expect((await get(t, path)).body.code).toBe(401);
  });
});
