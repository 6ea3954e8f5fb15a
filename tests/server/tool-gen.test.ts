import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import type { FastifyPluginAsync } from 'fastify';
import JSZip from 'jszip';
import type { Migration } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { apiModules } from '../../server/src/modules/index';
import { parseCreateTables } from '../../server/src/modules/tool/gen/create-table';
import { zipFiles } from '../../server/src/modules/tool/gen/zip';
import { call, createRole, createTestServer, createUser, get, login, post, setConfig, type Json, type TestServer } from './helpers';

/** The code generator (issue 14): every endpoint's guard, import / edit / preview / zip / sync / createTable, and the generated code compiled and run. */

const ROOT = resolve(__dirname, '../..');
const GEN_MENUS = [3, 116, 1055, 1056, 1057, 1058, 1059, 1060];
const FORBIDDEN = { code: 403, msg: '没有权限，请联系管理员授权' };

let t: TestServer;
let admin: string;
let genUser: string;
let nobody: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  admin = await login(t, 'admin');
  const genRole = await createRole(t, { key: 'gen_all', menuIds: GEN_MENUS });
  await createUser(t, { userName: 'genuser', roleIds: [genRole] });
  genUser = await login(t, 'genuser');
  const plain = await createRole(t, { key: 'gen_none', menuIds: [1] });
  await createUser(t, { userName: 'nogen', roleIds: [plain] });
  nobody = await login(t, 'nogen');
});
afterAll(async () => {
  await t?.close();
});

const put = (path: string, body: unknown, token = admin) => call(t, 'PUT', path, { token, body });
const del = (path: string, token = admin) => call(t, 'DELETE', path, { token });
const createTable = (sql: string, token = admin) => post(t, '/tool/gen/createTable', { sql }, { token });

/** The entries of a zip answer, by name. */
async function unzip(raw: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(raw);
  const out: Record<string, string> = {};
  for (const name of Object.keys(zip.files)) out[name] = await zip.files[name]!.async('string');
  return out;
}
const rawOf = async (path: string, token = admin) => t.app.inject({ method: 'GET', url: `/prod-api${path}`, headers: { authorization: `Bearer ${token}` } });

const ITEM_SQL = `
  -- a pasted MySQL-style table
  CREATE TABLE demo_item (
    item_id bigint NOT NULL AUTO_INCREMENT COMMENT '物品ID',
    item_name varchar(50) NOT NULL COMMENT '物品名称',
    price int DEFAULT 0 COMMENT '价格',
    status char(1) DEFAULT '0' COMMENT '状态',
    note text COMMENT '说明',
    create_by varchar(64) DEFAULT '',
    create_time datetime,
    update_by varchar(64) DEFAULT '',
    update_time datetime,
    remark varchar(500),
    PRIMARY KEY (item_id)
  ) ENGINE=InnoDB COMMENT='物品表';`;

async function tableIdOf(name: string): Promise<number> {
  return Number((await t.db.selectFrom('gen_table').select('table_id').where('table_name', '=', name).executeTakeFirstOrThrow()).table_id);
}

