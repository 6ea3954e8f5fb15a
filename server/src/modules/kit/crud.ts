import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Expression, type Kysely, sql, type SqlBool, type Transaction } from 'kysely';
import type { AnyEntityDef, BodyOf, RowOf } from '../../../../src/shared/contract/kit/index';
import { isUniqueViolation } from '../../db/errors';
import type { Db } from '../../db/index';
import { ServiceError, success, successData, tableData, toAjax } from '../../lib/result';
import { nowText } from '../../lib/time';
import { BusinessType, type BusinessTypeValue } from '../../plugins/oper-log';
import { requirePermi } from '../../plugins/permissions';
import { buildXlsx, converter, sendXlsx } from '../common/excel';
import { dateRangeFilters, likeFilter, type OrderBy, type PageParams, paginate, resolveOrder } from '../common/list-query';
import { exportFileName, exportInput } from '../system/shared';

/**
 * The server half of the module kit: from an entity definition (src/shared/contract/kit), a table and a few
 * hooks, the RuoYi CRUD calls — list (filters, date range, paging, whitelisted sort), get, add, edit, delete
 * many, xlsx export — behind `<permPrefix>:<action>`, with the operation log. `crudService` gives the same
 * queries to an entity's own routes (e.g. dict's `type/{dictType}`).
 */

/** A table row as the driver returns it (snake_case columns). */
export type DbRow = Record<string, unknown>;
/** The database seen without its table types: the kit names tables and columns from the definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables and columns come from the definition at run time
export type LooseDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseTrx = Transaction<any>;
/** The database or a transaction seen without table types (hooks over tables the schema does not know, e.g. generated ones). */
export const looseDb = (db: Db | LooseTrx): LooseDb => db as unknown as LooseDb;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SelectQuery = any;
type ScopeFn = (q: SelectQuery) => SelectQuery;

export type WriteMode = 'add' | 'edit';

/** A list call's parsed query: the filters with paging and sorting. */
export type ListQuery = Record<string, unknown> & PageParams;

export interface WriteContext {
  db: Db;
  /** the user name of the caller (audit columns) */
  by: string;
  request?: FastifyRequest;
}

export interface CrudHooks<D extends AnyEntityDef> {
  /** the API row of a table row (default: each row field from its snake_case column) */
  toRow?(r: DbRow): RowOf<D>;
  /**
   * checks before an add or an edit (uniqueness, references): throw a ServiceError to refuse; may resolve columns
   * the server derives (e.g. a dept's ancestors), written with the body's
   */
  validate?(ctx: WriteContext, input: BodyOf<D>, mode: WriteMode, id?: number): Promise<void | DbRow>;
  /** the message when the database's unique index refuses a write that `validate` let through (a race) */
  uniqueMessage?(input: BodyOf<D>, mode: WriteMode): string;
  /** the columns written for the body (default: each body field to its snake_case column) */
  columns?(input: BodyOf<D>, mode: WriteMode): DbRow;
  /** inside the add's transaction, after the row is inserted (e.g. the rows of a join table) */
  afterInsert?(trx: LooseTrx, id: number, input: BodyOf<D>, by: string): Promise<void>;
  /** inside the edit's transaction, before the row is updated (e.g. move children along with a renamed key) */
  beforeUpdate?(trx: LooseTrx, before: DbRow, input: BodyOf<D>, by: string, values: DbRow): Promise<void>;
  /** inside the edit's transaction, after the row `id` is updated (e.g. replace a master's sub rows); not called when no row changed */
  afterUpdate?(trx: LooseTrx, id: number, input: BodyOf<D>, by: string): Promise<void>;
  /** inside the delete's transaction with the rows about to go: throw a ServiceError to refuse them all */
  beforeRemove?(trx: LooseTrx, rows: DbRow[], ctx: WriteContext): Promise<void>;
  /** narrows every read and write by id to what the caller may see (data scope); undefined = everything */
  scope?(request: FastifyRequest | undefined): Promise<ScopeFn | undefined> | ScopeFn | undefined;
  /**
   * the refusal when a row exists but lies outside the caller's scope (RuoYi: 没有权限访问用户数据！); without it such a
   * row reads as missing
   */
  scopeDenied?: string;
  /** narrows the list and the export by filters the definition marks `custom` (e.g. a dept and its subtree) */
  filter?(q: SelectQuery, filter: Record<string, unknown>): SelectQuery;
  /** completes the API rows of a page, an export or a get (e.g. each user's dept), in one query for all */
  enrich?(db: Db, rows: RowOf<D>[]): Promise<RowOf<D>[]>;
  /** completes the one row of a get only, after `enrich` (e.g. a master's sub rows, which the list leaves out) */
  detail?(db: Db, row: RowOf<D>): Promise<RowOf<D>>;
  /** after any successful write (cache invalidation) */
  afterWrite?(db: Db): void;
}

