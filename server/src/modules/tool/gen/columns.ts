import type { LiveColumn } from './introspect';

/**
 * RuoYi's GenUtils for this stack: the first settings of a column imported from the database — its TypeScript
 * type, field name, form/list/query flags, query type, display type and dict type — from its name and SQL type.
 */

/** Columns the kit fills itself (audit) or that a form never shows. */
const NOT_EDITED = ['create_by', 'create_time', 'update_by', 'update_time', 'del_flag'];
const NOT_LISTED = ['create_by', 'update_by', 'update_time', 'del_flag', 'remark'];
const NOT_QUERIED = [...NOT_EDITED, 'remark'];

export const camelCase = (s: string) => s.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** 'order_item' → 'OrderItem' (a class name: the field name with a capital). */
export const pascalCase = (s: string) => fieldName(s).replace(/^[a-z]/, (c) => c.toUpperCase());
/** The field name of a column: camelCase of its name, other characters dropped, always a plain identifier. */
export const fieldName = (column: string) => {
  const f = camelCase(column.replace(/[^A-Za-z0-9_]+/g, '_')).replace(/^_+/, '');
  return /^[a-z]/.test(f) ? f : `f${f.replace(/^[A-Z]/, (c) => c.toUpperCase())}`;
};

const NUMBER_TYPE = /^(integer|int|int2|int4|int8|bigint|smallint|tinyint|mediumint|numeric|decimal|real|double|double precision|float|float4|float8)\b/;
const TEXT_TYPE = /^(text|longtext|mediumtext|tinytext|clob)\b/;
const TIME_TYPE = /^(datetime|date|timestamp|time)\b/;

export const tsTypeOf = (sqlType: string): 'string' | 'number' => (NUMBER_TYPE.test(sqlType) ? 'number' : 'string');

/** The declared length of varchar(n)/char(n), or undefined. */
export function columnLength(sqlType: string): number | undefined {
  const m = /^(?:var)?char(?:acter)?(?: varying)?\((\d+)\)/.exec(sqlType);
  return m ? Number(m[1]) : undefined;
}

/** The display type of a column (RuoYi: names first — status, type, sex, image, file, content — then the SQL type). */
export function htmlTypeOf(name: string, sqlType: string): string {
  if (/(^|_)status$/.test(name)) return 'radio';
  if (/(^|_)(type|sex)$/.test(name)) return 'select';
  if (/(image|avatar|cover|photo)$/.test(name)) return 'imageUpload';
  if (/file$/.test(name)) return 'fileUpload';
  if (/content$/.test(name)) return 'editor';
  if (TIME_TYPE.test(sqlType) || /_(time|date)$/.test(name)) return 'datetime';
  if (TEXT_TYPE.test(sqlType) || (columnLength(sqlType) ?? 0) >= 500) return 'textarea';
  if (NUMBER_TYPE.test(sqlType)) return 'number';
  return 'input';
}

/** The dict of well-known column names (RuoYi leaves it empty; these two are in every seed). */
export function dictTypeOf(name: string): string {
  if (/(^|_)status$/.test(name)) return 'sys_normal_disable';
  if (/(^|_)sex$/.test(name)) return 'sys_user_sex';
  return '';
}

const yes = (b: boolean) => (b ? '1' : '0');

/** The gen_table_column values of a live column (sort: its position). */
export function initColumn(c: LiveColumn, sort: number) {
  const htmlType = htmlTypeOf(c.name, c.type);
  const editable = !c.pk && !NOT_EDITED.includes(c.name);
  return {
    column_name: c.name,
    column_comment: c.comment,
    column_type: c.type,
    java_type: tsTypeOf(c.type),
    java_field: fieldName(c.name),
    is_pk: yes(c.pk),
    is_increment: yes(c.increment),
    is_required: yes(editable && c.notNull && !c.hasDefault),
    is_insert: yes(editable || (c.pk && !c.increment)),
    is_edit: yes(editable),
    is_list: yes(!c.pk && !NOT_LISTED.includes(c.name)),
    is_query: yes(!c.pk && !NOT_QUERIED.includes(c.name) && !['textarea', 'editor', 'imageUpload', 'fileUpload'].includes(htmlType)),
    query_type: /name$/.test(c.name) ? 'LIKE' : htmlType === 'datetime' ? 'BETWEEN' : 'EQ',
    html_type: htmlType,
    dict_type: dictTypeOf(c.name),
    sort,
  };
}
