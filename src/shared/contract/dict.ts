/** sys_dict_data row as the API returns it. */
export interface DictData {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  /** default | primary | success | info | warning | danger */
  listClass: string | null;
  isDefault: 'Y' | 'N';
  status: string;
  remark: string | null;
  createTime: string | null;
}

/** The portal's own dict types, readable anonymously through /system/dict/data/dictTypeTwoNoLogin/{type}. */
export const PUBLIC_DICT_TYPES = [
  'bbs_school_type',
  'joinschooldict',
  'recruitgradedict',
  'existstunumsdict',
  'application_difficulty',
  'educational_stage',
] as const;
export type PublicDictType = (typeof PUBLIC_DICT_TYPES)[number];
