import type { Migration } from 'kysely';
import { type AnyDb, auditColumns, idColumn } from './helpers';

/**
 * 代码生成 (issue 14): gen_table and gen_table_column as RuoYi's. `java_type` / `java_field` keep RuoYi's names (the
 * wire contract) but hold the TypeScript type and the camelCase field. `origin` says where the table came from:
 * '0' imported from the live database, '1' created from pasted SQL (its generated migration then creates it).
 * The same DDL on both stores: ids through idColumn, flags as char(1), texts as varchar/text.
 */
export const m0021_gen: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('gen_table')
      .$call(idColumn(db, 'table_id'))
      .addColumn('table_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('table_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('sub_table_name', 'varchar(64)')
      .addColumn('sub_table_fk_name', 'varchar(64)')
      .addColumn('class_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('tpl_category', 'varchar(200)', (c) => c.notNull().defaultTo('crud'))
      .addColumn('tpl_web_type', 'varchar(30)', (c) => c.notNull().defaultTo('antd'))
      .addColumn('package_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('module_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('business_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('function_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('function_author', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('form_col_num', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('gen_type', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('gen_path', 'varchar(200)', (c) => c.notNull().defaultTo('/'))
      .addColumn('options', 'varchar(1000)')
      .addColumn('origin', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();
    await db.schema.createIndex('idx_gen_table_name').on('gen_table').column('table_name').unique().execute();

    await db.schema
      .createTable('gen_table_column')
      .$call(idColumn(db, 'column_id'))
      .addColumn('table_id', 'bigint', (c) => c.notNull())
      .addColumn('column_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('column_comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('column_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('java_type', 'varchar(500)', (c) => c.notNull().defaultTo('string'))
      .addColumn('java_field', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('is_pk', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_increment', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_required', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_insert', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_edit', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_list', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_query', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('query_type', 'varchar(200)', (c) => c.notNull().defaultTo('EQ'))
      .addColumn('html_type', 'varchar(200)', (c) => c.notNull().defaultTo('input'))
      .addColumn('dict_type', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_gen_table_column_table').on('gen_table_column').column('table_id').execute();
  },

  async down(db: AnyDb) {
    await db.schema.dropTable('gen_table_column').ifExists().execute();
    await db.schema.dropTable('gen_table').ifExists().execute();
  },
};
