import type { ColumnDataType } from 'kysely';
import { dialectOf, type Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { msg } from '../../../../../src/shared/contract/kit/index';

/**
 * 创建表 (POST /tool/gen/createTable): pasted `CREATE TABLE` statements are tokenized and parsed here, and the
 * tables are built with Kysely's schema builder from what was parsed — the text itself is never executed. Only
 * plain columns of whitelisted types with NOT NULL / NULL / DEFAULT literal / PRIMARY KEY / AUTO_INCREMENT /
 * COMMENT are accepted, and each table needs one integer primary key; anything else refuses the whole input.
 */

export interface ParsedColumn {
  name: string;
  /** the type as written, normalized: 'varchar(64)', 'int', 'text' … */
  sqlType: string;
  notNull: boolean;
  pk: boolean;
  increment: boolean;
  default?: string | number | null;
  comment: string;
}
export interface ParsedTable {
  name: string;
  comment: string;
  columns: ParsedColumn[];
}

type Token = { kind: 'word' | 'ident' | 'number' | 'string' | 'punct'; text: string };

const refuse = (zh: string, en: string): never => {
  throw new ServiceError(msg(zh, en));
};

function tokenize(input: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) { i++; continue; }
    if (ch === '-' && input[i + 1] === '-') { while (i < input.length && input[i] !== '\n') i++; continue; }
    if (ch === '/' && input[i + 1] === '*') {
      const end = input.indexOf('*/', i + 2);
      if (end < 0) refuse('SQL 注释未结束', 'A comment in the SQL is not closed');
      i = end + 2;
      continue;
    }
    if (ch === "'") {
      let s = '';
      i++;
      for (;;) {
        if (i >= input.length) refuse('SQL 字符串未结束', 'A string in the SQL is not closed');
        if (input[i] === "'" && input[i + 1] === "'") { s += "'"; i += 2; continue; }
        if (input[i] === "'") { i++; break; }
        s += input[i++];
      }
      out.push({ kind: 'string', text: s });
      continue;
    }
    if (ch === '`' || ch === '"') {
      const end = input.indexOf(ch, i + 1);
      if (end < 0) refuse('SQL 标识符未结束', 'A quoted name in the SQL is not closed');
      out.push({ kind: 'ident', text: input.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const num = /^-?\d+(?:\.\d+)?/.exec(input.slice(i));
    if (num && (ch !== '-' || /\d/.test(input[i + 1] ?? ''))) { out.push({ kind: 'number', text: num[0] }); i += num[0].length; continue; }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(input.slice(i));
    if (word) { out.push({ kind: 'word', text: word[0] }); i += word[0].length; continue; }
    if ('(),;='.includes(ch)) { out.push({ kind: 'punct', text: ch }); i++; continue; }
    refuse(`SQL 含有不支持的字符：${ch}`, `The SQL has a character that is not supported: ${ch}`);
  }
  return out;
}

/** Types a pasted column may have (lower case); the value is the type the table gets on both stores. */
const TYPES: Record<string, (a: number[]) => ColumnDataType> = {
  varchar: (a) => `varchar(${a[0] ?? 255})`,
  char: (a) => `char(${a[0] ?? 1})`,
  text: () => 'text',
  longtext: () => 'text',
  mediumtext: () => 'text',
  int: () => 'integer',
  integer: () => 'integer',
  tinyint: () => 'integer',
  smallint: () => 'integer',
  bigint: () => 'bigint',
  decimal: (a) => `numeric(${a[0] ?? 10}, ${a[1] ?? 0})`,
  numeric: (a) => `numeric(${a[0] ?? 10}, ${a[1] ?? 0})`,
  double: () => 'double precision',
  float: () => 'real',
  real: () => 'real',
  // datetimes are 'YYYY-MM-DD HH:mm:ss' text everywhere in this project (server/src/lib/time.ts)
  datetime: () => 'varchar(19)',
  timestamp: () => 'varchar(19)',
  date: () => 'varchar(10)',
};

/** The type a parsed column gets in the database. */
export function storedType(sqlType: string): ColumnDataType {
  const m = /^([a-z]+)(?:\((\d+)(?:,(\d+))?\))?$/.exec(sqlType)!;
  return TYPES[m[1]!]!(m.slice(2).filter((x) => x !== undefined).map(Number));
}

const NAME = /^[a-z][a-z0-9_]{0,62}$/;
const RESERVED_PREFIX = /^(sys_|gen_|bbs_|kysely_|sqlite_|pg_)/;

class Parser {
  private i = 0;
  constructor(private readonly t: Token[]) {}
  peek(offset = 0): Token | undefined { return this.t[this.i + offset]; }
  done(): boolean { return this.i >= this.t.length; }
  isWord(w: string, offset = 0): boolean { const k = this.peek(offset); return k?.kind === 'word' && k.text.toLowerCase() === w; }
  isPunct(p: string): boolean { const k = this.peek(); return k?.kind === 'punct' && k.text === p; }
  word(w: string): void { if (!this.isWord(w)) this.unexpected(); this.i++; }
  punct(p: string): void { if (!this.isPunct(p)) this.unexpected(); this.i++; }
  take(): Token { const k = this.peek(); if (!k) this.unexpected(); this.i++; return k!; }
  unexpected(): never {
    const k = this.peek();
    return refuse(`无法解析 SQL：${k ? `“${k.text}”处` : '语句不完整'}`, `The SQL cannot be parsed: ${k ? `at "${k.text}"` : 'the statement is incomplete'}`);
  }
  name(what: { zh: string; en: string }): string {
    const k = this.take();
    if (k.kind !== 'word' && k.kind !== 'ident') this.unexpected();
    const n = k.text.toLowerCase();
    if (!NAME.test(n)) refuse(`${what.zh}“${k.text}”只能是小写字母开头的字母、数字和下划线`, `The ${what.en} "${k.text}" must be letters, digits and underscores starting with a letter`);
    return n;
  }
  string(): string { const k = this.take(); if (k.kind !== 'string') this.unexpected(); return k.text; }
  numberList(): number[] {
    const out: number[] = [];
    this.punct('(');
    for (;;) {
      const k = this.take();
      if (k.kind !== 'number' || !/^\d+$/.test(k.text)) this.unexpected();
      out.push(Number(k.text));
      if (this.isPunct(',')) { this.i++; continue; }
      this.punct(')');
      return out;
    }
  }

  statement(): ParsedTable {
    if (!this.isWord('create') || !this.isWord('table', 1)) {
      refuse('只能执行 CREATE TABLE 语句', 'Only CREATE TABLE statements are accepted');
    }
    this.i += 2;
    if (this.isWord('if')) { this.word('if'); this.word('not'); this.word('exists'); }
    const table = this.name({ zh: '表名', en: 'table name' });
    if (RESERVED_PREFIX.test(table)) refuse(`表名不能以系统前缀开头：${table}`, `The table name cannot start with a system prefix: ${table}`);
    this.punct('(');
    const columns: ParsedColumn[] = [];
    for (;;) {
      if (this.isWord('primary')) {
        this.word('primary'); this.word('key'); this.punct('(');
        const col = this.name({ zh: '字段名', en: 'column name' });
        this.punct(')');
        const c = columns.find((x) => x.name === col);
        if (!c) refuse(`主键字段不存在：${col}`, `The primary key column does not exist: ${col}`);
        c!.pk = true;
      } else {
        columns.push(this.column());
      }
      if (this.isPunct(',')) { this.i++; continue; }
      this.punct(')');
      break;
    }
    let comment = '';
    while (!this.done() && !this.isPunct(';')) {
      if (this.isWord('comment')) {
        this.i++;
        if (this.isPunct('=')) this.i++;
        comment = this.string();
      } else if (this.isWord('engine') || this.isWord('charset') || this.isWord('collate')) {
        this.i++;
        if (this.isPunct('=')) this.i++;
        this.take();
      } else if (this.isWord('default') && this.isWord('charset', 1)) {
        this.i++;
      } else {
        this.unexpected();
      }
    }
    if (new Set(columns.map((c) => c.name)).size !== columns.length) refuse(`表 ${table} 有重复的字段`, `The table ${table} repeats a column`);
    const pks = columns.filter((c) => c.pk);
    if (pks.length !== 1 || !/^(int|integer|bigint|smallint|tinyint)$/.test(pks[0]!.sqlType)) {
      refuse(`表 ${table} 需要一个整数主键`, `The table ${table} needs one integer primary key`);
    }
    return { name: table, comment, columns };
  }

  column(): ParsedColumn {
    const name = this.name({ zh: '字段名', en: 'column name' });
    const typeTok = this.take();
    const base = typeTok.text.toLowerCase();
    if (typeTok.kind !== 'word' || !(base in TYPES)) {
      refuse(`不支持的字段类型：${typeTok.text}`, `The column type is not supported: ${typeTok.text}`);
    }
    const args = this.isPunct('(') ? this.numberList() : [];
    if (this.isWord('unsigned')) this.i++;
    const c: ParsedColumn = { name, sqlType: args.length ? `${base}(${args.join(',')})` : base, notNull: false, pk: false, increment: false, comment: '' };
    for (;;) {
      if (this.isWord('not')) { this.word('not'); this.word('null'); c.notNull = true; }
      else if (this.isWord('null')) { this.i++; }
      else if (this.isWord('primary')) { this.word('primary'); this.word('key'); c.pk = true; }
      else if (this.isWord('auto_increment') || this.isWord('autoincrement')) { this.i++; c.increment = true; }
      else if (this.isWord('comment')) { this.i++; c.comment = this.string(); }
      else if (this.isWord('default')) {
        this.i++;
        const k = this.peek();
        if (k?.kind === 'string') c.default = k.text;
        else if (k?.kind === 'number') c.default = Number(k.text);
        else if (k?.kind === 'word' && k.text.toLowerCase() === 'null') c.default = null;
        else this.unexpected();
        this.i++;
      } else break;
    }
    if (c.pk) c.notNull = true;
    return c;
  }
}

/** Parses the pasted SQL: one or more CREATE TABLE statements separated by ';'. Throws a ServiceError otherwise. */
export function parseCreateTables(input: string): ParsedTable[] {
  const p = new Parser(tokenize(input));
  const tables: ParsedTable[] = [];
  while (!p.done()) {
    if (p.isPunct(';')) { p.take(); continue; }
    tables.push(p.statement());
  }
  if (tables.length === 0) refuse('没有 CREATE TABLE 语句', 'There is no CREATE TABLE statement');
  if (new Set(tables.map((t) => t.name)).size !== tables.length) refuse('表名重复', 'A table name is repeated');
  return tables;
}

/** Builds a parsed table with the schema builder (a lone integer key becomes the store's auto-increment id). */
export async function buildTable(db: Db, t: ParsedTable): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  let b = db.schema.createTable(t.name);
  for (const c of t.columns) {
    if (c.pk) {
      b = pg
        ? b.addColumn(c.name, storedType(c.sqlType), (col) => col.primaryKey().generatedByDefaultAsIdentity())
        : b.addColumn(c.name, 'integer', (col) => col.primaryKey().autoIncrement());
      continue;
    }
    b = b.addColumn(c.name, storedType(c.sqlType), (col) => {
      let x = c.notNull ? col.notNull() : col;
      if (c.default !== undefined) x = x.defaultTo(c.default);
      return x;
    });
  }
  await b.execute();
}