describe('permissions', () => {
  let id: number;
  beforeAll(async () => {
    expect((await createTable('create table perm_probe (probe_id integer primary key, title varchar(20))')).body).toEqual({ code: 200, msg: '操作成功' });
    id = await tableIdOf('perm_probe');
  });
  const calls = (token?: string) => [
    () => get(t, '/tool/gen/list', { token }),
    () => get(t, '/tool/gen/db/list', { token }),
    () => get(t, `/tool/gen/${id}`, { token }),
    () => get(t, `/tool/gen/column/${id}`, { token }),
    () => post(t, '/tool/gen/importTable?tables=nothing_here', undefined, { token }),
    () => call(t, 'PUT', '/tool/gen', { token, body: { tableId: id } }),
    () => call(t, 'DELETE', '/tool/gen/999999', { token }),
    () => get(t, `/tool/gen/preview/${id}`, { token }),
    () => get(t, '/tool/gen/download/perm_probe', { token }),
    () => get(t, '/tool/gen/batchGenCode?tables=perm_probe', { token }),
    () => get(t, '/tool/gen/synchDb/perm_probe', { token }),
    () => post(t, '/tool/gen/createTable', { sql: 'create table x_never (a integer primary key)' }, { token }),
  ];

  it('anonymous callers get 401 on every endpoint', async () => {
    for (const c of calls()) expect((await c()).body.code).toBe(401);
  });
  it('a role without the page gets 403 on every endpoint', async () => {
    for (const c of calls(nobody)) expect((await c()).body).toEqual(FORBIDDEN);
  });
  it('the page and its buttons open everything but createTable, which needs the admin role', async () => {
    const [list, dbList, one, cols, , , , preview, download, batch, sync, create] = calls(genUser);
    for (const c of [list, dbList, one, cols, preview, sync]) expect((await c!()).body.code).toBe(200);
    for (const c of [download, batch]) expect((await c!()).status).toBe(200);
    expect((await create!()).body).toEqual(FORBIDDEN);
    expect((await post(t, '/tool/gen/importTable?tables=nothing_here', undefined, { token: genUser })).body).toEqual({ code: 500, msg: '表不存在：nothing_here' });
  });
});

