import type {
  AjaxResult,
  CaptchaResponse,
  GetInfoResponse,
  GetRoutersResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
} from '@shared/contract';
import { request } from './request';

/**
 * Whether the login form must show the captcha: `captchaEnabled` (new servers), else `captchaOnOff`
 * (old servers), else true (the spec: "captchaOnOff (true if absent)").
 */
export function isCaptchaEnabled(res: Partial<Pick<CaptchaResponse, 'captchaEnabled' | 'captchaOnOff'>>): boolean {
  return res.captchaEnabled ?? res.captchaOnOff ?? true;
}

/** GET /captchaImage (anonymous, 20 s timeout). */
export function getCodeImg(): Promise<CaptchaResponse> {
  return request<CaptchaResponse>({
    url: '/captchaImage',
    method: 'get',
    headers: { isToken: false },
    timeout: 20000,
  });
}

/** POST /login (anonymous; never blocked by the repeat-submit guard). The username is trimmed. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return request<LoginResponse>({
    url: '/login',
    method: 'post',
    headers: { isToken: false, repeatSubmit: false },
    data: { ...body, username: body.username.trim() },
  });
}

/** POST /register (anonymous). */
export function register(body: RegisterBody): Promise<AjaxResult> {
  return request<AjaxResult>({
    url: '/register',
    method: 'post',
    headers: { isToken: false },
    data: { ...body, username: body.username.trim() },
  });
}

/** GET /getInfo: user, roles, permissions. */
export function getInfo(): Promise<GetInfoResponse> {
  return request<GetInfoResponse>({ url: '/getInfo', method: 'get' });
}

/** POST /logout. Silent and without the 401 prompt: an already expired session is not an error here. */
export function logout(): Promise<AjaxResult> {
  return request<AjaxResult>({
    url: '/logout',
    method: 'post',
    headers: { repeatSubmit: false },
    silent: true,
    skipUnauthorized: true,
  });
}

/** GET /getRouters: the menu tree of the current user in `data`. */
export function getRouters(): Promise<GetRoutersResponse> {
  return request<GetRoutersResponse>({ url: '/getRouters', method: 'get' });
}