export interface CrudOptions<D extends AnyEntityDef> {
  table: string;
  /** row field → column where it is not the snake_case of the field */
  columns?: Partial<Record<keyof RowOf<D> & string, string>>;
  hooks?: CrudHooks<D>;
  /** body fields that are no column of the table (the hooks write them elsewhere, e.g. a master's sub rows) */
  bodyOnly?: readonly (keyof BodyOf<D> & string)[];
  /** rows are never deleted: delete sets `column` to `deleted`, and only rows with `live` exist for every call */
  softDelete?: { column: string; live: string; deleted: string };
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The queries of one entity, shared by its generated routes and its own. */
export function crudService<D extends AnyEntityDef>(def: D, opts: CrudOptions<D>) {
  const hooks = opts.hooks ?? {};
  const rowKeys = Object.keys(def.row.shape as object);
  const bodyKeys = Object.keys(def.body.shape as object).filter((k) => !(opts.bodyOnly as readonly string[] | undefined)?.includes(k));
  const columnOf = (key: string): string => (opts.columns as Record<string, string> | undefined)?.[key] ?? snake(key);
  const idColumn = columnOf(def.idKey);
  const filterOps = (def.filterOps ?? {}) as Record<string, 'eq' | 'like' | 'custom' | undefined>;
  const soft = opts.softDelete;
  /** the table's live rows (all of them without soft delete) */
  const live = (q: SelectQuery): SelectQuery => (soft ? q.where(soft.column, '=', soft.live) : q);
  const enrich = async (db: Db, rows: RowOf<D>[]) => (hooks.enrich && rows.length ? hooks.enrich(db, rows) : rows);
  const filterKeys = Object.keys(def.filter.shape as object);
  const sortWhitelist = Object.fromEntries(def.sortable.map((k: string) => [k, columnOf(k)]));
  const defaultOrder: OrderBy = { column: columnOf(def.defaultSort.key), direction: def.defaultSort.direction };
  const audited = rowKeys.includes('createBy');

  const toRow = hooks.toRow ?? ((r: DbRow) => Object.fromEntries(rowKeys.map((k) => [k, r[columnOf(k)] ?? null])) as RowOf<D>);

  const loose = looseDb;

  async function filtered(db: Db, filter: Record<string, unknown>, request?: FastifyRequest) {
    let q: SelectQuery = live(loose(db).selectFrom(opts.table));
    for (const key of filterKeys) {
      const value = filter[key];
      if (value === undefined || value === null || value === '' || filterOps[key] === 'custom') continue;
      q = filterOps[key] === 'like' ? q.where(likeFilter(columnOf(key), String(value))) : q.where(columnOf(key), '=', value);
    }
    if (hooks.filter) q = hooks.filter(q, filter);
    if (def.dateRange) {
      for (const e of dateRangeFilters(columnOf(def.dateRange), filter.params as { beginTime?: string; endTime?: string } | undefined)) {
        q = q.where(e as Expression<SqlBool>);
      }
    }
    const scope = await hooks.scope?.(request);
    return scope ? scope(q) : q;
  }

  function ordered(q: SelectQuery, order: OrderBy) {
    q = q.selectAll().orderBy(order.column, order.direction);
    return order.column === idColumn ? q : q.orderBy(idColumn);
  }

  async function byId(db: Db | LooseTrx, id: number, request?: FastifyRequest) {
    const q = live(loose(db).selectFrom(opts.table).where(idColumn, '=', id));
    const scope = await hooks.scope?.(request);
    return scope ? scope(q) : q;
  }

  /** Refuses ids that exist but lie outside the caller's scope (when the entity names a refusal). */
  async function denyOutOfScope(db: Db | LooseTrx, ids: number[], request?: FastifyRequest): Promise<void> {
    if (!hooks.scopeDenied || !hooks.scope || ids.length === 0) return;
    const scope = await hooks.scope(request);
    if (!scope) return;
    const seen = (await scope(live(loose(db).selectFrom(opts.table).select(idColumn).where(idColumn, 'in', ids))).execute()) as DbRow[];
    const all = (await live(loose(db).selectFrom(opts.table).select(idColumn).where(idColumn, 'in', ids)).execute()) as DbRow[];
    if (seen.length < all.length) throw new ServiceError(hooks.scopeDenied);
  }

  function writeColumns(input: BodyOf<D>, mode: WriteMode): DbRow {
    if (hooks.columns) return hooks.columns(input, mode);
    const values = input as Record<string, unknown>;
    return Object.fromEntries(bodyKeys.filter((k) => k in values).map((k) => [columnOf(k), values[k]]));
  }

  async function guardUnique<T>(input: BodyOf<D>, mode: WriteMode, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (hooks.uniqueMessage && isUniqueViolation(err)) throw new ServiceError(hooks.uniqueMessage(input, mode));
      throw err;
    }
  }

