import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Every table of the server, as Kysely sees it. Column names are RuoYi's (snake_case).
 * Datetimes are 'YYYY-MM-DD HH:mm:ss' text in Asia/Shanghai time (see lib/time.ts); expiries are epoch-ms bigints.
 * `Generated<…>` marks ids and columns with a database default (optional on insert).
 */

/** create_by / create_time / update_by / update_time */
interface Audit {
  create_by: Generated<string>;
  create_time: string | null;
  update_by: Generated<string>;
  update_time: string | null;
}

export interface SysDeptTable extends Audit {
  dept_id: Generated<number>;
  parent_id: Generated<number>;
  /** comma path of the ancestors, e.g. '0,100,101' */
  ancestors: Generated<string>;
  dept_name: Generated<string>;
  order_num: Generated<number>;
  leader: string | null;
  phone: string | null;
  email: string | null;
  status: Generated<string>;
  del_flag: Generated<string>;
}

export interface SysUserTable extends Audit {
  user_id: Generated<number>;
  dept_id: number | null;
  user_name: string;
  nick_name: string;
  /** '00' system user, '01' member (public site), '02' school account */
  user_type: Generated<string>;
  email: Generated<string>;
  phonenumber: Generated<string>;
  /** '0' male, '1' female, '2' unknown */
  sex: Generated<string>;
  avatar: Generated<string>;
  password: Generated<string>;
  status: Generated<string>;
  /** '0' present, '2' deleted */
  del_flag: Generated<string>;
  login_ip: Generated<string>;
  login_date: string | null;
  pwd_update_date: string | null;
  remark: string | null;
  /** school-account authentication: '0' none, '1' pending, '2' approved, '3' rejected */
  auth_status: Generated<string>;
  /** '1' may not post or reply on the forum (migration 0008) */
  bbs_banned: Generated<string>;
}

export interface SysPostTable extends Audit {
  post_id: Generated<number>;
  post_code: string;
  post_name: string;
  post_sort: number;
  status: string;
  remark: string | null;
}

export interface SysRoleTable extends Audit {
  role_id: Generated<number>;
  role_name: string;
  role_key: string;
  role_sort: number;
  /** 1 all, 2 custom depts, 3 own dept, 4 own dept and below, 5 own rows only */
  data_scope: Generated<string>;
  menu_check_strictly: Generated<number>;
  dept_check_strictly: Generated<number>;
  status: string;
  del_flag: Generated<string>;
  remark: string | null;
}

export interface SysMenuTable extends Audit {
  menu_id: Generated<number>;
  menu_name: string;
  /** English title (migration 0004); null: show `menu_name` */
  menu_name_en: string | null;
  parent_id: Generated<number>;
  order_num: Generated<number>;
  path: Generated<string>;
  component: string | null;
  query: string | null;
  route_name: Generated<string>;
  /** 0 external link, 1 not */
  is_frame: Generated<number>;
  /** 0 cache, 1 no cache */
  is_cache: Generated<number>;
  /** 'M' directory, 'C' menu, 'F' button */
  menu_type: string;
  /** '0' shown, '1' hidden */
  visible: Generated<string>;
  status: Generated<string>;
  perms: string | null;
  icon: Generated<string>;
  remark: Generated<string>;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}
export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
}
export interface SysRoleDeptTable {
  role_id: number;
  dept_id: number;
}
export interface SysUserPostTable {
  user_id: number;
  post_id: number;
}

export interface SysDictTypeTable extends Audit {
  dict_id: Generated<number>;
  dict_name: Generated<string>;
  dict_type: string;
  status: Generated<string>;
  remark: string | null;
}

export interface SysDictDataTable extends Audit {
  dict_code: Generated<number>;
  dict_sort: Generated<number>;
  dict_label: string;
  dict_value: string;
  dict_type: string;
  css_class: string | null;
  list_class: string | null;
  is_default: Generated<string>;
  status: Generated<string>;
  remark: string | null;
}

export interface SysConfigTable extends Audit {
  config_id: Generated<number>;
  config_name: Generated<string>;
  config_key: string;
  config_value: Generated<string>;
  /** 'Y' built-in (cannot be deleted), 'N' */
  config_type: Generated<string>;
  remark: string | null;
}

export interface SysLogininforTable {
  info_id: Generated<number>;
  user_name: Generated<string>;
  ipaddr: Generated<string>;
  login_location: Generated<string>;
  browser: Generated<string>;
  os: Generated<string>;
  /** '0' success (login, logout, register), '1' failure */
  status: Generated<string>;
  msg: Generated<string>;
  login_time: string | null;
}

