import { z } from 'zod';
import { auditFields, defineEntity, msg, optionalText, remarkField, requiredText, sortNumber, statusField } from '../kit/index';

/**
 * 岗位管理: sys_post rows (RuoYi SysPost, with its messages). Name and code are each unique; a post still held by a
 * user (sys_user_post) cannot be deleted. `GET /system/post/optionselect` lists every post (the user form's select).
 */
export const postEntity = defineEntity({
  name: 'post',
  basePath: '/system/post',
  idKey: 'postId',
  idLabel: '岗位ID',
  permPrefix: 'system:post',
  title: '岗位管理',
  noun: { zh: '岗位', en: 'posts' },
  row: z.object({
    postId: z.number(),
    postCode: z.string(),
    postName: z.string(),
    postSort: z.number(),
    /** '0' normal, '1' disabled (sys_normal_disable) */
    status: z.string(),
    ...auditFields,
  }),
  filter: z.object({ postCode: optionalText(64), postName: optionalText(50), status: optionalText(1) }),
  filterOps: { postCode: 'like', postName: 'like' },
  body: z.object({
    postCode: requiredText(64, msg('岗位编码不能为空', 'Enter the post code'), msg('岗位编码长度不能超过64个字符', 'The post code can be at most 64 characters')),
    postName: requiredText(50, msg('岗位名称不能为空', 'Enter the post name'), msg('岗位名称长度不能超过50个字符', 'The post name can be at most 50 characters')),
    postSort: sortNumber(0, { zh: '显示顺序', en: 'The order' }),
    status: statusField,
    remark: remarkField,
  }),
  sortable: ['postId', 'postCode', 'postName', 'postSort', 'status', 'createTime'],
  defaultSort: { key: 'postSort', direction: 'asc' },
  sheetName: '岗位数据',
  exportColumns: [
    { key: 'postId', header: '岗位序号' },
    { key: 'postCode', header: '岗位编码', width: 20 },
    { key: 'postName', header: '岗位名称', width: 20 },
    { key: 'postSort', header: '岗位排序' },
    { key: 'status', header: '状态', convert: '0=正常,1=停用' },
  ],
  dictFields: { status: 'sys_normal_disable' },
});