  return {
    table: opts.table,
    idColumn,
    columnOf,
    toRow,

    /** A page of rows (filters, date range, whitelisted sort; an out-of-range page clamps to the last). */
    async list(db: Db, query: ListQuery, request?: FastifyRequest): Promise<{ rows: RowOf<D>[]; total: number }> {
      const order = resolveOrder(query, sortWhitelist, defaultOrder);
      return paginate(
        query,
        async () => Number((await (await filtered(db, query, request)).select(sql`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
        async (limit, offset) =>
          enrich(db, ((await ordered(await filtered(db, query, request), order).limit(limit).offset(offset).execute()) as DbRow[]).map(toRow)),
      );
    },

    /** Every matching row in the default order (the export ignores paging, as RuoYi's does). */
    async all(db: Db, filter: Record<string, unknown>, request?: FastifyRequest): Promise<RowOf<D>[]> {
      return enrich(db, ((await ordered(await filtered(db, filter, request), defaultOrder).execute()) as DbRow[]).map(toRow));
    },

    denyOutOfScope,
    /** the caller's scope as a query narrowing (undefined: everything), for an entity's own reads */
    scopeOf: async (request?: FastifyRequest): Promise<ScopeFn | undefined> => hooks.scope?.(request),

    async get(db: Db, id: number, request?: FastifyRequest): Promise<RowOf<D> | null> {
      await denyOutOfScope(db, [id], request);
      const r = (await (await byId(db, id, request)).selectAll().executeTakeFirst()) as DbRow | undefined;
      if (!r) return null;
      const row = (await enrich(db, [toRow(r)]))[0]!;
      return hooks.detail ? hooks.detail(db, row) : row;
    },

    /** Inserts a row; resolves the new id. */
    async insert(ctx: WriteContext, input: BodyOf<D>): Promise<number> {
      const derived = (await hooks.validate?.(ctx, input, 'add')) ?? {};
      const values: DbRow = { ...writeColumns(input, 'add'), ...derived, ...(audited ? { create_by: ctx.by, create_time: nowText() } : {}) };
      const id = await guardUnique(input, 'add', () =>
        ctx.db.transaction().execute(async (trx) => {
          const r = (await loose(trx).insertInto(opts.table).values(values).returning(idColumn).executeTakeFirstOrThrow()) as DbRow;
          await hooks.afterInsert?.(trx as LooseTrx, Number(r[idColumn]), input, ctx.by);
          return Number(r[idColumn]);
        }));
      hooks.afterWrite?.(ctx.db);
      return id;
    },

    /** Updates the row `id` (within the caller's scope); resolves the rows changed (0: none such). */
    async update(ctx: WriteContext, id: number, input: BodyOf<D>): Promise<number> {
      await denyOutOfScope(ctx.db, [id], ctx.request);
      const before = (await (await byId(ctx.db, id, ctx.request)).selectAll().executeTakeFirst()) as DbRow | undefined;
      if (!before) return 0;
      const derived = (await hooks.validate?.(ctx, input, 'edit', id)) ?? {};
      const values: DbRow = { ...writeColumns(input, 'edit'), ...derived, ...(audited ? { update_by: ctx.by, update_time: nowText() } : {}) };
      const n = await guardUnique(input, 'edit', () =>
        ctx.db.transaction().execute(async (trx) => {
          await hooks.beforeUpdate?.(trx as LooseTrx, before, input, ctx.by, values);
          const r = await loose(trx).updateTable(opts.table).set(values).where(idColumn, '=', id).executeTakeFirst();
          const changed = Number(r.numUpdatedRows);
          if (changed > 0) await hooks.afterUpdate?.(trx as LooseTrx, id, input, ctx.by);
          return changed;
        }));
      hooks.afterWrite?.(ctx.db);
      return n;
    },

    /** Deletes the rows (those within the caller's scope); `beforeRemove` may refuse them all. */
    async remove(ctx: WriteContext, ids: number[]): Promise<number> {
      await denyOutOfScope(ctx.db, ids, ctx.request);
      const scope = await hooks.scope?.(ctx.request);
      const n = await ctx.db.transaction().execute(async (trx) => {
        let q: SelectQuery = live(loose(trx).selectFrom(opts.table).selectAll().where(idColumn, 'in', ids).orderBy(idColumn));
        if (scope) q = scope(q);
        const rows = (await q.execute()) as DbRow[];
        await hooks.beforeRemove?.(trx as LooseTrx, rows, ctx);
        if (rows.length === 0) return 0;
        const doomed = rows.map((x) => x[idColumn]);
        if (soft) {
          const r = await loose(trx).updateTable(opts.table).set({ [soft.column]: soft.deleted }).where(idColumn, 'in', doomed).executeTakeFirst();
          return Number(r.numUpdatedRows);
        }
        const r = await loose(trx).deleteFrom(opts.table).where(idColumn, 'in', doomed).executeTakeFirst();
        return Number(r.numDeletedRows);
      });
      hooks.afterWrite?.(ctx.db);
      return n;
    },
  };
}

export type CrudService<D extends AnyEntityDef> = ReturnType<typeof crudService<D>>;

/** RuoYi @Log for a kit route. */
const log = (title: string, businessType: BusinessTypeValue, saveResponse = true) => ({ operLog: { title, businessType, saveResponse } });

/**
 * Registers the entity's calls on `app` (only those in `def.actions`):
 * GET <base>/list, GET <base>/:id, POST <base>, PUT <base>, DELETE <base>/:ids, POST <base>/export.
 */
export function registerCrud<D extends AnyEntityDef>(
  app: FastifyInstance,
  def: D,
  service: CrudService<D>,
  /** calls the entity answers with its own route (e.g. a user's GET with its roles and posts) */
  except: readonly string[] = [],
): void {
  const has = (a: string) => (def.actions as readonly string[]).includes(a) && !except.includes(a);
  const ctxOf = (request: FastifyRequest): WriteContext => ({ db: app.db, by: request.loginUser!.userName, request });

  if (has('list')) {
    app.get(`${def.basePath}/list`, { preHandler: requirePermi(def.perms.list) }, async (request) => {
      const q = def.listQuery.parse(request.query) as ListQuery;
      const { rows, total } = await service.list(app.db, q, request);
      return tableData(rows, total);
    });
  }
  if (has('query')) {
    app.get(`${def.basePath}/:id`, { preHandler: requirePermi(def.perms.query) }, async (request) => {
      const id = def.idParam.parse((request.params as { id: unknown }).id);
      return successData(await service.get(app.db, id, request));
    });
  }
  if (has('add')) {
    app.post(def.basePath, { preHandler: requirePermi(def.perms.add), config: log(def.title, BusinessType.INSERT) }, async (request) => {
      const input = def.body.parse(request.body) as BodyOf<D>;
      return toAjax(await service.insert(ctxOf(request), input) > 0 ? 1 : 0);
    });
  }
  if (has('edit')) {
    app.put(def.basePath, { preHandler: requirePermi(def.perms.edit), config: log(def.title, BusinessType.UPDATE) }, async (request) => {
      const { [def.idKey]: id, ...input } = def.updateBody.parse(request.body) as Record<string, unknown>;
      return toAjax(await service.update(ctxOf(request), id as number, input as BodyOf<D>));
    });
  }
  if (has('remove')) {
    app.delete(`${def.basePath}/:ids`, { preHandler: requirePermi(def.perms.remove), config: log(def.title, BusinessType.DELETE) }, async (request) => {
      const ids = def.idsParam.parse((request.params as { ids: unknown }).ids);
      await service.remove(ctxOf(request), ids);
      return success();
    });
  }
  if (has('export')) {
    const columns = def.exportColumns.map((c: { key: string; header: string; width?: number; convert?: string }) => {
      const convert = c.convert ? converter(c.convert) : undefined;
      return {
        header: c.header,
        width: c.width,
        value: (r: Record<string, unknown>) => {
          const v = r[c.key] as string | number | null | undefined;
          return convert ? convert(v === null || v === undefined ? v : String(v)) : v;
        },
      };
    });
    app.post(`${def.basePath}/export`, {
      preHandler: requirePermi(def.perms.export),
      config: log(def.title, BusinessType.EXPORT, false),
    }, async (request, reply) => {
      const filter = def.exportQuery.parse(exportInput(request)) as Record<string, unknown>;
      const rows = await service.all(app.db, filter, request);
      const data = await buildXlsx(def.sheetName, columns, rows as Record<string, unknown>[]);
      return sendXlsx(reply, data, exportFileName(def.name, nowText()));
    });
  }
}

/** A routes plugin for an entity with nothing of its own beyond the hooks. */
export function crudRoutes<D extends AnyEntityDef>(def: D, opts: CrudOptions<D>): FastifyPluginAsync {
  return async (app) => registerCrud(app, def, crudService(def, opts));
}
