import { z } from 'zod';
import type { AnyEntityDef } from '../../../../../src/shared/contract/kit/index';
import * as entities from '../../../../../src/shared/contract/entities/index';
import type { RouteEntry } from '../../../plugins/route-registry';
import type { GuardInfo } from '../../../plugins/permissions';

/**
 * The OpenAPI 3 document of the API: every route the server registered (plugins/route-registry.ts) with its
 * method, path, authentication and permission (`x-permission`), the module kit's request schemas from the
 * entity definitions (zod → JSON Schema), and RuoYi's envelopes (AjaxResult, TableDataInfo) as responses.
 */
type Json = Record<string, unknown>;

interface KnownSchemas {
  tag: string;
  query?: z.ZodType;
  body?: z.ZodType;
  row?: z.ZodType;
  response: 'ajax' | 'table' | 'row' | 'file';
}

const isEntity = (v: unknown): v is AnyEntityDef =>
  typeof v === 'object' && v !== null && 'basePath' in v && 'perms' in v && 'listQuery' in v && 'updateBody' in v;

/** "GET /system/notice/list" → the schemas the kit's route for it parses. */
function kitSchemas(): Map<string, KnownSchemas> {
  const out = new Map<string, KnownSchemas>();
  for (const def of (Object.values(entities) as unknown[]).filter(isEntity)) {
    const b = def.basePath;
    const tag = def.title;
    const idKey = String(def.idKey);
    out.set(`GET ${b}/list`, { tag, query: def.listQuery, row: def.row, response: 'table' });
    out.set(`GET ${b}/:id`, { tag, row: def.row, response: 'row' });
    out.set(`GET ${b}/:${idKey}`, { tag, row: def.row, response: 'row' });
    out.set(`POST ${b}`, { tag, body: def.body, response: 'ajax' });
    out.set(`PUT ${b}`, { tag, body: def.updateBody, response: 'ajax' });
    out.set(`POST ${b}/export`, { tag, query: def.exportQuery, response: 'file' });
  }
  return out;
}

/** A zod schema as OpenAPI 3.0 JSON Schema (what the client sends: io 'input'); {} when it cannot be shown. */
export function jsonSchemaOf(schema: z.ZodType): Json {
  try {
    const s = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json;
    delete s.$schema;
    return s;
  } catch {
    return {};
  }
}

/** `/system/user/:userId` → `/system/user/{userId}` and its path parameter names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const p = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: p.replace(/\*$/, '{wildcard}'), params: path.endsWith('*') ? [...params, 'wildcard'] : params };
}

/** The module tag of a path: its first two segments (`/monitor/job/run` → `monitor/job`). */
export function pathTag(path: string): string {
  return path.split('/').filter(Boolean).filter((s) => !s.startsWith(':') && s !== '*').slice(0, 2).join('/') || '/';
}

export function permissionText(guards: readonly GuardInfo[]): string | undefined {
  if (guards.length === 0) return undefined;
  return guards.map((g) => (g.kind === 'role' || g.kind === 'anyRole' ? `role:${g.values.join('|')}` : g.values.join('|'))).join(' & ');
}

const ENVELOPES: Json = {
  AjaxResult: {
    type: 'object',
    description: 'RuoYi AjaxResult: code 200 success, 401 not logged in, 403 forbidden, 500 error',
    properties: { code: { type: 'integer', example: 200 }, msg: { type: 'string', example: '操作成功' }, data: {} },
    required: ['code', 'msg'],
  },
  TableDataInfo: {
    type: 'object',
    description: 'RuoYi TableDataInfo: one page of rows and the total',
    properties: {
      code: { type: 'integer', example: 200 },
      msg: { type: 'string', example: '查询成功' },
      rows: { type: 'array', items: {} },
      total: { type: 'integer' },
    },
    required: ['code', 'msg', 'rows', 'total'],
  },
};

function responseOf(known: KnownSchemas | undefined): Json {
  const json = (schema: Json) => ({ description: 'OK', content: { 'application/json': { schema } } });
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  if (known?.response === 'file') {
    return { description: 'xlsx file', content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } } } };
  }
  if (known?.response === 'table' && known.row) {
    return json({ allOf: [ref('TableDataInfo'), { type: 'object', properties: { rows: { type: 'array', items: jsonSchemaOf(known.row) } } }] });
  }
  if (known?.response === 'row' && known.row) {
    return json({ allOf: [ref('AjaxResult'), { type: 'object', properties: { data: jsonSchemaOf(known.row) } }] });
  }
  return json(ref('AjaxResult'));
}

/** The query parameters of a JSON Schema object (one per property). */
function queryParams(schema: Json): Json[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

export function buildOpenApi(routes: readonly RouteEntry[], prefix: string): Json {
  const known = kitSchemas();
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Map<string, string>();
  for (const r of [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))) {
    if (r.url !== prefix && !r.url.startsWith(`${prefix}/`)) continue;
    const local = r.url.slice(prefix.length) || '/';
    const method = r.method.toLowerCase();
    const k = known.get(`${r.method} ${local}`);
    const tag = pathTag(local);
    if (k && !tags.has(tag)) tags.set(tag, k.tag);
    if (!tags.has(tag)) tags.set(tag, '');
    const { path, params } = openApiPath(local);
    const permission = permissionText(r.guards);
    const op: Json = {
      tags: [tag],
      operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      summary: r.logTitle ?? k?.tag ?? '',
      'x-auth': r.auth,
      responses: { '200': responseOf(k) },
    };
    if (permission) op['x-permission'] = permission;
    if (r.auth === 'none') op.security = [];
    const parameters: Json[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    if (k?.query) parameters.push(...queryParams(jsonSchemaOf(k.query)));
    if (parameters.length) op.parameters = parameters;
    if (k?.body && method !== 'get') op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(k.body) } } };
    (paths[path] ??= {})[method] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: '深度择校 API', version: '1.0.0', description: 'RuoYi-compatible admin and portal API. x-permission: the guard of each call.' },
    servers: [{ url: prefix }],
    tags: [...tags].sort(([a], [b]) => a.localeCompare(b)).map(([name, description]) => (description ? { name, description } : { name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: ENVELOPES,
    },
    security: [{ bearerAuth: [] }],
  };
}
