import type { Selectable } from 'kysely';
import {
  BBS_HOME_LIMITS,
  BBS_SCHOOL_POST_LIMIT,
  type ContentLang,
  POST_TYPE,
  type SchoolDetail,
  type SchoolRow,
} from '../../../../src/shared/contract/index';
import type { Db } from '../../db/index';
import type { BbsSchoolTable } from '../../db/schema';
import { ServiceError } from '../../lib/result';
import { postRows } from './post';
import { containsAny, num, offsetOf, type Page, pageOf, type Paging, pick, SHOWN, splitList } from './query';
import { redBlackRows } from './redBlack';
import { videoRows } from './video';

/** Schools: one row, the English text in `_en` columns; cities match exactly. */
export interface SchoolFilter {
  schoolType?: string;
  abroad?: '0' | '1';
  schoolName?: string;
  country?: string;
  cityCode?: string;
  /** any of name, country, city, curriculum (search) */
  search?: string;
  schoolId?: number;
}

const SCHOOL_SEARCH_COLUMNS = [
  's.school_name', 's.school_name_en', 's.country', 's.country_en', 's.city', 's.city_en', 's.curriculum', 's.curriculum_en',
] as const;

export const SCHOOL_COLUMNS = [
  's.school_id', 's.school_name', 's.school_name_en', 's.country', 's.country_en', 's.province', 's.province_en', 's.city',
  's.city_en', 's.city_code', 's.school_type', 's.abroad', 's.tuition', 's.tuition_en', 's.tuition_min', 's.tuition_max',
  's.currency', 's.grades', 's.boarding', 's.curriculum', 's.curriculum_en', 's.join_method', 's.student_nums',
  's.application_difficulty', 's.educational_stage', 's.cover', 's.website', 's.sort', 's.is_sample',
] as const;

/** The shown schools matching the filter, as `s` (the search builds on it too). */
export function schoolBase(db: Db, f: SchoolFilter) {
  return db
    .selectFrom('bbs_school as s')
    .where('s.status', '=', SHOWN)
    .$if(!!f.schoolType, (q) => q.where('s.school_type', '=', f.schoolType!))
    .$if(!!f.abroad, (q) => q.where('s.abroad', '=', f.abroad!))
    .$if(!!f.cityCode, (q) => q.where('s.city_code', '=', f.cityCode!))
    .$if(!!f.schoolName, (q) => q.where(containsAny(['s.school_name', 's.school_name_en'], f.schoolName!)))
    .$if(!!f.country, (q) => q.where(containsAny(['s.country', 's.country_en'], f.country!)))
    .$if(!!f.search, (q) => q.where(containsAny(SCHOOL_SEARCH_COLUMNS, f.search!)))
    .$if(!!f.schoolId, (q) => q.where('s.school_id', '=', f.schoolId!));
}

