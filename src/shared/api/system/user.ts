/** RuoYi api/system/user.js: the personal centre (any logged-in user, staff or member) and 用户管理. */
import type { AjaxResult, AuthRoleResponse, AvatarResponse, TreeSelect, ProfileForm, ProfileResponse, UpdatePwdParams, UserDetailResponse } from '@shared/contract';
import { userEntity } from '@shared/contract/entities';
import { crudApi } from '../crud';
import { download } from '../download';
import { request } from '../request';
import { uploadFile } from '../upload';

/** GET /system/user/profile → `{data: SysUser, roleGroup, postGroup}` */
export function getUserProfile(): Promise<ProfileResponse> {
  return request<ProfileResponse>({ url: '/system/user/profile', method: 'get' });
}

/** PUT /system/user/profile: nickName, phonenumber, email, sex (other fields are ignored by the server). */
export function updateUserProfile(data: ProfileForm): Promise<AjaxResult> {
  const { nickName, phonenumber, email, sex } = data;
  return request<AjaxResult>({ url: '/system/user/profile', method: 'put', data: { nickName, phonenumber, email, sex } });
}

/**
 * PUT /system/user/profile/updatePwd with the JSON body {oldPassword, newPassword} (RuoYi 3.9), so passwords stay out
 * of URLs and access logs; the server takes the spec's query parameters too.
 * Errors: 修改密码失败，旧密码错误 / 新密码不能与旧密码相同 / length 8-20.
 */
export function updateUserPwd(oldPassword: string, newPassword: string): Promise<AjaxResult> {
  return request<AjaxResult>({
    url: '/system/user/profile/updatePwd',
    method: 'put',
    data: { oldPassword, newPassword } satisfies UpdatePwdParams,
    headers: { repeatSubmit: false },
  });
}

/**
 * POST /system/user/profile/avatar, multipart field `avatarfile` (png/jpg/jpeg/gif/bmp, ≤ 5 MB, checked by
 * content) → `imgUrl` ('/profile/avatar/…'). Pass a FormData that already holds `avatarfile`, or the image itself.
 */
export function uploadAvatar(data: FormData | Blob, fileName = 'avatar.png'): Promise<AvatarResponse> {
  let form: FormData;
  if (data instanceof FormData) {
    form = data;
  } else {
    form = new FormData();
    form.append('avatarfile', data, (data as File).name || fileName);
  }
  return request<AvatarResponse>({ url: '/system/user/profile/avatar', method: 'post', data: form, timeout: 0, headers: { repeatSubmit: false } });
}

// ---------------------------------------------------------------------------------------------
// 用户管理 (RuoYi api/system/user.js, admin part; `system:user:*`)

/**
 * list (dept and subtree via `deptId`, data-scoped) / get is `getUser` below / add / update (never the user name or
 * password) / remove (never user 1 or oneself) / exportList (`user_<ts>.xlsx`)
 */
export const userApi = crudApi(userEntity);

/** GET /system/user/{id} (or /system/user/ for a new user): the user with its role and post ids, and the form's options. */
export function getUser(userId?: number | string): Promise<UserDetailResponse> {
  return request<UserDetailResponse>({ url: `/system/user/${userId === undefined ? '' : encodeURIComponent(String(userId))}`, method: 'get' });
}

/** PUT /system/user/resetPwd (`system:user:resetPwd`): the new password (8-20, the configured rule); ends the user's sessions. */
export function resetUserPwd(userId: number, password: string): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/user/resetPwd', method: 'put', data: { userId, password } });
}

/** PUT /system/user/changeStatus (`system:user:edit`) */
export function changeUserStatus(userId: number, status: string): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/user/changeStatus', method: 'put', data: { userId, status } });
}

/** GET /system/user/deptTree (`system:user:list`): enabled depts in the caller's scope as `{id, label, disabled, children}`. */
export function deptTreeSelect(): Promise<AjaxResult<TreeSelect[]>> {
  return request<AjaxResult<TreeSelect[]>>({ url: '/system/user/deptTree', method: 'get' });
}

/** GET /system/user/authRole/{userId}: the user and every role it may get, `flag` on those it holds. */
export function getAuthRole(userId: number | string): Promise<AuthRoleResponse> {
  return request<AuthRoleResponse>({ url: `/system/user/authRole/${encodeURIComponent(String(userId))}`, method: 'get' });
}

/** PUT /system/user/authRole?userId=&roleIds=1,2 (`system:user:edit`; RuoYi sends query parameters). */
export function updateAuthRole(userId: number, roleIds: readonly number[]): Promise<AjaxResult> {
  return request<AjaxResult>({ url: '/system/user/authRole', method: 'put', params: { userId, roleIds: roleIds.join(',') } });
}

/** POST /system/user/importTemplate: saves `user_template_<ts>.xlsx`. */
export function downloadImportTemplate(): Promise<boolean> {
  return download('/system/user/importTemplate', {}, `user_template_${Date.now()}.xlsx`);
}

/** POST /system/user/importData?updateSupport= (`system:user:import`, multipart `file`): `msg` is the row summary. */
export function importUsers(file: File, updateSupport: boolean): Promise<AjaxResult> {
  return uploadFile(file, { url: `/system/user/importData?updateSupport=${updateSupport}`, silent: true }) as Promise<AjaxResult>;
}
