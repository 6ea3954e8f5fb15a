import { z } from 'zod';
import { defineEntity, msg, nullableText, optionalText, requiredText, sortNumber, statusField } from '../kit/index';
import { CN_MOBILE_RE } from '../constants';

/**
 * 部门管理: sys_dept rows (RuoYi SysDept). A tree, not a paged list: `GET /system/dept/list` answers every dept in
 * the caller's data scope as a flat list (the client builds the tree), so the kit registers only get, add, edit and
 * delete; the list, the parent choices and 保存排序 are the dept module's own routes.
 */
export const deptEntity = defineEntity({
  name: 'dept',
  basePath: '/system/dept',
  idKey: 'deptId',
  idLabel: '部门ID',
  permPrefix: 'system:dept',
  title: '部门管理',
  noun: { zh: '部门', en: 'departments' },
  actions: ['query', 'add', 'edit', 'remove'],
  row: z.object({
    deptId: z.number(),
    parentId: z.number(),
    /** comma path of the ancestors, e.g. '0,100,101' */
    ancestors: z.string(),
    deptName: z.string(),
    orderNum: z.number(),
    leader: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    status: z.string(),
    createBy: z.string(),
    createTime: z.string().nullable(),
    updateBy: z.string(),
    updateTime: z.string().nullable(),
  }),
  filter: z.object({ deptName: optionalText(30), status: optionalText(1) }),
  filterOps: { deptName: 'like' },
  body: z.object({
    parentId: z.coerce.number({ error: msg('上级部门不能为空', 'Choose the parent department') }).int().min(0, msg('上级部门不能为空', 'Choose the parent department')),
    deptName: requiredText(30, msg('部门名称不能为空', 'Enter the department name'), msg('部门名称长度不能超过30个字符', 'The department name can be at most 30 characters')),
    orderNum: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    leader: nullableText(20, msg('负责人长度不能超过20个字符', 'The leader can be at most 20 characters')),
    phone: nullableText(11, msg('联系电话长度不能超过11个字符', 'The phone can be at most 11 characters'))
      .refine((v) => v === null || CN_MOBILE_RE.test(v), msg('请输入正确的手机号码', 'Enter a valid mobile number')),
    email: nullableText(50, msg('邮箱长度不能超过50个字符', 'The email can be at most 50 characters'))
      .refine((v) => v === null || z.email().safeParse(v).success, msg('邮箱格式不正确', 'Enter a valid email address')),
    status: statusField,
  }),
  sortable: ['deptId', 'orderNum', 'createTime'],
  defaultSort: { key: 'orderNum', direction: 'asc' },
  sheetName: '部门数据',
  exportColumns: [],
  dictFields: { status: 'sys_normal_disable' },
});