export async function listSchools(db: Db, f: SchoolFilter, lang: ContentLang, page: Paging): Promise<Page<SchoolRow>> {
  return pageOf(
    schoolBase(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    schoolBase(db, f).select(SCHOOL_COLUMNS).orderBy('s.sort').orderBy('s.school_id').limit(page.pageSize).offset(offsetOf(page)).execute()
      .then((rows) => rows.map((r) => schoolRow(r, lang))),
  );
}

/** A shown school with its dict labels, posts, videos and red/black entries. 404 when missing or hidden. */
export async function getSchool(db: Db, id: number, lang: ContentLang): Promise<SchoolDetail> {
  const found = await schoolBase(db, { schoolId: id })
    .select(SCHOOL_COLUMNS)
    .select(['s.address', 's.address_en', 's.intro', 's.intro_en', 's.images', 's.create_time'])
    .executeTakeFirst();
  if (!found) throw new ServiceError('学校不存在或已下线', 404);
  const [labelsOf, posts, videos, redBlack] = await Promise.all([
    schoolLabeller(db),
    postRows(db, { postTypes: [POST_TYPE.ARTICLE, POST_TYPE.DISCUSSION, POST_TYPE.STORY], lang, schoolId: id }, BBS_SCHOOL_POST_LIMIT),
    videoRows(db, { lang, schoolId: id }, BBS_SCHOOL_POST_LIMIT),
    redBlackRows(db, { schoolId: id }, lang, BBS_HOME_LIMITS.redBlack),
  ]);
  const row = schoolRow(found, lang);
  return {
    ...row,
    address: pick(lang, found.address, found.address_en),
    intro: pick(lang, found.intro, found.intro_en),
    images: galleryOf(found.images),
    labels: labelsOf(row),
    posts,
    videos,
    redBlack: [...redBlack.red, ...redBlack.black],
    createTime: found.create_time ?? '',
  };
}

/** Reads the school dictionaries once; the function gives a school row's Chinese dict labels (the detail's `labels`). */
export async function schoolLabeller(db: Db): Promise<(row: SchoolRow) => SchoolDetail['labels']> {
  const dicts = await db
    .selectFrom('sys_dict_data')
    .select(['dict_type', 'dict_value', 'dict_label'])
    .where('dict_type', 'in', ['bbs_school_type', 'joinschooldict', 'existstunumsdict', 'application_difficulty', 'recruitgradedict', 'educational_stage'])
    .where('status', '=', '0')
    .orderBy('dict_sort')
    .execute();
  const label = (type: string, value: string) => {
    const d = dicts.find((x) => x.dict_type === type && x.dict_value === value);
    return d ? { value, label: d.dict_label } : null;
  };
  const labels = (type: string, values: string[]) =>
    values.map((v) => label(type, v)).filter((x): x is { value: string; label: string } => x !== null);
  return (row) => ({
    schoolType: label('bbs_school_type', row.schoolType),
    joinMethod: label('joinschooldict', row.joinMethod),
    studentNums: label('existstunumsdict', row.studentNums),
    applicationDifficulty: label('application_difficulty', row.applicationDifficulty),
    grades: labels('recruitgradedict', row.grades),
    educationalStage: labels('educational_stage', row.educationalStage),
  });
}

/** The stored gallery (JSON text) as a list of upload paths; unreadable text gives none. */
function galleryOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string' && x.startsWith('/profile/')) : [];
  } catch {
    return [];
  }
}

export type SchoolSelected = Pick<
  Selectable<BbsSchoolTable>,
  | 'school_id' | 'school_name' | 'school_name_en' | 'country' | 'country_en' | 'province' | 'province_en' | 'city' | 'city_en'
  | 'city_code' | 'school_type' | 'abroad' | 'tuition' | 'tuition_en' | 'tuition_min' | 'tuition_max' | 'currency' | 'grades'
  | 'boarding' | 'curriculum' | 'curriculum_en' | 'join_method' | 'student_nums' | 'application_difficulty'
  | 'educational_stage' | 'cover' | 'website' | 'sort' | 'is_sample'
>;

export function schoolRow(r: SchoolSelected, lang: ContentLang): SchoolRow {
  return {
    schoolId: num(r.school_id),
    schoolName: pick(lang, r.school_name, r.school_name_en),
    schoolNameZh: r.school_name,
    schoolNameEn: r.school_name_en,
    country: pick(lang, r.country, r.country_en),
    province: pick(lang, r.province, r.province_en),
    city: pick(lang, r.city, r.city_en),
    cityCode: r.city_code,
    schoolType: r.school_type,
    abroad: r.abroad === '1' ? '1' : '0',
    tuition: pick(lang, r.tuition, r.tuition_en),
    tuitionMin: r.tuition_min === null ? null : num(r.tuition_min),
    tuitionMax: r.tuition_max === null ? null : num(r.tuition_max),
    currency: r.currency,
    grades: splitList(r.grades),
    boarding: r.boarding === '1' ? '1' : '0',
    curriculum: pick(lang, r.curriculum, r.curriculum_en),
    joinMethod: r.join_method,
    studentNums: r.student_nums,
    applicationDifficulty: r.application_difficulty,
    educationalStage: splitList(r.educational_stage),
    cover: r.cover,
    website: r.website,
    sort: num(r.sort),
    isSample: num(r.is_sample) === 1,
  };
}