describe('import, edit, preview, zip, sync', () => {
  let id: number;

  it('createTable builds the table and imports it with the pasted comments', async () => {
    expect((await createTable(ITEM_SQL)).body).toEqual({ code: 200, msg: '操作成功' });
    id = await tableIdOf('demo_item');
    const res = await get(t, `/tool/gen/${id}`, { token: admin });
    const { info, rows, tables } = res.body.data as Json;
    expect(info).toMatchObject({ tableName: 'demo_item', tableComment: '物品表', className: 'Item', businessName: 'item', moduleName: 'biz', functionName: '物品', origin: '1', tplCategory: 'crud' });
    expect(rows.map((c: Json) => c.columnName)).toEqual(['item_id', 'item_name', 'price', 'status', 'note', 'create_by', 'create_time', 'update_by', 'update_time', 'remark']);
    const col = (n: string) => rows.find((c: Json) => c.columnName === n);
    expect(col('item_id')).toMatchObject({ isPk: '1', isIncrement: '1', javaType: 'number', javaField: 'itemId', isInsert: '0', isList: '0' });
    expect(col('item_name')).toMatchObject({ columnComment: '物品名称', javaType: 'string', isRequired: '1', queryType: 'LIKE', htmlType: 'input', isQuery: '1' });
    expect(col('price')).toMatchObject({ javaType: 'number', htmlType: 'number', isRequired: '0' });
    expect(col('status')).toMatchObject({ htmlType: 'radio', dictType: 'sys_normal_disable' });
    expect(col('note')).toMatchObject({ htmlType: 'textarea', isQuery: '0' });
    expect(col('create_time')).toMatchObject({ htmlType: 'datetime', isEdit: '0', queryType: 'BETWEEN' });
    expect(tables.map((x: Json) => x.tableName)).toContain('demo_item');
  });

  it('db/list offers live tables not yet imported (never gen_*), filtered by name', async () => {
    await t.db.schema.createTable('demo_other').addColumn('other_id', 'integer', (c) => c.primaryKey()).addColumn('title', 'varchar(30)')
      .addColumn('odd-name: x', 'varchar(10)').addColumn('2nd', 'integer').execute();
    await t.db.schema.createTable('demo/evil\n x').addColumn('id', 'integer').execute();
    const all = (await get(t, '/tool/gen/db/list?pageSize=500', { token: admin })).body;
    const names = all.rows.map((r: Json) => r.tableName);
    expect(names).toContain('demo_other');
    expect(names).toContain('sys_user');
    expect(names).not.toContain('demo_item');
    expect(names.some((n: string) => n.startsWith('gen_') || n.startsWith('kysely_'))).toBe(false);
    // a name that would not be safe in file paths and code is never offered (nor importable)
    expect(names.some((n: string) => n.includes('/'))).toBe(false);
    expect((await get(t, '/tool/gen/db/list?tableName=evil', { token: admin })).body.total).toBe(0);
    expect((await post(t, '/tool/gen/importTable', { tables: 'demo/evil\n x' }, { token: admin })).body.code).toBe(500);
    const some = (await get(t, '/tool/gen/db/list?tableName=DEMO_OTH', { token: admin })).body;
    expect(some).toMatchObject({ code: 200, total: 1, rows: [{ tableName: 'demo_other' }] });
  });

  it('imports a live table, refuses one already imported, lists and filters the imported ones', async () => {
    expect((await post(t, '/tool/gen/importTable?tables=demo_other', undefined, { token: admin })).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await post(t, '/tool/gen/importTable', { tables: 'demo_other' }, { token: admin })).body).toEqual({ code: 500, msg: '表已导入：demo_other' });
    // column names that are not identifiers still give plain field names
    const cols = (await get(t, `/tool/gen/column/${await tableIdOf('demo_other')}`, { token: admin })).body.rows;
    expect(cols.map((c: Json) => c.javaField)).toEqual(['otherId', 'title', 'oddNameX', 'f2nd']);
    const list = (await get(t, '/tool/gen/list?tableName=demo_', { token: admin })).body;
    expect(list.rows.map((r: Json) => r.tableName).sort()).toEqual(['demo_item', 'demo_other']);
    expect((await get(t, '/tool/gen/list?tableComment=物品', { token: admin })).body.rows.map((r: Json) => r.tableName)).toEqual(['demo_item']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(t, `/tool/gen/list?params[beginTime]=2000-01-01&params[endTime]=2000-01-02`, { token: admin })).body.total).toBe(0);
    expect((await get(t, `/tool/gen/list?tableName=demo_&params[beginTime]=2000-01-01&params[endTime]=2999-01-01`, { token: admin })).body.total).toBe(2);
    expect(today).toMatch(/^\d{4}/);
  });

  it('PUT saves the generation and column settings and refuses bad names', async () => {
    const { info } = (await get(t, `/tool/gen/${id}`, { token: admin })).body.data;
    const body = {
      ...info, moduleName: 'demo', packageName: 'demo', businessName: 'item', functionName: '物品', tplCategory: 'crud', parentMenuId: 3,
      columns: info.columns.map((c: Json) => (c.columnName === 'note' ? { ...c, htmlType: 'editor', columnComment: '详细说明' } : c)),
    };
    expect((await put('/tool/gen', body)).body).toEqual({ code: 200, msg: '操作成功' });
    const after = (await get(t, `/tool/gen/${id}`, { token: admin })).body.data.info;
    expect(after).toMatchObject({ moduleName: 'demo', parentMenuId: 3 });
    expect(after.columns.find((c: Json) => c.columnName === 'note')).toMatchObject({ htmlType: 'editor', columnComment: '详细说明' });
    expect((await put('/tool/gen', { ...body, businessName: 'bad/../name' })).body.code).toBe(500);
    expect((await put('/tool/gen', { ...body, columns: [{ ...body.columns[1], javaField: 'x; alert(1)' }] })).body.code).toBe(500);
    expect((await put('/tool/gen', { ...body, tplCategory: 'tree' })).body).toEqual({ code: 500, msg: '树表需要树编码字段、树父编码字段和树名称字段' });
    const other = await tableIdOf('demo_other');
    const foreign = (await get(t, `/tool/gen/${other}`, { token: admin })).body.data.info.columns[0];
    expect((await put('/tool/gen', { ...body, columns: [foreign] })).body).toEqual({ code: 500, msg: '字段不属于该表' });
  });

  it('preview answers every file of this stack', async () => {
    const files = (await get(t, `/tool/gen/preview/${id}`, { token: admin })).body.data as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual([
      'server/src/db/migrations/demo_item.ts',
      'server/src/modules/demo/item/routes.ts',
      'sql/item_menu.sql',
      'src/admin/views/demo/item/index.tsx',
      'src/shared/contract/entities/item.ts',
      'src/shared/i18n/locales/en/admin-views.item.json',
      'src/shared/i18n/locales/zh/admin-views.item.json',
    ]);
    expect(files['src/shared/contract/entities/item.ts']).toContain("permPrefix: 'demo:item'");
    expect(files['src/admin/views/demo/item/index.tsx']).toContain('<RichTextEditor');
    expect(files['sql/item_menu.sql']).toContain("'demo:item:export'");
    expect(JSON.parse(files['src/shared/i18n/locales/zh/admin-views.item.json']!).item.itemName).toBe('物品名称');
  });

  it('a master-sub table checks its sub table and previews the sub table\'s files too', async () => {
    const { info } = (await get(t, `/tool/gen/${id}`, { token: admin })).body.data;
    const asSub = { ...info, tplCategory: 'sub', subTableName: 'demo_other', subTableFkName: 'title' };
    expect((await put('/tool/gen', { ...asSub, subTableName: 'demo_item' })).body).toEqual({ code: 500, msg: '子表必须是另一张已导入的表' });
    expect((await put('/tool/gen', { ...asSub, subTableFkName: 'item_id' })).body).toEqual({ code: 500, msg: '子表没有外键字段：item_id' });
    expect((await put('/tool/gen', asSub)).body).toEqual({ code: 200, msg: '操作成功' });
    const files = (await get(t, `/tool/gen/preview/${id}`, { token: admin })).body.data as Record<string, string>;
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['src/admin/views/demo/item/index.tsx', 'src/shared/contract/entities/other.ts', 'src/admin/views/biz/other/index.tsx']));
    expect(files['src/shared/contract/entities/other.ts']).toContain('filter: z.object({ title: optionalText(30)');
    expect((await put('/tool/gen', { ...info, tplCategory: 'crud' })).body).toEqual({ code: 200, msg: '操作成功' });
  });

  it('download and batchGenCode answer zips of those files', async () => {
    const one = await rawOf('/tool/gen/download/demo_item');
    expect(one.headers['content-type']).toBe('application/octet-stream');
    expect(String(one.headers['content-disposition'])).toContain('dss-gen.zip');
    expect(Object.keys(await unzip(one.rawPayload))).toContain('src/admin/views/demo/item/index.tsx');
    const both = await unzip((await rawOf('/tool/gen/batchGenCode?tables=demo_item,demo_other')).rawPayload);
    expect(Object.keys(both)).toEqual(expect.arrayContaining(['sql/item_menu.sql', 'sql/other_menu.sql', 'src/shared/contract/entities/other.ts']));
    expect((await get(t, '/tool/gen/download/not_imported', { token: admin })).body).toEqual({ code: 500, msg: '表不存在：not_imported' });
  });

  it('synchDb adds a new column and keeps the edited settings', async () => {
    await t.db.schema.alterTable('demo_item').addColumn('sex', 'char(1)').execute();
    expect((await get(t, '/tool/gen/synchDb/demo_item', { token: admin })).body).toEqual({ code: 200, msg: '操作成功' });
    const cols = (await get(t, `/tool/gen/column/${id}`, { token: admin })).body.rows;
    expect(cols.find((c: Json) => c.columnName === 'sex')).toMatchObject({ htmlType: 'select', dictType: 'sys_user_sex', sort: 11 });
    expect(cols.find((c: Json) => c.columnName === 'note')).toMatchObject({ htmlType: 'editor', columnComment: '详细说明' });
  });

  it('delete removes the tables and their columns', async () => {
    const other = await tableIdOf('demo_other');
    expect((await del(`/tool/gen/${other}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await t.db.selectFrom('gen_table_column').select('column_id').where('table_id', '=', other).execute()).toEqual([]);
    expect((await get(t, '/tool/gen/db/list?tableName=demo_other', { token: admin })).body.total).toBe(1);
  });
});

describe('createTable refuses anything but plain CREATE TABLE', () => {
  const refused = async (sql: string, message: string) => {
    expect((await createTable(sql)).body).toEqual({ code: 500, msg: message });
  };
  it('refuses DROP, other statements beside a CREATE, unknown types and missing keys, and builds nothing', async () => {
    await refused('DROP TABLE sys_user', '只能执行 CREATE TABLE 语句');
    await refused('create table ok_one (id integer primary key); delete from sys_user', '只能执行 CREATE TABLE 语句');
    await refused('create table ok_two (id integer primary key, data json)', '不支持的字段类型：json');
    await refused('create table ok_three (id integer primary key, x varchar(10) check (length(x)))', '无法解析 SQL：“check”处');
    await refused('create table ok_four (name varchar(10))', '表 ok_four 需要一个整数主键');
    await refused('create table sys_evil (id integer primary key)', '表名不能以系统前缀开头：sys_evil');
    await refused('create table demo_item (id integer primary key)', '表已存在：demo_item');
    await refused("create table ok_five (id integer primary key default (select 1))", '无法解析 SQL：“(”处');
    await refused('', 'sql: 请输入建表语句');
    const names = (await get(t, '/tool/gen/db/list?tableName=ok_&pageSize=50', { token: admin })).body.rows;
    expect(names).toEqual([]);
    expect(await t.db.selectFrom('sys_user').select('user_id').execute()).not.toHaveLength(0);
  });
  it('parses several CREATE TABLE statements with quoted names and comments', () => {
    const tables = parseCreateTables('create table if not exists `a_one` ("id" int primary key auto_increment, `title` varchar(20) not null comment \'It\'\'s\'); /* two */ create table a_two (id bigint primary key, amount decimal(10,2))');
    expect(tables.map((x) => x.name)).toEqual(['a_one', 'a_two']);
    expect(tables[0]!.columns[1]).toMatchObject({ name: 'title', sqlType: 'varchar(20)', notNull: true, comment: "It's" });
    expect(tables[1]!.columns[1]).toMatchObject({ sqlType: 'decimal(10,2)' });
  });
});

describe('zip writer', () => {
  it('writes a zip that unzip tools read back', async () => {
    const files = { 'a.txt': 'hello', 'dir/b.ts': 'export const 中 = 1;\n' };
    const zip = zipFiles(files);
    expect(await unzip(zip)).toEqual(files);
    try {
      const dir = join(ROOT, '.tmp', `zip-${process.pid}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'x.zip'), zip);
      const listing = execFileSync('unzip', ['-l', join(dir, 'x.zip')], { encoding: 'utf8' });
      expect(listing).toContain('dir/b.ts');
      rmSync(dir, { recursive: true, force: true });
    } catch (err) {
      // no unzip binary on this machine: the JSZip read above is the check
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  });
});

