import { type Migration, sql } from 'kysely';
import { type AnyDb, auditColumns, DATETIME, idColumn } from './helpers';

/**
 * The RuoYi system tables (contract 3.10) plus our own session, captcha and password-retry tables,
 * which RuoYi keeps in Redis. Portable types only, so the same migration runs on SQLite and PostgreSQL.
 */
export const m0001_system: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sys_dept')
      .$call(idColumn(db, 'dept_id'))
      .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('ancestors', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('dept_name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('leader', 'varchar(20)')
      .addColumn('phone', 'varchar(11)')
      .addColumn('email', 'varchar(50)')
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_sys_dept_parent').on('sys_dept').column('parent_id').execute();

    await db.schema
      .createTable('sys_user')
      .$call(idColumn(db, 'user_id'))
      .addColumn('dept_id', 'bigint')
      .addColumn('user_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('nick_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('user_type', 'varchar(2)', (c) => c.notNull().defaultTo('00'))
      .addColumn('email', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('phonenumber', 'varchar(11)', (c) => c.notNull().defaultTo(''))
      .addColumn('sex', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('avatar', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('password', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('login_ip', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_date', DATETIME)
      .addColumn('pwd_update_date', DATETIME)
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .addColumn('auth_status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .execute();
    // names are unique among live accounts only: a soft-deleted account does not block its name
    await db.schema
      .createIndex('uk_sys_user_name')
      .on('sys_user')
      .column('user_name')
      .unique()
      .where(sql.ref('del_flag'), '=', '0')
      .execute();
    await db.schema.createIndex('idx_sys_user_name').on('sys_user').column('user_name').execute();
    await db.schema.createIndex('idx_sys_user_dept').on('sys_user').column('dept_id').execute();
    await db.schema.createIndex('idx_sys_user_phone').on('sys_user').column('phonenumber').execute();

    await db.schema
      .createTable('sys_post')
      .$call(idColumn(db, 'post_id'))
      .addColumn('post_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('post_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('post_sort', 'integer', (c) => c.notNull())
      .addColumn('status', 'char(1)', (c) => c.notNull())
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();

    await db.schema
      .createTable('sys_role')
      .$call(idColumn(db, 'role_id'))
      .addColumn('role_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('role_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('role_sort', 'integer', (c) => c.notNull())
      .addColumn('data_scope', 'char(1)', (c) => c.notNull().defaultTo('1'))
      .addColumn('menu_check_strictly', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('dept_check_strictly', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('status', 'char(1)', (c) => c.notNull())
      .addColumn('del_flag', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();

    await db.schema
      .createTable('sys_menu')
      .$call(idColumn(db, 'menu_id'))
      .addColumn('menu_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('path', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('component', 'varchar(255)')
      .addColumn('query', 'varchar(255)')
      .addColumn('route_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('is_frame', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_cache', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('menu_type', 'char(1)', (c) => c.notNull())
      .addColumn('visible', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('perms', 'varchar(100)')
      .addColumn('icon', 'varchar(100)', (c) => c.notNull().defaultTo('#'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('idx_sys_menu_parent').on('sys_menu').columns(['parent_id', 'order_num']).execute();

    // join tables: composite keys; rows go with either side when it is hard-deleted
    const join = async (table: string, a: [string, string, string], b: [string, string, string]) => {
      await db.schema
        .createTable(table)
        .addColumn(a[0], 'bigint', (c) => c.notNull().references(`${a[1]}.${a[2]}`).onDelete('cascade'))
        .addColumn(b[0], 'bigint', (c) => c.notNull().references(`${b[1]}.${b[2]}`).onDelete('cascade'))
        .addPrimaryKeyConstraint(`pk_${table}`, [a[0], b[0]])
        .execute();
      await db.schema.createIndex(`idx_${table}_${b[0]}`).on(table).column(b[0]).execute();
    };
    await join('sys_user_role', ['user_id', 'sys_user', 'user_id'], ['role_id', 'sys_role', 'role_id']);
    await join('sys_role_menu', ['role_id', 'sys_role', 'role_id'], ['menu_id', 'sys_menu', 'menu_id']);
    await join('sys_role_dept', ['role_id', 'sys_role', 'role_id'], ['dept_id', 'sys_dept', 'dept_id']);
    await join('sys_user_post', ['user_id', 'sys_user', 'user_id'], ['post_id', 'sys_post', 'post_id']);

    await db.schema
      .createTable('sys_dict_type')
      .$call(idColumn(db, 'dict_id'))
      .addColumn('dict_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('dict_type', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();

    await db.schema
      .createTable('sys_dict_data')
      .$call(idColumn(db, 'dict_code'))
      .addColumn('dict_sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('dict_label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('dict_value', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('dict_type', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('css_class', 'varchar(100)')
      .addColumn('list_class', 'varchar(100)')
      .addColumn('is_default', 'char(1)', (c) => c.notNull().defaultTo('N'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();
    await db.schema.createIndex('idx_sys_dict_data_type').on('sys_dict_data').columns(['dict_type', 'dict_sort']).execute();

    await db.schema
      .createTable('sys_config')
      .$call(idColumn(db, 'config_id'))
      .addColumn('config_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('config_key', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('config_value', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('config_type', 'char(1)', (c) => c.notNull().defaultTo('N'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();

    await db.schema
      .createTable('sys_logininfor')
      .$call(idColumn(db, 'info_id'))
      .addColumn('user_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('ipaddr', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_location', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('browser', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('os', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('msg', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_time', DATETIME)
      .execute();
    await db.schema.createIndex('idx_sys_logininfor_s').on('sys_logininfor').column('status').execute();
    await db.schema.createIndex('idx_sys_logininfor_lt').on('sys_logininfor').column('login_time').execute();

    await db.schema
      .createTable('sys_oper_log')
      .$call(idColumn(db, 'oper_id'))
      .addColumn('title', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('business_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('method', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('request_method', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('operator_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('oper_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('dept_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_ip', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_location', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_param', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
      .addColumn('json_result', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error_msg', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
      .addColumn('oper_time', DATETIME)
      .addColumn('cost_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('idx_sys_oper_log_bt').on('sys_oper_log').column('business_type').execute();
    await db.schema.createIndex('idx_sys_oper_log_s').on('sys_oper_log').column('status').execute();
    await db.schema.createIndex('idx_sys_oper_log_ot').on('sys_oper_log').column('oper_time').execute();

    await db.schema
      .createTable('sys_notice')
      .$call(idColumn(db, 'notice_id'))
      .addColumn('notice_title', 'varchar(50)', (c) => c.notNull())
      .addColumn('notice_type', 'char(1)', (c) => c.notNull())
      .addColumn('notice_content', 'text')
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(255)')
      .execute();

    await db.schema
      .createTable('sys_user_session')
      .addColumn('token_id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('sys_user.user_id').onDelete('cascade'))
      .addColumn('user_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('dept_name', 'varchar(50)')
      .addColumn('ipaddr', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_location', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('browser', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('os', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_time', DATETIME, (c) => c.notNull())
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_user_session_user').on('sys_user_session').column('user_id').execute();
    await db.schema.createIndex('idx_sys_user_session_exp').on('sys_user_session').column('expire_at').execute();

    await db.schema
      .createTable('sys_captcha')
      .addColumn('uuid', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(16)', (c) => c.notNull())
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_captcha_exp').on('sys_captcha').column('expire_at').execute();

    await db.schema
      .createTable('sys_pwd_retry')
      .addColumn('user_name', 'varchar(30)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_sys_pwd_retry_exp').on('sys_pwd_retry').column('expire_at').execute();
  },

  async down(db: AnyDb) {
    const tables = [
      'sys_pwd_retry', 'sys_captcha', 'sys_user_session', 'sys_notice', 'sys_oper_log', 'sys_logininfor',
      'sys_config', 'sys_dict_data', 'sys_dict_type', 'sys_user_post', 'sys_role_dept', 'sys_role_menu',
      'sys_user_role', 'sys_menu', 'sys_role', 'sys_post', 'sys_user', 'sys_dept',
    ];
    for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
  },
};
