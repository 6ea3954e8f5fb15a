import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type AvatarResponse, CN_MOBILE_RE, type ProfileResponse } from '../../../../../src/shared/contract/index';
import { clientInfo } from '../../../lib/client-info';
import { asRecord } from '../../../lib/json';
import { failure, success, toAjax } from '../../../lib/result';
import { BusinessType } from '../../../plugins/oper-log';
import { IMAGE_EXTENSIONS } from '../../../lib/file-type';
import { MB, registerMultipart, saveUpload, UPLOAD_MSG } from '../../common/storage';
import { getProfile, updateAvatar, updatePassword, updateProfile } from './service';

export const AVATAR_MAX_BYTES = 5 * MB;

/** '' is a value (clears the field); absent leaves the field alone. */
const optionalEmpty = <T extends z.ZodType<string>>(inner: T) =>
  z.preprocess((v) => (v === null ? '' : typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), inner]).optional());

const profileBody = z.object({
  nickName: z
    .string()
    .trim()
    .min(1, '用户昵称不能为空')
    .max(30, '用户昵称长度不能超过30个字符')
    .refine((s) => !/[<>]/.test(s), '用户昵称不能包含脚本字符')
    .optional(),
  phonenumber: optionalEmpty(z.string().regex(CN_MOBILE_RE, '请输入正确的手机号码')),
  email: optionalEmpty(z.string().max(50, '邮箱长度不能超过50个字符').pipe(z.email('邮箱格式不正确'))),
  sex: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['0', '1', '2'], { error: '用户性别只能是0（男）、1（女）或2（未知）' }).optional()),
});

/** The client's rules (RuoYi-Vue3 resetPwd.vue) with issue 9's minimum: 8-20 characters, none of < > " ' \ |. */
const newPasswordField = z
  .string({ error: '新密码不能为空' })
  .min(1, '新密码不能为空')
  .min(8, '新密码长度在 8 到 20 个字符')
  .max(20, '新密码长度在 8 到 20 个字符')
  .regex(/^[^<>"'|\\]+$/, '不能包含非法字符：< > " \' \\ |');

const updatePwdInput = z.object({
  oldPassword: z.string({ error: '旧密码不能为空' }).min(1, '旧密码不能为空').max(100, '修改密码失败，旧密码错误'),
  newPassword: newPasswordField,
});

/**
 * The personal centre (RuoYi SysProfileController): any logged-in user — staff in the admin, members in the
 * public site's member centre — reads and edits only their own account.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app, AVATAR_MAX_BYTES);
  const db = app.db;

  app.get('/system/user/profile', async (request): Promise<ProfileResponse> => {
    const { data, roleGroup, postGroup } = await getProfile(db, request.loginUser!.userId);
    return success({ data, roleGroup, postGroup });
  });

  app.put('/system/user/profile', {
    config: { operLog: { title: '个人信息', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const input = profileBody.parse(request.body ?? {});
    return toAjax(await updateProfile(db, request.loginUser!, input));
  });

  /**
   * The spec's member layer and RuoYi-Vue3 ≤ 3.8 send `?oldPassword=&newPassword=` in the query; RuoYi 3.9
   * clients send a JSON body. Either works (the query wins when both are given). The oper log strips both.
   */
  app.put('/system/user/profile/updatePwd', {
    config: { operLog: { title: '个人信息', businessType: BusinessType.UPDATE } },
  }, async (request) => {
    const query = asRecord(request.query);
    const body = asRecord(request.body);
    const { oldPassword, newPassword } = updatePwdInput.parse({
      oldPassword: query.oldPassword ?? body.oldPassword,
      newPassword: query.newPassword ?? body.newPassword,
    });
    const changed = await updatePassword(db, request.loginUser!, oldPassword, newPassword, clientInfo(request).ip);
    return changed > 0 ? success() : failure('修改密码异常，请联系管理员');
  });

  app.post('/system/user/profile/avatar', {
    config: { operLog: { title: '用户头像', businessType: BusinessType.UPDATE } },
  }, async (request): Promise<AvatarResponse> => {
    const saved = await saveUpload(request, app.files, {
      field: 'avatarfile',
      kind: 'avatar',
      extensions: IMAGE_EXTENSIONS,
      maxBytes: AVATAR_MAX_BYTES,
      missing: UPLOAD_MSG.noImage,
    }, { db, userId: request.loginUser!.userId, userName: request.loginUser!.userName });
    await updateAvatar(db, request.loginUser!, saved.fileName);
    return success({ imgUrl: saved.fileName });
  });
};