const WIDGET_SQL = `create table chk_widget (
  widget_id integer primary key,
  parent_id integer comment '上级部件',
  widget_name varchar(30) not null comment '部件名称',
  weight int comment '重量',
  status char(1) not null default '0' comment '状态',
  kind varchar(10) comment '种类',
  cover varchar(200) comment '封面',
  content text comment '内容',
  start_date datetime comment '开始日期',
  create_by varchar(64) default '',
  create_time datetime,
  update_by varchar(64) default '',
  update_time datetime,
  remark varchar(500)
) comment '部件表'`;

/**
 * Type-checks the generated files with the project's compiler options, as if they stood at their places in this
 * repository (an in-memory overlay: nothing is written into the source tree), so their imports resolve as they will.
 */
function typeCheck(files: Record<string, string>): string[] {
  const read = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT);
  const overlay = new Map(Object.entries(files).map(([p, text]) => [join(ROOT, p), text]));
  const dirs = new Set([...overlay.keys()].flatMap((p) => p.split('/').map((_, i, all) => all.slice(0, i).join('/'))));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (f) => overlay.has(f) || fileExists.call(host, f);
  host.readFile = (f) => overlay.get(f) ?? readFile.call(host, f);
  host.directoryExists = (d) => dirs.has(d) || (directoryExists ? directoryExists.call(host, d) : ts.sys.directoryExists(d));
  host.getSourceFile = (f, lang, ...rest) =>
    overlay.has(f) ? ts.createSourceFile(f, overlay.get(f)!, lang) : getSourceFile.call(host, f, lang, ...rest);
  // with the server's ambient declarations (Fastify's decorations), which tsconfig's include brings in
  const roots = [...overlay.keys()].filter((p) => /\.tsx?$/.test(p)).concat(join(ROOT, 'server/src/types/fastify.d.ts'));
  const program = ts.createProgram(roots, options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** The repository folders the generated server files import, linked into the check folder at the same relative places (run time). */
const LINKED = ['src/shared/contract/kit', 'src/admin/components', 'server/src/modules/kit', 'server/src/db/migrations/helpers.ts', 'server/src/lib/time.ts'];

/** Writes the generated files into a check folder of their own (with LINKED), runs `fn` with it, and removes it. */
async function inCheckFolder(name: string, files: Record<string, string>, fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = join(ROOT, '.tmp', 'gen-check', `${name}-${t.dialect}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const path of LINKED) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(join(ROOT, path), join(dir, path));
  }
  try {
    await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The project's lint messages of the generated TypeScript files, linted at their places in the repository. */
async function lintMessages(files: Record<string, string>): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const out: string[] = [];
  for (const [path, text] of Object.entries(files).filter(([p]) => /\.tsx?$/.test(p))) {
    const [result] = await eslint.lintText(text, { filePath: join(ROOT, path) });
    out.push(...result!.messages.map((m) => `${path}:${m.line} ${m.ruleId}: ${m.message}`));
  }
  return out;
}

/** Runs `fn` against an app of its own (same database) that also serves the generated routes. */
async function withRoutes(routes: FastifyPluginAsync, fn: (t2: TestServer, token: string) => Promise<void>): Promise<void> {
  apiModules.push(routes);
  const app = await buildApp({ config: { ...t.config, databaseUrl: process.env.DATABASE_URL || undefined }, db: t.db });
  const t2: TestServer = { ...t, app };
  try {
    await fn(t2, await login(t2, 'admin'));
  } finally {
    apiModules.pop();
    await app.close();
  }
}

describe(`generated code (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('compiles with zero diagnostics, its migration creates the table and its CRUD routes work', async () => {
    expect((await createTable(WIDGET_SQL)).body).toEqual({ code: 200, msg: '操作成功' });
    const id = await tableIdOf('chk_widget');
    const { info } = (await get(t, `/tool/gen/${id}`, { token: admin })).body.data;
    const saved = await put('/tool/gen', { ...info, moduleName: 'check', packageName: 'check', businessName: 'widget', functionName: '部件' });
    expect(saved.body).toEqual({ code: 200, msg: '操作成功' });
    const files = (await get(t, `/tool/gen/preview/${id}`, { token: admin })).body.data as Record<string, string>;

    await inCheckFolder('widget', files, async (dir) => {
      expect(Object.keys(files).filter((p) => /\.tsx?$/.test(p))).toHaveLength(4);
      expect(typeCheck(files)).toEqual([]);
      // and the project's lint passes on them as generated (at their places in the repository)
      expect(await lintMessages(files)).toEqual([]);

      // the tree template (rows nested by parent, a parent picker in the form) compiles and lints too
      const asTree = { ...info, moduleName: 'check', packageName: 'check', businessName: 'widget', functionName: '部件', tplCategory: 'tree', treeCode: 'widget_id', treeParentCode: 'parent_id', treeName: 'widget_name' };
      expect((await put('/tool/gen', asTree)).body).toEqual({ code: 200, msg: '操作成功' });
      const treeFiles = (await get(t, `/tool/gen/preview/${id}`, { token: admin })).body.data as Record<string, string>;
      const treeView = treeFiles['src/admin/views/check/widget/index.tsx']!;
      expect(treeView).toContain("handleTree(res.rows, 'widgetId', 'parentId')");
      expect(treeView).toContain('<TreeSelect');
      expect(typeCheck(treeFiles)).toEqual([]);
      expect(await lintMessages({ 'src/admin/views/check/widget/index.tsx': treeView })).toEqual([]);

      // the generated migration builds the table again on this store
      await t.db.schema.dropTable('chk_widget').execute();
      const migration = (await import(join(dir, 'server/src/db/migrations/chk_widget.ts'))) as Record<string, Migration>;
      await migration.m_chkWidget!.up(t.db);

      // the generated routes on an app of their own (same database)
      const routes = (await import(join(dir, 'server/src/modules/check/widget/routes.ts'))) as { widgetRoutes: FastifyPluginAsync };
      await withRoutes(routes.widgetRoutes, async (t2, token) => {
        const refused = await post(t2, '/check/widget', { weight: 'heavy' }, { token });
        expect(refused.body.code).toBe(500);
        expect(refused.body.msg).toContain('部件名称不能为空');
        const added = await post(t2, '/check/widget', { widgetName: '齿轮', weight: 3, status: '0', content: '<p>x</p>', startDate: '2026-01-01 10:00:00' }, { token });
        expect(added.body).toEqual({ code: 200, msg: '操作成功' });
        await post(t2, '/check/widget', { widgetName: '弹簧', status: '1' }, { token });
        const list = (await get(t2, '/check/widget/list?widgetName=齿', { token })).body;
        expect(list).toMatchObject({ code: 200, total: 1, rows: [{ widgetName: '齿轮', weight: 3, status: '0', createBy: 'admin' }] });
        const widgetId = list.rows[0].widgetId as number;
        expect((await call(t2, 'PUT', '/check/widget', { token, body: { widgetId, widgetName: '大齿轮', weight: 5, status: '1' } })).body).toEqual({ code: 200, msg: '操作成功' });
        expect((await get(t2, `/check/widget/${widgetId}`, { token })).body.data).toMatchObject({ widgetName: '大齿轮', weight: 5, updateBy: 'admin' });
        expect((await get(t2, '/check/widget/list?status=1', { token })).body.total).toBe(2);
        expect((await call(t2, 'DELETE', `/check/widget/${widgetId}`, { token })).body).toEqual({ code: 200, msg: '操作成功' });
        expect((await get(t2, '/check/widget/list', { token })).body.rows.map((r: Json) => r.widgetName)).toEqual(['弹簧']);
        expect((await get(t2, '/check/widget/list', { token: nobody })).body).toEqual(FORBIDDEN);
      });
    });
  }, 300_000);

  it('a master-sub master saves, reads and deletes its sub rows with it, in one transaction', async () => {
    expect((await createTable(ORDER_SQL)).body).toEqual({ code: 200, msg: '操作成功' });
    const id = await tableIdOf('chk_order');
    const { info } = (await get(t, `/tool/gen/${id}`, { token: admin })).body.data;
    const asMaster = { ...info, moduleName: 'check', packageName: 'check', businessName: 'order', functionName: '订单', tplCategory: 'sub', subTableName: 'chk_order_item', subTableFkName: 'order_id' };
    expect((await put('/tool/gen', asMaster)).body).toEqual({ code: 200, msg: '操作成功' });
    const files = (await get(t, `/tool/gen/preview/${id}`, { token: admin })).body.data as Record<string, string>;
    expect(Object.keys(files)).toEqual(expect.arrayContaining([
      'src/shared/contract/entities/order.ts', 'server/src/modules/check/order/routes.ts', 'src/admin/views/check/order/index.tsx',
      'src/shared/contract/entities/orderItem.ts', 'server/src/modules/biz/orderItem/routes.ts',
    ]));
    expect(files['src/shared/contract/entities/order.ts']).toContain('orderItemList: z.array(orderItemLine');
    const view = files['src/admin/views/check/order/index.tsx']!;
    expect(view).toContain('<SubTable<Partial<Line>>');
    expect(view).toContain("{ key: 'status', title: t('order.sub.status'), input: <Select allowClear options={dictSelectOptions(dict.sys_normal_disable)}");
    expect(view).not.toContain("t('order.sub.orderId')");
    expect(JSON.parse(files['src/shared/i18n/locales/en/admin-views.order.json']!).order).toMatchObject({ orderItemList: 'Order item rows', subAdd: 'Add', sub: { itemName: 'Item name' } });

    await inCheckFolder('order', files, async (dir) => {
      expect(typeCheck(files)).toEqual([]);
      expect(await lintMessages(files)).toEqual([]);
      const routes = (await import(join(dir, 'server/src/modules/check/order/routes.ts'))) as { orderRoutes: FastifyPluginAsync };
      const items = async (orderId: number) =>
        (await t.db.selectFrom('chk_order_item' as never).selectAll().where('order_id' as never, '=', orderId as never).orderBy('item_id' as never).execute()) as Json[];
      await withRoutes(routes.orderRoutes, async (t2, token) => {
        const two = [{ itemName: '铅笔', qty: 2, status: '0' }, { itemName: '纸', qty: 5 }];
        expect((await post(t2, '/check/order', { orderNo: 'A-1', amount: 10, orderItemList: two }, { token })).body).toEqual({ code: 200, msg: '操作成功' });
        const orderId = (await get(t2, '/check/order/list?orderNo=A-1', { token })).body.rows[0].orderId as number;
        const detail = (await get(t2, `/check/order/${orderId}`, { token })).body.data;
        expect(detail).toMatchObject({ orderNo: 'A-1', amount: 10, createBy: 'admin' });
        expect(detail.orderItemList).toMatchObject([
          { orderId, itemName: '铅笔', qty: 2, status: '0', createBy: 'admin' },
          { orderId, itemName: '纸', qty: 5, status: null },
        ]);
        // the list answers the masters alone
        expect((await get(t2, '/check/order/list', { token })).body.rows[0]).not.toHaveProperty('orderItemList');

        // a bad sub row refuses the whole save: nothing written
        const bad = await call(t2, 'PUT', '/check/order', { token, body: { orderId, orderNo: 'A-2', orderItemList: [{ itemName: '橡皮', qty: 1 }, { itemName: '', qty: 1 }] } });
        expect(bad.body).toEqual({ code: 500, msg: 'orderItemList.1.itemName: 商品名称不能为空' });
        const tooMany = await post(t2, '/check/order', { orderNo: 'B-1', orderItemList: Array.from({ length: 201 }, () => ({ itemName: 'x', qty: 1 })) }, { token });
        expect(tooMany.body).toEqual({ code: 500, msg: 'orderItemList: 订单明细最多200行' });
        const english = await call(t2, 'POST', '/check/order', { token, body: { orderNo: 'B-2', orderItemList: [{ itemName: 'x', qty: 'many' }] }, headers: { 'accept-language': 'en' } });
        expect(english.body.msg).toBe('orderItemList.0.qty: The qty must be a number');
        expect((await get(t2, '/check/order/list', { token })).body.total).toBe(1);
        expect((await get(t2, `/check/order/${orderId}`, { token })).body.data).toMatchObject({ orderNo: 'A-1', orderItemList: [{ itemName: '铅笔' }, { itemName: '纸' }] });

        // an edit replaces the sub rows with the submitted ones
        const one = [{ itemName: '钢笔', qty: 1, status: '1' }];
        expect((await call(t2, 'PUT', '/check/order', { token, body: { orderId, orderNo: 'A-1', amount: 12, orderItemList: one } })).body).toEqual({ code: 200, msg: '操作成功' });
        expect((await get(t2, `/check/order/${orderId}`, { token })).body.data).toMatchObject({ amount: 12, orderItemList: [{ orderId, itemName: '钢笔', qty: 1, status: '1' }] });
        expect(await items(orderId)).toHaveLength(1);

        // a delete takes the sub rows along
        expect((await call(t2, 'DELETE', `/check/order/${orderId}`, { token })).body).toEqual({ code: 200, msg: '操作成功' });
        expect((await get(t2, '/check/order/list', { token })).body.total).toBe(0);
        expect(await items(orderId)).toEqual([]);
        expect((await get(t2, `/check/order/${orderId}`, { token: nobody })).body).toEqual(FORBIDDEN);
      });
    });
  }, 300_000);
});

const ORDER_SQL = `create table chk_order (
  order_id integer primary key,
  order_no varchar(20) not null comment '订单号',
  amount int comment '金额',
  create_by varchar(64) default '',
  create_time datetime,
  update_by varchar(64) default '',
  update_time datetime,
  remark varchar(500)
) comment '订单表';
create table chk_order_item (
  item_id integer primary key,
  order_id integer not null comment '订单ID',
  item_name varchar(30) not null comment '商品名称',
  qty int not null comment '数量',
  status char(1) comment '状态',
  create_by varchar(64) default '',
  create_time datetime,
  update_by varchar(64) default '',
  update_time datetime,
  remark varchar(500)
) comment '订单明细表'`;
