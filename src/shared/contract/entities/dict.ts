import { z } from 'zod';
import { auditFields, defineEntity, msg, nullableText, optionalText, remarkField, requiredText, sortNumber, statusField, yesNoField } from '../kit/index';

const STATUS_EXP = '0=正常,1=停用';

/** 字典类型: sys_dict_type rows (RuoYi SysDictType). A type with data rows cannot be deleted; renaming moves its data. */
export const dictTypeEntity = defineEntity({
  name: 'dict_type',
  basePath: '/system/dict/type',
  idKey: 'dictId',
  idLabel: '字典主键',
  permPrefix: 'system:dict',
  title: '字典类型',
  noun: { zh: '字典', en: 'dictionaries' },
  row: z.object({ dictId: z.number(), dictName: z.string(), dictType: z.string(), status: z.string(), ...auditFields }),
  filter: z.object({ dictName: optionalText(100), dictType: optionalText(100), status: optionalText(1) }),
  filterOps: { dictName: 'like', dictType: 'like' },
  dateRange: 'createTime',
  body: z.object({
    dictName: requiredText(100, msg('字典名称不能为空', 'Enter the dictionary name'), msg('字典类型名称长度不能超过100个字符', 'The dictionary name can be at most 100 characters')),
    dictType: requiredText(100, msg('字典类型不能为空', 'Enter the dictionary type'), msg('字典类型类型长度不能超过100个字符', 'The dictionary type can be at most 100 characters'))
      .pipe(z.string().regex(/^[a-z][a-z0-9_]*$/, msg('字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
        'The dictionary type starts with a letter and has only lower-case letters, digits and underscores'))),
    status: statusField,
    remark: remarkField,
  }),
  sortable: ['dictId', 'dictName', 'dictType', 'status', 'createTime', 'updateTime'],
  defaultSort: { key: 'dictId', direction: 'asc' },
  sheetName: '字典类型',
  exportColumns: [
    { key: 'dictId', header: '字典主键' },
    { key: 'dictName', header: '字典名称', width: 24 },
    { key: 'dictType', header: '字典类型', width: 24 },
    { key: 'status', header: '状态', convert: STATUS_EXP },
  ],
  dictFields: { status: 'sys_normal_disable' },
});

/** 字典数据: sys_dict_data rows (RuoYi SysDictData). A value appears once per type; the type must exist. */
export const dictDataEntity = defineEntity({
  name: 'dict_data',
  basePath: '/system/dict/data',
  idKey: 'dictCode',
  idLabel: '字典编码',
  permPrefix: 'system:dict',
  title: '字典数据',
  noun: { zh: '字典', en: 'dictionaries' },
  row: z.object({
    dictCode: z.number(),
    dictSort: z.number(),
    dictLabel: z.string(),
    dictValue: z.string(),
    dictType: z.string(),
    cssClass: z.string().nullable(),
    /** default | primary | success | info | warning | danger */
    listClass: z.string().nullable(),
    isDefault: z.enum(['Y', 'N']),
    status: z.string(),
    /** isDefault === 'Y' (RuoYi's `getDefault()`) */
    default: z.boolean(),
    ...auditFields,
  }),
  filter: z.object({ dictType: optionalText(100), dictLabel: optionalText(100), status: optionalText(1) }),
  filterOps: { dictLabel: 'like' },
  body: z.object({
    dictSort: sortNumber(0, { zh: '字典排序', en: 'The order' }),
    dictLabel: requiredText(100, msg('字典标签不能为空', 'Enter the label'), msg('字典标签长度不能超过100个字符', 'The label can be at most 100 characters')),
    dictValue: requiredText(100, msg('字典键值不能为空', 'Enter the value'), msg('字典键值长度不能超过100个字符', 'The value can be at most 100 characters')),
    dictType: requiredText(100, msg('字典类型不能为空', 'Enter the dictionary type'), msg('字典类型长度不能超过100个字符', 'The dictionary type can be at most 100 characters')),
    cssClass: nullableText(100, msg('样式属性长度不能超过100个字符', 'The CSS class can be at most 100 characters')),
    listClass: nullableText(100, msg('回显样式长度不能超过100个字符', 'The tag style can be at most 100 characters')),
    isDefault: yesNoField('N', msg('是否默认只能是Y或N', 'Default is Y or N')),
    status: statusField,
    remark: remarkField,
  }),
  sortable: ['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'status', 'createTime', 'updateTime'],
  defaultSort: { key: 'dictSort', direction: 'asc' },
  sheetName: '字典数据',
  exportColumns: [
    { key: 'dictCode', header: '字典编码' },
    { key: 'dictSort', header: '字典排序' },
    { key: 'dictLabel', header: '字典标签', width: 20 },
    { key: 'dictValue', header: '字典键值', width: 20 },
    { key: 'dictType', header: '字典类型', width: 24 },
    { key: 'isDefault', header: '是否默认', convert: 'Y=是,N=否' },
    { key: 'status', header: '状态', convert: STATUS_EXP },
  ],
  dictFields: { status: 'sys_normal_disable', isDefault: 'sys_yes_no' },
});
