/**
 * The mocks' half of the module kit: MSW handlers for an entity's CRUD calls, from its definition, answering
 * like our server (envelopes with HTTP 200, the body's own zod messages as '<field>: <message>', LIKE / equal
 * filters, inclusive creation days, the default order, paging with rows/total, an xlsx-typed export). State
 * lives in memory per mock; hooks add an entity's own refusals (e.g. built-in rows).
 *
 *   const configs = crudMock(configEntity, [row1, row2]);
 *   server.use(...configs.handlers);        // then configs.rows() is what the "server" holds
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AnyEntityDef, RowOf } from '@shared/contract/kit';
import { api, fail, ok, unauthorized } from './handlers';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MOCK_NOW = '2026-02-01 10:00:00';

export interface CrudMockHooks<Row> {
  /** the entity's `custom` filters (e.g. a dept and its subtree): whether `row` passes the query */
  filter?(row: Row, query: Record<string, unknown>): boolean;
  /** refuse an add or edit with a message (e.g. a taken key); `id` is set on edit */
  refuseSave?(row: Row, rows: readonly Row[], id?: number): string | undefined;
  /** refuse a delete of these rows with a message (nothing is deleted) */
  refuseRemove?(targets: readonly Row[], rows: readonly Row[]): string | undefined;
  /** what an add answers besides `code` and `msg` (as the server does, e.g. a count in `data`); the row may be filled in */
  added?(row: Row): object;
}

export interface CrudMock<D extends AnyEntityDef> {
  handlers: HttpHandler[];
  /** the rows the mock holds now */
  rows(): RowOf<D>[];
}

function bearer(request: Request): boolean {
  return (request.headers.get('Authorization') ?? '').startsWith('Bearer ');
}

/** The query string as the server's parser sees it: `params[beginTime]` nested under `params`. */
function queryOf(request: Request): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const params: Record<string, string> = {};
  for (const [k, v] of new URL(request.url).searchParams) {
    const m = /^params\[(\w+)\]$/.exec(k);
    if (m) params[m[1]] = v;
    else out[k] = v;
  }
  if (Object.keys(params).length) out.params = params;
  return out;
}

function zodFailure(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  return fail(500, field ? `${field}: ${issue.message}` : (issue?.message ?? '参数校验失败'));
}

export function crudMock<D extends AnyEntityDef>(def: D, initial: readonly RowOf<D>[], hooks: CrudMockHooks<RowOf<D>> = {}): CrudMock<D> {
  type Row = RowOf<D>;
  const key = def.idKey as string;
  let rows: Row[] = initial.map((r) => ({ ...r }));
  let seq = Math.max(0, ...rows.map((r) => Number((r as Record<string, unknown>)[key])));
  const base = def.basePath;
  const idOf = (r: Row) => Number((r as Record<string, unknown>)[key]);
  const ops = (def.filterOps ?? {}) as Record<string, string>;

  function matches(r: Row, q: Record<string, unknown>): boolean {
    const row = r as Record<string, unknown>;
    for (const f of Object.keys(def.filter.shape as object)) {
      const want = q[f];
      if (want === undefined || want === '' || ops[f] === 'custom') continue;
      const have = String(row[f] ?? '');
      if (ops[f] === 'like' ? !have.toLowerCase().includes(String(want).toLowerCase()) : have !== String(want)) return false;
    }
    const range = q.params as { beginTime?: string; endTime?: string } | undefined;
    if (def.dateRange && range) {
      const day = String(row[def.dateRange] ?? '').slice(0, 10);
      if (range.beginTime && day < range.beginTime) return false;
      if (range.endTime && day > range.endTime) return false;
    }
    return hooks.filter ? hooks.filter(r, q) : true;
  }

  function sorted(list: Row[]): Row[] {
    const k = def.defaultSort.key as string;
    const dir = def.defaultSort.direction === 'desc' ? -1 : 1;
    return [...list].sort((a, b) => {
      const x = (a as Record<string, unknown>)[k] as string | number;
      const y = (b as Record<string, unknown>)[k] as string | number;
      return (x < y ? -1 : x > y ? 1 : idOf(a) - idOf(b)) * dir;
    });
  }

  const guard = (request: Request, path: string) => (bearer(request) ? null : unauthorized(path));

  const handlers: HttpHandler[] = [
    http.get(api(`${base}/list`), ({ request }) => {
      const denied = guard(request, `${base}/list`);
      if (denied) return denied;
      const q = queryOf(request);
      const all = sorted(rows.filter((r) => matches(r, q)));
      const size = Number(q.pageSize ?? 10);
      const pages = Math.max(1, Math.ceil(all.length / size));
      const pageNum = Math.min(Number(q.pageNum ?? 1), pages);
      return ok({ rows: all.slice((pageNum - 1) * size, pageNum * size), total: all.length });
    }),
    http.post(api(`${base}/export`), ({ request }) =>
      guard(request, `${base}/export`) ?? new HttpResponse(new Blob(['xlsx']), { headers: { 'Content-Type': XLSX_TYPE } })),
    http.get(api(`${base}/:id`), ({ request, params }) => {
      const denied = guard(request, `${base}/${String(params.id)}`);
      if (denied) return denied;
      const row = rows.find((r) => idOf(r) === Number(params.id));
      return row ? ok({ data: row }) : ok();
    }),
    http.post(api(base), async ({ request }) => {
      const denied = guard(request, base);
      if (denied) return denied;
      const parsed = def.body.safeParse(await request.json());
      if (!parsed.success) return zodFailure(parsed.error);
      const row = { ...parsed.data, [key]: ++seq, createBy: 'admin', createTime: MOCK_NOW, updateBy: '', updateTime: null } as Row;
      const refused = hooks.refuseSave?.(row, rows);
      if (refused) return fail(500, refused);
      const extra = hooks.added?.(row);
      rows.push(row);
      return ok(extra);
    }),
    http.put(api(base), async ({ request }) => {
      const denied = guard(request, base);
      if (denied) return denied;
      const parsed = def.updateBody.safeParse(await request.json());
      if (!parsed.success) return zodFailure(parsed.error);
      const id = Number((parsed.data as Record<string, unknown>)[key]);
      const i = rows.findIndex((r) => idOf(r) === id);
      if (i < 0) return fail(500, '操作失败');
      const row = { ...rows[i], ...parsed.data, updateBy: 'admin', updateTime: MOCK_NOW } as Row;
      const refused = hooks.refuseSave?.(row, rows, id);
      if (refused) return fail(500, refused);
      rows[i] = row;
      return ok();
    }),
    http.delete(api(`${base}/:ids`), ({ request, params }) => {
      const denied = guard(request, `${base}/${String(params.ids)}`);
      if (denied) return denied;
      const ids = String(params.ids).split(',').map(Number);
      const targets = rows.filter((r) => ids.includes(idOf(r)));
      const refused = hooks.refuseRemove?.(targets, rows);
      if (refused) return fail(500, refused);
      rows = rows.filter((r) => !targets.includes(r));
      return ok();
    }),
  ];

  return { handlers, rows: () => rows };
}

/**
 * Every entity's list answering "no rows" (`{rows: [], total: 0}`), as the shared MSW server's fallback: a test that
 * opens a page without caring about its rows (the shell's tab tests) needs no handler of its own.
 */
export function emptyListHandlers(defs: readonly AnyEntityDef[]): HttpHandler[] {
  return defs.map((def) =>
    http.get(api(`${def.basePath}/list`), ({ request }) => (bearer(request) ? ok({ rows: [], total: 0 }) : unauthorized(`${def.basePath}/list`))),
  );
}
