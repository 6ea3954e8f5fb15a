import { z } from 'zod';
import { dateRangeSchema, idListSchema, idSchema, pageFields } from './fields';

/**
 * The module kit's one definition per admin entity. Everything else derives from it: the server's routes
 * (`server/src/modules/kit/crud.ts`), the typed calls (`src/shared/api/crud.ts`), the MSW handlers
 * (`mocks/crud.ts`), the admin form rules (`src/admin/components/ListPage/zodRules.ts`) and the seeded button
 * permissions (`server/src/db/seed/menus.ts`).
 */

/** The calls of a CRUD entity, each behind `<permPrefix>:<action>`. */
export const CRUD_ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** How a list filter matches: equal, case-insensitive "contains" (wildcards taken literally), or by the entity's own filter hook. */
export type FilterOp = 'eq' | 'like' | 'custom';

/** One xlsx column of the export (RuoYi's @Excel): a row field, its header, and readConverterExp ('0=正常,1=停用'). */
export interface ExportColumn<Row> {
  key: keyof Row & string;
  header: string;
  /** characters (default 16) */
  width?: number;
  convert?: string;
}

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface EntityConfig<R extends AnyObject, F extends AnyObject, B extends AnyObject, K extends string> {
  /** export file prefix (`<name>_<yyyyMMddHHmmss>.xlsx`) and the mocks' key */
  name: string;
  /** '/system/config': list at `<base>/list`, one row at `<base>/<id>`, POST/PUT `<base>`, DELETE `<base>/<ids>` */
  basePath: string;
  /** the primary key field of the row (a positive integer) */
  idKey: K & keyof z.output<R>;
  /** '参数主键': names the id in messages (参数主键不能为空) */
  idLabel: string;
  /** 'system:config' → system:config:list … :export */
  permPrefix: string;
  /** the operation log's title (RuoYi @Log title) */
  title: string;
  /** the button rows' names: 参数查询 … 参数导出 / Query parameters … */
  noun: { zh: string; en: string };
  /** the calls it has (default all of CRUD_ACTIONS) */
  actions?: readonly CrudAction[];
  /** the entity's own buttons beyond CRUD: action → [zh name, en name], e.g. resetPwd → ['重置密码', 'Reset password'] */
  extraButtons?: Record<string, [string, string]>;
  /** the row as the API returns it */
  row: R;
  /** the list filters (without paging; `params` is added when `dateRange` is set) */
  filter: F;
  /** how each filter matches (default 'eq') */
  filterOps?: { [P in keyof z.output<F>]?: FilterOp };
  /** the row field that `params[beginTime]` / `params[endTime]` narrow, as inclusive days */
  dateRange?: keyof z.output<R> & string;
  /** the add body; the edit body is this plus the id */
  body: B;
  /** the fields a list may be sorted by (`orderByColumn`); anything else is refused */
  sortable: readonly (keyof z.output<R> & string)[];
  defaultSort: { key: keyof z.output<R> & string; direction: 'asc' | 'desc' };
  /** the export's sheet and columns */
  sheetName: string;
  exportColumns: readonly ExportColumn<z.output<R>>[];
  /** row fields shown through a dict (field → dict type) */
  dictFields?: { [P in keyof z.output<R>]?: string };
}

export interface EntityDef<R extends AnyObject, F extends AnyObject, B extends AnyObject, K extends string>
  extends EntityConfig<R, F, B, K> {
  actions: readonly CrudAction[];
  /** the permission of each call, and of the entity's own buttons (`extraPerms`) */
  perms: Record<CrudAction, string> & Record<string, string>;
  /** the list call's query: filters, `params` (with a date range), paging and sorting */
  listQuery: z.ZodType<ListQueryOut<F>>;
  /** the export's filters (no paging) */
  exportQuery: z.ZodType<FilterOut<F>>;
  /** the edit body: the add body and the id */
  updateBody: z.ZodType<z.output<B> & { [P in K]: number }>;
  idParam: z.ZodType<number>;
  idsParam: z.ZodType<number[]>;
}

type FilterOut<F extends AnyObject> = z.output<F> & { params?: { beginTime?: string; endTime?: string } };
type ListQueryOut<F extends AnyObject> = FilterOut<F> & {
  pageNum: number;
  pageSize: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a definition of any entity (its own types vary)
export type AnyEntityDef = EntityDef<any, any, any, string>;
export type RowOf<D extends AnyEntityDef> = z.output<D['row']>;
export type BodyOf<D extends AnyEntityDef> = z.output<D['body']>;
/** The add/edit form as the client sends it: every field optional (the server applies the defaults). */
export type FormOf<D extends AnyEntityDef> = { [P in keyof BodyOf<D>]?: BodyOf<D>[P] | null } & { [P in D['idKey']]?: number };
/** The list call's query as the client sends it. */
export type QueryOf<D extends AnyEntityDef> = { [P in keyof z.output<D['filter']>]?: z.output<D['filter']>[P] | '' } & {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
  params?: Record<string, unknown>;
};

export function defineEntity<R extends AnyObject, F extends AnyObject, B extends AnyObject, K extends string>(
  config: EntityConfig<R, F, B, K>,
): EntityDef<R, F, B, K> {
  const actions = config.actions ?? CRUD_ACTIONS;
  const perms = Object.fromEntries([...CRUD_ACTIONS, ...Object.keys(config.extraButtons ?? {})].map((a) => [a, `${config.permPrefix}:${a}`])) as
    Record<CrudAction, string> & Record<string, string>;
  const filter = config.dateRange ? config.filter.extend({ params: dateRangeSchema }) : config.filter;
  const idParam = idSchema(config.idLabel);
  return {
    ...config,
    actions,
    perms,
    listQuery: filter.extend(pageFields) as unknown as z.ZodType<ListQueryOut<F>>,
    exportQuery: filter as unknown as z.ZodType<FilterOut<F>>,
    updateBody: config.body.extend({ [config.idKey]: idParam }) as unknown as z.ZodType<z.output<B> & { [P in K]: number }>,
    idParam,
    idsParam: idListSchema,
  };
}

/** Whether the entity has `action` (a page offers only the buttons whose calls exist). */
export function hasAction(def: AnyEntityDef, action: CrudAction): boolean {
  return def.actions.includes(action);
}

/**
 * The values a new row starts with: each body field's default (what the server stores when the field is absent).
 * The add dialog opens with these, so the client and the server cannot disagree about a default.
 */
export function bodyDefaults<D extends AnyEntityDef>(def: D): Partial<BodyOf<D>> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.body.shape as z.ZodRawShape)) {
    const r = (field as z.ZodType).safeParse(undefined);
    if (r.success && r.data !== undefined && r.data !== null) out[key] = r.data;
  }
  return out as Partial<BodyOf<D>>;
}

/** The seeded button rows of an entity's page: `[zh name, en name, action]` for each call but `list`. */
export function entityButtons(def: AnyEntityDef): [string, string, string][] {
  const names: Record<Exclude<CrudAction, 'list'>, [string, string]> = {
    query: ['查询', 'View'], add: ['新增', 'Add'], edit: ['修改', 'Edit'], remove: ['删除', 'Delete'], export: ['导出', 'Export'],
  };
  const crud = def.actions
    .filter((a): a is Exclude<CrudAction, 'list'> => a !== 'list')
    .map((a): [string, string, string] => [`${def.noun.zh}${names[a][0]}`, `${names[a][1]} ${def.noun.en}`, a]);
  const own = Object.entries(def.extraButtons ?? {}).map(([a, [zh, en]]): [string, string, string] => [zh, en, a]);
  return [...crud, ...own];
}
