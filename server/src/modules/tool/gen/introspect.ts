import { sql } from 'kysely';
import { dialectOf, type Db } from '../../../db/index';

/** A column of a live table, as either store describes it. */
export interface LiveColumn {
  name: string;
  /** lower-case declared type, e.g. 'varchar(64)', 'integer', 'text' */
  type: string;
  notNull: boolean;
  pk: boolean;
  increment: boolean;
  hasDefault: boolean;
  comment: string;
}

export interface LiveTable {
  tableName: string;
  tableComment: string;
}

/** Tables the generator never offers: its own and the migrator's. */
export const HIDDEN_TABLE = /^(gen_|kysely_|sqlite_)/;
/**
 * Names the generator accepts: a table's name goes into file paths, code and SQL, so a quoted PostgreSQL name with
 * other characters (`a/../b`, a newline) is never offered.
 */
export const SAFE_TABLE = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
const offered = (name: string) => SAFE_TABLE.test(name) && !HIDDEN_TABLE.test(name);

/** The base tables of the live database (SQLite: sqlite_master; PostgreSQL: the current schema), by name. */
export async function liveTables(db: Db): Promise<LiveTable[]> {
  if (dialectOf(db) === 'postgres') {
    const r = await sql<{ table_name: string; comment: string | null }>`
      select c.relname as table_name, obj_description(c.oid, 'pg_class') as comment
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
      order by c.relname`.execute(db);
    return r.rows.filter((t) => offered(t.table_name)).map((t) => ({ tableName: t.table_name, tableComment: t.comment ?? '' }));
  }
  const r = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
  return r.rows.filter((t) => offered(t.name)).map((t) => ({ tableName: t.name, tableComment: '' }));
}

/** The columns of one live table in their declared order (empty when there is no such table). */
export async function liveColumns(db: Db, table: string): Promise<LiveColumn[]> {
  if (dialectOf(db) === 'postgres') {
    const r = await sql<{
      column_name: string; data_type: string; len: number | null; prec: number | null; scale: number | null;
      is_nullable: string; column_default: string | null; is_identity: string; pk: boolean; comment: string | null;
    }>`
      select c.column_name, c.data_type, c.character_maximum_length as len, c.numeric_precision as prec, c.numeric_scale as scale,
        c.is_nullable, c.column_default, c.is_identity,
        exists (
          select 1 from information_schema.table_constraints tc
          join information_schema.key_column_usage k on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
          where tc.table_schema = c.table_schema and tc.table_name = c.table_name and tc.constraint_type = 'PRIMARY KEY'
            and k.column_name = c.column_name
        ) as pk,
        col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment
      from information_schema.columns c
      where c.table_schema = current_schema() and c.table_name = ${table}
      order by c.ordinal_position`.execute(db);
    return r.rows.map((c) => ({
      name: c.column_name,
      type: pgType(c.data_type, c.len, c.prec, c.scale),
      notNull: c.is_nullable === 'NO',
      pk: c.pk,
      increment: c.is_identity === 'YES' || /^nextval\(/.test(c.column_default ?? ''),
      hasDefault: c.column_default !== null || c.is_identity === 'YES',
      comment: c.comment ?? '',
    }));
  }
  const r = await sql<{ name: string; type: string; notnull: number; dflt_value: unknown; pk: number }>`
    select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(db);
  const pks = r.rows.filter((c) => c.pk > 0).length;
  return r.rows.map((c) => {
    const type = c.type.toLowerCase();
    const pk = c.pk > 0;
    return {
      name: c.name,
      type,
      notNull: c.notnull === 1 || pk,
      pk,
      // SQLite: a lone `integer primary key` is the rowid (assigned on insert)
      increment: pk && pks === 1 && type === 'integer',
      hasDefault: c.dflt_value !== null,
      comment: '',
    };
  });
}

function pgType(dataType: string, len: number | null, prec: number | null, scale: number | null): string {
  if (dataType === 'character varying') return len ? `varchar(${len})` : 'varchar';
  if (dataType === 'character') return `char(${len ?? 1})`;
  if (dataType === 'numeric' && prec) return `numeric(${prec},${scale ?? 0})`;
  if (dataType.startsWith('timestamp')) return 'timestamp';
  return dataType;
}
