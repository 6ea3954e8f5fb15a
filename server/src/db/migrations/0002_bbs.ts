import type { Migration } from 'kysely';
import { type AnyDb, auditColumns, DATETIME, idColumn } from './helpers';

/**
 * The public site's content (issue 4): schools, posts (station articles, stories, discussions) and their replies,
 * news, videos, banners, red/black entries, cities and contact enquiries.
 * Portable types only (SQLite and PostgreSQL). Codes are short text ('0'/'1', dict values); list-valued dict
 * fields are comma lists; `lang` is 'zh' or 'en'; `is_sample` marks the seeded sample rows (1) so they can be
 * found and removed. Bilingual display fields of schools, cities and red/black entries have an `_en` twin.
 */
export const m0002_bbs: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bbs_city')
      .$call(idColumn(db, 'city_id'))
      .addColumn('label', 'varchar(50)', (c) => c.notNull())
      .addColumn('label_en', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('value', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .$call(auditColumns)
      .execute();

    await db.schema
      .createTable('bbs_school')
      .$call(idColumn(db, 'school_id'))
      .addColumn('school_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('school_name_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('country', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('country_en', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('province', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('province_en', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('city_en', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('city_code', 'varchar(32)')
      .addColumn('school_type', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('abroad', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('tuition', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('tuition_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('tuition_min', 'integer')
      .addColumn('tuition_max', 'integer')
      .addColumn('currency', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('grades', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('boarding', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('curriculum', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('curriculum_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('join_method', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('student_nums', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('application_difficulty', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('educational_stage', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('address_en', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('website', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('intro', 'text')
      .addColumn('intro_en', 'text')
      .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();
    await db.schema.createIndex('idx_bbs_school_list').on('bbs_school').columns(['status', 'sort', 'school_id']).execute();
    await db.schema.createIndex('idx_bbs_school_type').on('bbs_school').columns(['school_type', 'abroad']).execute();
    await db.schema.createIndex('idx_bbs_school_abroad').on('bbs_school').column('abroad').execute();
    await db.schema.createIndex('idx_bbs_school_city').on('bbs_school').column('city_code').execute();

    await db.schema
      .createTable('bbs_post')
      .$call(idColumn(db, 'post_id'))
      .addColumn('post_type', 'char(1)', (c) => c.notNull())
      .addColumn('blog_type', 'varchar(8)')
      .addColumn('category', 'varchar(8)')
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text')
      .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('user_id', 'bigint', (c) => c.references('sys_user.user_id').onDelete('set null'))
      .addColumn('author_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('city_code', 'varchar(32)')
      .addColumn('school_id', 'bigint', (c) => c.references('bbs_school.school_id').onDelete('set null'))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_post_list').on('bbs_post').columns(['post_type', 'lang', 'status', 'create_time']).execute();
    await db.schema.createIndex('idx_bbs_post_blog_type').on('bbs_post').column('blog_type').execute();
    await db.schema.createIndex('idx_bbs_post_category').on('bbs_post').column('category').execute();
    await db.schema.createIndex('idx_bbs_post_city').on('bbs_post').column('city_code').execute();
    await db.schema.createIndex('idx_bbs_post_school').on('bbs_post').column('school_id').execute();
    await db.schema.createIndex('idx_bbs_post_user').on('bbs_post').column('user_id').execute();

    await db.schema
      .createTable('bbs_post_reply')
      .$call(idColumn(db, 'reply_id'))
      .addColumn('post_id', 'bigint', (c) => c.notNull().references('bbs_post.post_id').onDelete('cascade'))
      .addColumn('parent_id', 'bigint')
      .addColumn('user_id', 'bigint', (c) => c.references('sys_user.user_id').onDelete('set null'))
      .addColumn('author_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text')
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_post_reply_post').on('bbs_post_reply').columns(['post_id', 'status', 'create_time']).execute();
    await db.schema.createIndex('idx_bbs_post_reply_user').on('bbs_post_reply').column('user_id').execute();

    await db.schema
      .createTable('bbs_info')
      .$call(idColumn(db, 'info_id'))
      .addColumn('info_type', 'varchar(8)', (c) => c.notNull().defaultTo(''))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('content', 'text')
      .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('source', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('city_code', 'varchar(32)')
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_info_list').on('bbs_info').columns(['lang', 'status', 'create_time']).execute();
    await db.schema.createIndex('idx_bbs_info_type').on('bbs_info').column('info_type').execute();
    await db.schema.createIndex('idx_bbs_info_city').on('bbs_info').column('city_code').execute();

    await db.schema
      .createTable('bbs_video')
      .$call(idColumn(db, 'video_id'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(255)', (c) => c.notNull())
      .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('city_code', 'varchar(32)')
      .addColumn('school_id', 'bigint', (c) => c.references('bbs_school.school_id').onDelete('set null'))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_video_list').on('bbs_video').columns(['lang', 'status', 'create_time']).execute();
    await db.schema.createIndex('idx_bbs_video_city').on('bbs_video').column('city_code').execute();
    await db.schema.createIndex('idx_bbs_video_school').on('bbs_video').column('school_id').execute();

    await db.schema
      .createTable('bbs_banner')
      .$call(idColumn(db, 'banner_id'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('image', 'varchar(255)', (c) => c.notNull())
      .addColumn('link', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_banner_list').on('bbs_banner').columns(['lang', 'status', 'sort']).execute();

    await db.schema
      .createTable('bbs_red_black')
      .$call(idColumn(db, 'entry_id'))
      .addColumn('list_type', 'varchar(8)', (c) => c.notNull())
      .addColumn('school_id', 'bigint', (c) => c.references('bbs_school.school_id').onDelete('set null'))
      .addColumn('school_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('school_name_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('reason_en', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('city_code', 'varchar(32)')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('is_sample', 'smallint', (c) => c.notNull().defaultTo(0))
      .$call(auditColumns)
      .execute();
    await db.schema.createIndex('idx_bbs_red_black_list').on('bbs_red_black').columns(['list_type', 'status', 'sort']).execute();
    await db.schema.createIndex('idx_bbs_red_black_city').on('bbs_red_black').column('city_code').execute();
    await db.schema.createIndex('idx_bbs_red_black_school').on('bbs_red_black').column('school_id').execute();

    await db.schema
      .createTable('bbs_contact')
      .$call(idColumn(db, 'contact_id'))
      .addColumn('name', 'varchar(30)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
      .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('source_page', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
      .addColumn('ip', 'varchar(128)', (c) => c.notNull().defaultTo(''))
      .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      /* '0' new, '1' handled */
      .addColumn('status', 'char(1)', (c) => c.notNull().defaultTo('0'))
      .addColumn('handled_time', DATETIME)
      .$call(auditColumns)
      .addColumn('remark', 'varchar(500)')
      .execute();
    await db.schema.createIndex('idx_bbs_contact_time').on('bbs_contact').column('create_time').execute();
    await db.schema.createIndex('idx_bbs_contact_status').on('bbs_contact').column('status').execute();
    await db.schema.createIndex('idx_bbs_contact_ip').on('bbs_contact').columns(['ip', 'create_time']).execute();
  },

  async down(db: AnyDb) {
    const tables = [
      'bbs_contact', 'bbs_red_black', 'bbs_banner', 'bbs_video', 'bbs_info', 'bbs_post_reply', 'bbs_post',
      'bbs_school', 'bbs_city',
    ];
    for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
  },
};
