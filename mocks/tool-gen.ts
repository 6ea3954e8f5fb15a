/**
 * MSW handlers of 代码生成 (issue 14), answering like server/src/modules/tool/gen: the imported tables (list with
 * tableName filter, {info, rows, tables}, PUT, delete), the database's tables (db/list), import, createTable (refuses
 * anything but CREATE TABLE as the server does), preview and sync. `genMock()` keeps its state per test.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DbTable, GenTable, GenTableColumn, GenTableInfo } from '@shared/contract/entities/gen';
import { api } from './handlers';

const column = (columnId: number, columnName: string, over: Partial<GenTableColumn> = {}): GenTableColumn => ({
  columnId, tableId: 1, columnName, columnComment: '', columnType: 'varchar(50)', javaType: 'string', javaField: columnName.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
  isPk: '0', isIncrement: '0', isRequired: '0', isInsert: '1', isEdit: '1', isList: '1', isQuery: '0', queryType: 'EQ', htmlType: 'input', dictType: '', sort: columnId, ...over,
});

export const mockGenTable = (tableId: number, tableName: string, tableComment: string): GenTable => ({
  tableId, tableName, tableComment, subTableName: null, subTableFkName: null, className: 'Item', tplCategory: 'crud', tplWebType: 'antd',
  packageName: 'biz', moduleName: 'biz', businessName: 'item', functionName: '物品', functionAuthor: 'admin', formColNum: 1, genType: '0', genPath: '/',
  options: null, origin: '0', createBy: 'admin', createTime: '2026-01-02 10:00:00', updateBy: '', updateTime: null, remark: null,
});

export const mockGenColumns = (): GenTableColumn[] => [
  column(1, 'item_id', { columnType: 'integer', javaType: 'number', isPk: '1', isIncrement: '1', isInsert: '0', isEdit: '0', isList: '0', columnComment: '物品ID' }),
  column(2, 'item_name', { columnComment: '物品名称', isRequired: '1', isQuery: '1', queryType: 'LIKE' }),
  column(3, 'status', { columnType: 'char(1)', columnComment: '状态', htmlType: 'radio', dictType: 'sys_normal_disable' }),
];

/** demo_order's columns: its item_id the foreign key of a master-sub demo_item. */
export const mockGenSubColumns = (): GenTableColumn[] => [
  column(11, 'order_id', { tableId: 2, columnType: 'integer', javaType: 'number', isPk: '1', isIncrement: '1', isInsert: '0', isEdit: '0', columnComment: '订单ID' }),
  column(12, 'item_id', { tableId: 2, columnType: 'integer', javaType: 'number', columnComment: '物品ID' }),
  column(13, 'qty', { tableId: 2, columnType: 'integer', javaType: 'number', columnComment: '数量' }),
];

export const MOCK_PREVIEW: Record<string, string> = {
  'src/shared/contract/entities/item.ts': "export const itemEntity = defineEntity({ name: 'item' });\n",
  'src/admin/views/biz/item/index.tsx': 'export default function ItemPage() {}\n',
  'sql/item_menu.sql': "insert into sys_menu values ('物品');\n",
};

export function genMock() {
  let tables: GenTable[] = [mockGenTable(1, 'demo_item', '物品表'), mockGenTable(2, 'demo_order', '订单表')];
  const dbTables: DbTable[] = [
    { tableName: 'demo_other', tableComment: '其他表', createTime: null, updateTime: null },
    { tableName: 'shop_goods', tableComment: '商品表', createTime: null, updateTime: null },
  ];
  const calls = {
    lists: [] as Record<string, string>[],
    dbLists: [] as Record<string, string>[],
    imported: [] as string[],
    created: [] as string[],
    removed: [] as string[],
    synced: [] as string[],
    updates: [] as Record<string, unknown>[],
  };
  const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());
  const ok = { code: 200, msg: '操作成功' };
  const handlers: HttpHandler[] = [
    http.get(api('/tool/gen/list'), ({ request }) => {
      const q = query(request);
      calls.lists.push(q);
      const rows = tables.filter((t) => !q.tableName || t.tableName.includes(q.tableName));
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
    http.get(api('/tool/gen/db/list'), ({ request }) => {
      const q = query(request);
      calls.dbLists.push(q);
      const rows = dbTables.filter((t) => !q.tableName || t.tableName.includes(q.tableName));
      return HttpResponse.json({ code: 200, msg: '查询成功', rows, total: rows.length });
    }),
    http.post(api('/tool/gen/importTable'), ({ request }) => {
      const names = (query(request).tables ?? '').split(',').filter(Boolean);
      calls.imported.push(...names);
      tables = [...tables, ...names.map((n, i) => mockGenTable(10 + tables.length + i, n, dbTables.find((d) => d.tableName === n)?.tableComment ?? n))];
      return HttpResponse.json(ok);
    }),
    http.post(api('/tool/gen/createTable'), async ({ request }) => {
      const { sql } = (await request.json()) as { sql: string };
      if (!/^\s*create\s+table/i.test(sql) || /;\s*\S/.test(sql)) return HttpResponse.json({ code: 500, msg: '只能执行 CREATE TABLE 语句' });
      calls.created.push(sql);
      return HttpResponse.json(ok);
    }),
    http.get(api('/tool/gen/preview/:id'), () => HttpResponse.json({ ...ok, data: MOCK_PREVIEW })),
    http.get(api('/tool/gen/synchDb/:name'), ({ params }) => {
      calls.synced.push(String(params.name));
      return HttpResponse.json(ok);
    }),
    http.get(api('/tool/gen/:id'), ({ params }) => {
      const table = tables.find((t) => t.tableId === Number(params.id));
      if (!table) return HttpResponse.json({ code: 500, msg: '表不存在' });
      const info: GenTableInfo = { ...table, columns: table.tableId === 2 ? mockGenSubColumns() : mockGenColumns(), treeCode: '', treeParentCode: '', treeName: '', parentMenuId: 3 };
      return HttpResponse.json({ ...ok, data: { info, rows: info.columns, tables } });
    }),
    http.put(api('/tool/gen'), async ({ request }) => {
      calls.updates.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(ok);
    }),
    http.delete(api('/tool/gen/:ids'), ({ params }) => {
      const ids = String(params.ids).split(',');
      calls.removed.push(...ids);
      tables = tables.filter((t) => !ids.includes(String(t.tableId)));
      return HttpResponse.json(ok);
    }),
    http.get(api('/system/dict/type/optionselect'), () =>
      HttpResponse.json({ ...ok, data: [
        { dictId: 1, dictName: '用户性别', dictType: 'sys_user_sex', status: '0' },
        { dictId: 2, dictName: '系统开关', dictType: 'sys_normal_disable', status: '0' },
      ] })),
    http.get(api('/system/menu/treeselect'), () => HttpResponse.json({ ...ok, data: [{ id: 3, label: '系统工具', children: [{ id: 116, label: '代码生成' }] }] })),
  ];
  return { handlers, calls };
}

/** The default handlers of the unit tests' server: the /tool/gen calls only (the system calls stay the system mocks'). */
export const toolGenHandlers: HttpHandler[] = genMock().handlers.filter((h) => String(h.info.path).includes('/tool/gen'));
