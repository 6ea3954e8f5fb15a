import { z } from 'zod';
import { auditFields, defineEntity, msg, optionalText, remarkField, requiredText, yesNoField } from '../kit/index';

/** 参数设置: sys_config rows (RuoYi SysConfig, with its messages). Built-in rows ('Y') cannot be deleted. */
export const configEntity = defineEntity({
  name: 'config',
  basePath: '/system/config',
  idKey: 'configId',
  idLabel: '参数主键',
  permPrefix: 'system:config',
  title: '参数管理',
  noun: { zh: '参数', en: 'settings' },
  row: z.object({
    configId: z.number(),
    configName: z.string(),
    configKey: z.string(),
    configValue: z.string(),
    /** 'Y' built-in (cannot be deleted), 'N' */
    configType: z.string(),
    ...auditFields,
  }),
  filter: z.object({ configName: optionalText(100), configKey: optionalText(100), configType: optionalText(1) }),
  filterOps: { configName: 'like', configKey: 'like' },
  dateRange: 'createTime',
  body: z.object({
    configName: requiredText(100, msg('参数名称不能为空', 'Enter the parameter name'), msg('参数名称不能超过100个字符', 'The parameter name can be at most 100 characters')),
    configKey: requiredText(100, msg('参数键名长度不能为空', 'Enter the parameter key'), msg('参数键名长度不能超过100个字符', 'The parameter key can be at most 100 characters')),
    configValue: requiredText(500, msg('参数键值不能为空', 'Enter the parameter value'), msg('参数键值长度不能超过500个字符', 'The parameter value can be at most 500 characters')),
    /** a row an admin adds is not built in unless they say so */
    configType: yesNoField('N', msg('系统内置只能是Y或N', 'Built-in is Y or N')),
    remark: remarkField,
  }),
  sortable: ['configId', 'configName', 'configKey', 'configType', 'createTime', 'updateTime'],
  defaultSort: { key: 'configId', direction: 'asc' },
  sheetName: '参数数据',
  exportColumns: [
    { key: 'configId', header: '参数主键' },
    { key: 'configName', header: '参数名称', width: 30 },
    { key: 'configKey', header: '参数键名', width: 30 },
    { key: 'configValue', header: '参数键值', width: 24 },
    { key: 'configType', header: '系统内置', convert: 'Y=是,N=否' },
  ],
  dictFields: { configType: 'sys_yes_no' },
});