export interface SysOperLogTable {
  oper_id: Generated<number>;
  title: Generated<string>;
  /** dict sys_oper_type: 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force, 8 gencode, 9 clean */
  business_type: Generated<number>;
  method: Generated<string>;
  request_method: Generated<string>;
  /** 0 other, 1 back-office user, 2 mobile */
  operator_type: Generated<number>;
  oper_name: Generated<string>;
  dept_name: Generated<string>;
  oper_url: Generated<string>;
  oper_ip: Generated<string>;
  oper_location: Generated<string>;
  oper_param: Generated<string>;
  json_result: Generated<string>;
  /** 0 ok, 1 failed */
  status: Generated<number>;
  error_msg: Generated<string>;
  oper_time: string | null;
  cost_time: Generated<number>;
}

export interface SysNoticeTable extends Audit {
  notice_id: Generated<number>;
  notice_title: string;
  /** '1' notice, '2' announcement */
  notice_type: string;
  notice_content: string | null;
  status: Generated<string>;
  remark: string | null;
}

/** Who has read which notice (unique per user and notice). */
export interface SysNoticeReadTable {
  read_id: Generated<number>;
  notice_id: number;
  user_id: number;
  read_time: string;
}

/** One login session (RuoYi keeps these in Redis at login_tokens:<uuid>). */
export interface SysUserSessionTable {
  token_id: string;
  user_id: number;
  user_name: string;
  dept_name: string | null;
  ipaddr: string;
  login_location: string;
  browser: string;
  os: string;
  login_time: string;
  /** epoch ms; the session is gone after this instant */
  expire_at: number;
}

export interface SysCaptchaTable {
  uuid: string;
  code: string;
  expire_at: number;
}

/** Wrong-password counter per user name (RuoYi: pwd_err_cnt:<name> with a 10-minute TTL). */
export interface SysPwdRetryTable {
  user_name: string;
  count: number;
  expire_at: number;
}

/** migration 0007: one counter per limited key (lib/rate-limit.ts) */
export interface SysRateLimitTable {
  rate_key: string;
  count: number;
  /** a second measure counted in the same window (bytes for the upload quota) */
  amount: number;
  /** epoch ms; the window ends here and the next hit starts a new one */
  expire_at: number;
}

/** migration 0007: secrets every process shares (the generated JWT signing key on PostgreSQL) */
export interface SysSecretTable {
  name: string;
  value: string;
  create_time: string | null;
}

/** migration 0007: uploads kept in the database (modules/common/file-store.ts) */
export interface SysFileTable {
  /** relative to the profile root: 'upload/2026/11/24/<hex>.png' */
  file_path: string;
  size: number;
  create_by: Generated<string>;
  create_time: string | null;
}

export interface SysFileChunkTable {
  file_path: string;
  seq: number;
  data: Buffer;
}

/** migration 0003: wrong passwords per (user name, client address) */
export interface SysPwdRetryIpTable {
  user_name: string;
  ipaddr: string;
  count: number;
  expire_at: number;
}

// ---------------------------------------------------------------------------------------------
// the public site's tables (migration 0002_bbs; red/black evidence 0006); shown rows have status '0'

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
  /** JSON text: '/profile/…' gallery paths, at most 8 (migration 0012) */
  images: Generated<string>;
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
  /** AUDIT_STATUS: '0' approved, '1' pending review, '2' rejected (migration 0008) */
  audit_status: Generated<string>;
  reject_reason: string | null;
  /** '0' present, '2' deleted (migration 0008) */
  del_flag: Generated<string>;
  /** '1' pinned to the top of the public lists (migration 0011) */
  pinned: Generated<string>;
  /** comma list of at most 5 tag names (migration 0011) */
  tags: Generated<string>;
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
  /** AUDIT_STATUS: '0' approved, '1' pending review, '2' rejected (migration 0008) */
  audit_status: Generated<string>;
  reject_reason: string | null;
  /** '0' present, '2' deleted (migration 0008) */
  del_flag: Generated<string>;
  /** an answer to an answer: whom it answers (shown "回复 @name"); parent_id is then the top-level reply */
  reply_to_user_id: number | null;
  reply_to_name: string | null;
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
  /** 'YYYY-MM-DD' or null: shown from / until that day (migration 0013) */
  start_date: string | null;
  end_date: string | null;
}

/** Post tags (migration 0013). */
export interface BbsTagTable extends Audit {
  tag_id: Generated<number>;
  tag_name: string;
  tag_name_en: Generated<string>;
  sort: Generated<number>;
  status: Generated<string>;
}

