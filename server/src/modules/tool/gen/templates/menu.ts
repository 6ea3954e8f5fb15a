import { type GenModel, permPrefix, words } from './model';

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** sql/<business>_menu.sql: the page under the chosen parent menu and its buttons (the same SQL on SQLite and PostgreSQL). */
export function menuSqlFile(m: GenModel, now: string): string {
  const prefix = permPrefix(m);
  const list = `${prefix}:list`;
  const head = `-- ${m.functionName.replace(/[\r\n]+/g, ' ')} (${m.tableName}): menu and buttons\n`;
  const page =
    `insert into sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark)\n` +
    `values (${sqlText(m.functionName)}, ${sqlText(words(m.businessName))}, ${Number(m.parentMenuId) || 0}, 1, ${sqlText(m.businessName)}, ${sqlText(`${m.moduleName}/${m.businessName}/index`)}, 1, 0, 'C', '0', '0', ${sqlText(list)}, '#', 'admin', ${sqlText(now)}, ${sqlText(`${m.functionName}菜单`)});\n`;
  const buttons: [string, string, string][] = [
    ['查询', 'View', 'query'], ['新增', 'Add', 'add'], ['修改', 'Edit', 'edit'], ['删除', 'Delete', 'remove'], ['导出', 'Export', 'export'],
  ];
  const rows = buttons.map(([zh, en, action], i) =>
    `insert into sys_menu (menu_name, menu_name_en, parent_id, order_num, path, component, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by, create_time, remark)\n` +
    `select ${sqlText(`${m.functionName}${zh}`)}, ${sqlText(`${en} ${words(m.businessName)}`)}, menu_id, ${i + 1}, '', null, 1, 0, 'F', '0', '0', ${sqlText(`${prefix}:${action}`)}, '#', 'admin', ${sqlText(now)}, ''\n` +
    `from sys_menu where perms = ${sqlText(list)} and menu_type = 'C';\n`);
  return head + page + rows.join('');
}
