/** The personal centre (RuoYi api/system/user.js, profile part): any logged-in user, staff or member. */
import type { AjaxResult, AvatarResponse, ProfileForm, ProfileResponse, UpdatePwdParams } from '@shared/contract';
import { request } from '../request';

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
