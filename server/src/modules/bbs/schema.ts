import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/index';

/**
 * The bbs tables (migration 0002_bbs) as Kysely sees them. They are kept beside the module rather than in
 * db/schema.ts; `bbsDb(db)` widens a database handle (or a transaction) with them.
 */

interface Audit {
  create_by: Generated<string>;
  create_time: string | null;
  update_by: Generated<string>;
  update_time: string | null;
}

export interface BbsCityTable extends Audit {
  city_id: Generated<number>;
  label: string;
  label_en: Generated<string>;
  /** the city code lists filter by */
  value: string;
  lng: number;
  lat: number;
  sort: Generated<number>;
  status: Generated<string>;
}

export interface BbsSchoolTable extends Audit {
  school_id: Generated<number>;
  school_name: string;
  school_name_en: Generated<string>;
  country: Generated<string>;
  country_en: Generated<string>;
  province: Generated<string>;
  province_en: Generated<string>;
  city: Generated<string>;
  city_en: Generated<string>;
  city_code: string | null;
  /** dict bbs_school_type */
  school_type: Generated<string>;
  /** '1' abroad (Hong Kong included), '0' mainland */
  abroad: Generated<string>;
  tuition: Generated<string>;
  tuition_en: Generated<string>;
  tuition_min: number | null;
  tuition_max: number | null;
  currency: Generated<string>;
  /** comma list of dict recruitgradedict values */
  grades: Generated<string>;
  /** '1' boarding offered */
  boarding: Generated<string>;
  curriculum: Generated<string>;
  curriculum_en: Generated<string>;
  /** dict joinschooldict */
  join_method: Generated<string>;
  /** dict existstunumsdict */
  student_nums: Generated<string>;
  /** dict application_difficulty */
  application_difficulty: Generated<string>;
  /** comma list of dict educational_stage values */
  educational_stage: Generated<string>;
  address: Generated<string>;
  address_en: Generated<string>;
  website: Generated<string>;
  intro: string | null;
  intro_en: string | null;
  cover: Generated<string>;
  /** '0' shown, '1' hidden */
  status: Generated<string>;
  sort: Generated<number>;
  is_sample: Generated<number>;
  remark: string | null;
}

export interface BbsPostTable extends Audit {
  post_id: Generated<number>;
  /** '1' station article, '2' story, '3' discussion */
  post_type: string;
  blog_type: string | null;
  /** story category '1'…'6' */
  category: string | null;
  title: string;
  summary: Generated<string>;
  /** sanitized HTML */
  content: string | null;
  cover: Generated<string>;
  user_id: number | null;
  author_name: Generated<string>;
  city_code: string | null;
  school_id: number | null;
  lang: Generated<string>;
  views: Generated<number>;
  /** '0' shown, '1' hidden */
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsPostReplyTable extends Audit {
  reply_id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  user_id: number | null;
  author_name: Generated<string>;
  /** sanitized HTML */
  content: string | null;
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsInfoTable extends Audit {
  info_id: Generated<number>;
  info_type: Generated<string>;
  title: string;
  summary: Generated<string>;
  content: string | null;
  cover: Generated<string>;
  source: Generated<string>;
  city_code: string | null;
  lang: Generated<string>;
  views: Generated<number>;
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsVideoTable extends Audit {
  video_id: Generated<number>;
  title: string;
  summary: Generated<string>;
  cover: Generated<string>;
  url: string;
  /** seconds */
  duration: Generated<number>;
  city_code: string | null;
  school_id: number | null;
  lang: Generated<string>;
  views: Generated<number>;
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsBannerTable extends Audit {
  banner_id: Generated<number>;
  title: string;
  image: string;
  link: Generated<string>;
  sort: Generated<number>;
  lang: Generated<string>;
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsRedBlackTable extends Audit {
  entry_id: Generated<number>;
  /** 'red' | 'black' */
  list_type: string;
  school_id: number | null;
  school_name: Generated<string>;
  school_name_en: Generated<string>;
  reason: Generated<string>;
  reason_en: Generated<string>;
  /** 'YYYY-MM-DD': the day the reason refers to (migration 0006) */
  reason_date: string | null;
  /** JSON text: RedBlackSource[] ({title, titleEn, url}); '[]' only on unpublished entries */
  sources: Generated<string>;
  /** 'YYYY-MM-DD': the day the entry joined the list */
  added_date: string | null;
  city_code: string | null;
  sort: Generated<number>;
  status: Generated<string>;
  is_sample: Generated<number>;
}

export interface BbsContactTable extends Audit {
  contact_id: Generated<number>;
  name: string;
  mobile: string;
  message: Generated<string>;
  source_page: Generated<string>;
  lang: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  /** '0' new, '1' handled */
  status: Generated<string>;
  handled_time: string | null;
  remark: string | null;
}

// a type alias, not an interface: withTables<T> needs an index-compatible record
export type BbsTables = {
  bbs_city: BbsCityTable;
  bbs_school: BbsSchoolTable;
  bbs_post: BbsPostTable;
  bbs_post_reply: BbsPostReplyTable;
  bbs_info: BbsInfoTable;
  bbs_video: BbsVideoTable;
  bbs_banner: BbsBannerTable;
  bbs_red_black: BbsRedBlackTable;
  bbs_contact: BbsContactTable;
};

export type BbsDatabase = Database & BbsTables;
export type BbsDb = Kysely<BbsDatabase>;

/** The same handle (a database or a transaction: `withTables` keeps the connection), typed with the bbs tables too. */
export function bbsDb(db: Kysely<Database>): BbsDb {
  return db.withTables<BbsTables>();
}
