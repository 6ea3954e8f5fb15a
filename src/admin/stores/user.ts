/**
 * What the admin shows about the signed-in user beyond the shared auth store (which keeps role keys only):
 * the `user` object of `/getInfo` (role names, department, last login). Filled by the route guard.
 */
import { create } from 'zustand';
import type { GetInfoResponse, SysUser } from '@shared/contract';

export interface AdminUserState {
  user: SysUser | null;
  /** the initial password must be changed / the password expired (prompts come with the profile page) */
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
  setInfo(info: GetInfoResponse): void;
  reset(): void;
}

export const useAdminUserStore = create<AdminUserState>()((set) => ({
  user: null,
  isDefaultModifyPwd: false,
  isPasswordExpired: false,
  setInfo(info) {
    set({ user: info.user ?? null, isDefaultModifyPwd: !!info.isDefaultModifyPwd, isPasswordExpired: !!info.isPasswordExpired });
  },
  reset() {
    set({ user: null, isDefaultModifyPwd: false, isPasswordExpired: false });
  },
}));
