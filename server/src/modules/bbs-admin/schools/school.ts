import { sql, type SqlBool } from 'kysely';
import type { SchoolAccount } from '../../../../../src/shared/contract/entities/index';
import { SCHOOL_MSG, schoolEntity } from '../../../../../src/shared/contract/entities/index';
import type { BodyOf } from '../../../../../src/shared/contract/kit/index';
import type { Db } from '../../../db/index';
import { ServiceError } from '../../../lib/result';
import { sanitizeRichText } from '../../../lib/sanitize';
import { likeFilter } from '../../common/list-query';
import { crudService, type DbRow } from '../../kit/crud';
import { afterWrite, countRefs, jsonArray, requireCity, rowFrom, splitCodes, toNum } from './shared';

/** The dict-coded fields of a school and their dict types. */
const SCHOOL_DICTS = [
  ['schoolType', 'bbs_school_type', '学校类型'],
  ['joinMethod', 'joinschooldict', '入学方式'],
  ['studentNums', 'existstunumsdict', '在校生人数'],
  ['applicationDifficulty', 'application_difficulty', '申请难度'],
  ['grades', 'recruitgradedict', '招生年级'],
  ['educationalStage', 'educational_stage', '学段'],
] as const;

type SchoolBody = BodyOf<typeof schoolEntity>;

/** Refuses dict values the dictionaries do not have. */
async function checkDicts(db: Db, input: SchoolBody): Promise<void> {
  const rows = await db
    .selectFrom('sys_dict_data')
    .select(['dict_type', 'dict_value'])
    .where('dict_type', 'in', SCHOOL_DICTS.map((d) => d[1]))
    .execute();
  for (const [field, type, label] of SCHOOL_DICTS) {
    const value = input[field] as string | string[];
    const values = Array.isArray(value) ? value : value ? [value] : [];
    const bad = values.find((v) => !rows.some((r) => r.dict_type === type && r.dict_value === v));
    if (bad !== undefined) throw new ServiceError(`${label}取值'${bad}'不存在`);
  }
}

/** A school's Chinese or English name contains `text` (case-insensitive, wildcards literal). */
export const nameLike = (text: string) => sql<SqlBool>`(${likeFilter('school_name', text)} or ${likeFilter('school_name_en', text)})`;

/**
 * 学校管理 on the module kit: bbs_school with both languages, the dict-coded facts (checked against the
 * dictionaries), the gallery as JSON text and the intro sanitized on write. `is_sample` is never written by the
 * admin (a seed marker an edit keeps). A school with posts, videos, red/black entries or authentication
 * applications is not deleted: unpublishing (status '1') is the way to take one off the site.
 */
export const schoolService = crudService(schoolEntity, {
  table: 'bbs_school',
  hooks: {
    toRow: (r: DbRow) => rowFrom(schoolEntity.row, r, {
      grades: splitCodes(r.grades),
      educationalStage: splitCodes(r.educational_stage),
      images: jsonArray<unknown>(r.images).filter((x): x is string => typeof x === 'string'),
    }),
    filter: (q, f) => (typeof f.schoolName === 'string' && f.schoolName ? q.where(nameLike(f.schoolName)) : q),
    async validate({ db }, input) {
      if (input.tuitionMin !== null && input.tuitionMax !== null && input.tuitionMax < input.tuitionMin) {
        throw new ServiceError(SCHOOL_MSG.tuitionRange);
      }
      await checkDicts(db, input);
      await requireCity(db, input.cityCode);
    },
    columns: (input) => ({
      school_name: input.schoolName,
      school_name_en: input.schoolNameEn,
      country: input.country,
      country_en: input.countryEn,
      province: input.province,
      province_en: input.provinceEn,
      city: input.city,
      city_en: input.cityEn,
      city_code: input.cityCode,
      school_type: input.schoolType,
      abroad: input.abroad,
      tuition: input.tuition,
      tuition_en: input.tuitionEn,
      tuition_min: input.tuitionMin,
      tuition_max: input.tuitionMax,
      currency: input.currency,
      grades: input.grades.join(','),
      boarding: input.boarding,
      curriculum: input.curriculum,
      curriculum_en: input.curriculumEn,
      join_method: input.joinMethod,
      student_nums: input.studentNums,
      application_difficulty: input.applicationDifficulty,
      educational_stage: input.educationalStage.join(','),
      address: input.address,
      address_en: input.addressEn,
      website: input.website,
      intro: sanitizeRichText(input.intro) || null,
      intro_en: sanitizeRichText(input.introEn) || null,
      cover: input.cover,
      images: JSON.stringify(input.images),
      status: input.status,
      sort: input.sort,
      remark: input.remark,
    }),
    async beforeRemove(trx, rows) {
      for (const row of rows) {
        const id = [toNum(row.school_id)];
        const db = trx as unknown as Db;
        const posts = await countRefs(db, 'bbs_post', 'school_id', id);
        const videos = await countRefs(db, 'bbs_video', 'school_id', id);
        const entries = await countRefs(db, 'bbs_red_black', 'school_id', id);
        const auths = await countRefs(db, 'bbs_school_auth', 'school_id', id, ['del_flag', '0']);
        const parts = [
          posts && `${posts}篇帖子`, videos && `${videos}个视频`, entries && `${entries}条红黑榜条目`, auths && `${auths}条学校认证申请`,
        ].filter(Boolean);
        if (parts.length) throw new ServiceError(`学校'${String(row.school_name)}'已关联${parts.join('、')}，不能删除，请改为下线`);
      }
    },
    ...afterWrite,
  },
});

/** The approved school accounts of a school (approved, not withdrawn applications), newest review first. */
export async function schoolAccounts(db: Db, schoolId: number): Promise<SchoolAccount[]> {
  const rows = await db
    .selectFrom('bbs_school_auth as a')
    .innerJoin('sys_user as u', 'u.user_id', 'a.user_id')
    .select(['a.auth_id', 'a.user_id', 'u.user_name', 'u.nick_name', 'a.role', 'a.real_name', 'a.review_by', 'a.review_time'])
    .where('a.school_id', '=', schoolId)
    .where('a.status', '=', '2')
    .where('a.del_flag', '=', '0')
    .orderBy(sql`a.review_time`, 'desc')
    .orderBy('a.auth_id', 'desc')
    .execute();
  return rows.map((r) => ({
    authId: toNum(r.auth_id),
    userId: toNum(r.user_id),
    userName: r.user_name,
    nickName: r.nick_name,
    role: r.role,
    realName: r.real_name,
    reviewBy: r.review_by,
    reviewTime: r.review_time,
  }));
}