/** Post types: 'station' article types (bbs_post.blog_type), 'story' categories (bbs_post.category) (migration 0013). */
export interface BbsTypeTable extends Audit {
  type_id: Generated<number>;
  scope: string;
  type_code: string;
  name: string;
  name_en: Generated<string>;
  sort: Generated<number>;
  status: Generated<string>;
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

/** One change of a red/black entry (migration 0012); `snapshot` is the entry's admin row after it, as JSON text. */
export interface BbsRedBlackHistoryTable {
  history_id: Generated<number>;
  entry_id: number;
  /** 'add' | 'edit' | 'unpublish' | 'publish' */
  action: string;
  snapshot: string;
  oper_by: Generated<string>;
  oper_time: string;
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
  /** migration 0014: the staff user following it up ('' nobody) and their notes */
  assignee: Generated<string>;
  notes: string | null;
}

/** A member's notice (migration 0008): MEMBER_NOTICE_TYPE '1' replies, '2' reviews, '3' system. */
export interface BbsMemberNoticeTable {
  notice_id: Generated<number>;
  user_id: number;
  notice_type: string;
  title: string;
  /** plain text */
  content: Generated<string>;
  /** a site path ('/station/detail/12'), '' for none */
  link: Generated<string>;
  from_user_id: number | null;
  /** '0' unread, '1' read */
  read_flag: Generated<string>;
  read_time: string | null;
  create_time: string;
}

/** An application to represent a school (migration 0008). */
export interface BbsSchoolAuthTable extends Audit {
  auth_id: Generated<number>;
  user_id: number;
  school_id: number;
  /** SCHOOL_AUTH_ROLES value */
  role: string;
  real_name: string;
  phone: string;
  /** JSON text: [{name, url}] */
  proof_files: string;
  remark: Generated<string>;
  /** SCHOOL_AUTH_STATUS: '1' pending, '2' approved, '3' rejected */
  status: Generated<string>;
  reject_reason: string | null;
  review_by: Generated<string>;
  review_time: string | null;
  /** '0' present, '2' withdrawn */
  del_flag: Generated<string>;
}

/** 留言板 (migration 0015): a member's plain-text message and the editors' answer. */
export interface BbsMessageTable extends Audit {
  message_id: Generated<number>;
  user_id: number | null;
  author_name: Generated<string>;
  content: string;
  /** '0' shown, '1' hidden */
  status: Generated<string>;
  /** AUDIT_STATUS */
  audit_status: Generated<string>;
  reply_content: string | null;
  reply_by: Generated<string>;
  reply_time: string | null;
  /** '0' present, '2' deleted */
  del_flag: Generated<string>;
}

/** Every SMS the default provider "sends" (migration 0008). */
export interface SysSmsOutboxTable {
  sms_id: Generated<number>;
  phone: string;
  /** SMS_PURPOSE */
  purpose: string;
  content: string;
  provider: string;
  /** '0' sent, '1' failed */
  status: Generated<string>;
  create_time: string;
}

/** The SMS settings, one row (migration 0014); access_secret is stored sealed (migration 0017, lib/secret-box.ts) and never returned by any call. */
export interface SysSmsSettingTable {
  setting_id: number;
  provider: Generated<string>;
  access_key_id: Generated<string>;
  access_secret: Generated<string>;
  sign_name: Generated<string>;
  /** JSON text: SMS purpose → template containing {code} */
  templates: Generated<string>;
  update_by: Generated<string>;
  update_time: string | null;
}

/** A forum notice sent to members (migration 0014). */
export interface BbsNoticeLogTable {
  log_id: Generated<number>;
  title: string;
  content: Generated<string>;
  target_type: string;
  target_value: Generated<string>;
  sent_count: Generated<number>;
  create_by: Generated<string>;
  create_time: string;
}

/** An issued SMS code (migration 0008); the code itself is never stored. */
export interface SysSmsCodeTable {
  code_id: Generated<number>;
  phone: string;
  purpose: string;
  code_hash: string;
  /** epoch ms */
  expire_at: number;
  tries: Generated<number>;
  /** '0' unused, '1' used (or spent by too many tries) */
  used: Generated<string>;
  create_time: string;
}

export interface Database {
  sys_dept: SysDeptTable;
  sys_user: SysUserTable;
  sys_post: SysPostTable;
  sys_role: SysRoleTable;
  sys_menu: SysMenuTable;
  sys_user_role: SysUserRoleTable;
  sys_role_menu: SysRoleMenuTable;
  sys_role_dept: SysRoleDeptTable;
  sys_user_post: SysUserPostTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  sys_config: SysConfigTable;
  sys_logininfor: SysLogininforTable;
  sys_oper_log: SysOperLogTable;
  sys_notice: SysNoticeTable;
  sys_notice_read: SysNoticeReadTable;
  sys_user_session: SysUserSessionTable;
  sys_captcha: SysCaptchaTable;
  sys_pwd_retry: SysPwdRetryTable;
  sys_pwd_retry_ip: SysPwdRetryIpTable;
  sys_rate_limit: SysRateLimitTable;
  sys_secret: SysSecretTable;
  sys_file: SysFileTable;
  sys_file_chunk: SysFileChunkTable;
  bbs_city: BbsCityTable;
  bbs_school: BbsSchoolTable;
  bbs_post: BbsPostTable;
  bbs_post_reply: BbsPostReplyTable;
  bbs_info: BbsInfoTable;
  bbs_video: BbsVideoTable;
  bbs_banner: BbsBannerTable;
  bbs_tag: BbsTagTable;
  bbs_type: BbsTypeTable;
  bbs_red_black: BbsRedBlackTable;
  bbs_red_black_history: BbsRedBlackHistoryTable;
  bbs_contact: BbsContactTable;
  bbs_member_notice: BbsMemberNoticeTable;
  bbs_school_auth: BbsSchoolAuthTable;
  bbs_message: BbsMessageTable;
  sys_sms_outbox: SysSmsOutboxTable;
  sys_sms_code: SysSmsCodeTable;
  sys_sms_setting: SysSmsSettingTable;
  bbs_notice_log: BbsNoticeLogTable;
  sys_job: SysJobTable;
  sys_job_log: SysJobLogTable;
  bbs_shortlist_item: BbsShortlistItemTable;
  bbs_shortlist_share: BbsShortlistShareTable;
  gen_table: GenTableTable;
  gen_table_column: GenTableColumnTable;
}

export type UserRow = Selectable<SysUserTable>;
export type MenuRow = Selectable<SysMenuTable>;
export type NewMenu = Insertable<SysMenuTable>;
export type DictDataRow = Selectable<SysDictDataTable>;
export type SessionRow = Selectable<SysUserSessionTable>;

/** 定时任务 (migration 0018); next_fire_at / lease_* are the scheduler's (epoch ms). */
export interface SysJobTable extends Audit {
  job_id: Generated<number>;
  job_name: string;
  job_group: string;
  invoke_target: string;
  cron_expression: string;
  misfire_policy: string;
  concurrent: string;
  status: string;
  next_fire_at: number | string | null;
  lease_owner: string | null;
  lease_until: number | string | null;
  remark: string | null;
}

export interface SysJobLogTable {
  job_log_id: Generated<number>;
  job_id: number | null;
  job_name: string;
  job_group: string;
  invoke_target: string;
  job_message: string | null;
  /** '0' succeeded, '1' failed */
  status: string;
  exception_info: string | null;
  start_time: string | null;
  stop_time: string | null;
  create_time: string | null;
}

/** A school on a member's shortlist with the member's note (migration 0023). */
export interface BbsShortlistItemTable extends Audit {
  item_id: Generated<number>;
  user_id: number;
  school_id: number;
  note: Generated<string>;
}

/** A member's shortlist share link (migration 0023); no row = not shared. */
export interface BbsShortlistShareTable extends Audit {
  user_id: number;
  share_token: string;
}

/** 代码生成 (migration 0021): an imported or created table and its generation settings. */
export interface GenTableTable extends Audit {
  table_id: Generated<number>;
  table_name: string;
  table_comment: Generated<string>;
  sub_table_name: string | null;
  sub_table_fk_name: string | null;
  class_name: Generated<string>;
  /** 'crud' | 'tree' | 'sub' */
  tpl_category: Generated<string>;
  tpl_web_type: Generated<string>;
  package_name: Generated<string>;
  module_name: Generated<string>;
  business_name: Generated<string>;
  function_name: Generated<string>;
  function_author: Generated<string>;
  form_col_num: Generated<number>;
  gen_type: Generated<string>;
  gen_path: Generated<string>;
  /** JSON: treeCode, treeParentCode, treeName, parentMenuId */
  options: string | null;
  /** '0' imported, '1' created from pasted SQL */
  origin: Generated<string>;
  remark: string | null;
}

/** One column of a gen_table; java_type holds the TypeScript type, java_field the camelCase field. */
export interface GenTableColumnTable extends Audit {
  column_id: Generated<number>;
  table_id: number;
  column_name: string;
  column_comment: Generated<string>;
  column_type: Generated<string>;
  java_type: Generated<string>;
  java_field: Generated<string>;
  is_pk: Generated<string>;
  is_increment: Generated<string>;
  is_required: Generated<string>;
  is_insert: Generated<string>;
  is_edit: Generated<string>;
  is_list: Generated<string>;
  is_query: Generated<string>;
  query_type: Generated<string>;
  html_type: Generated<string>;
  dict_type: Generated<string>;
  sort: Generated<number>;
}
