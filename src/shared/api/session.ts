import type {
  AjaxResult,
  CaptchaResponse,
  GetInfoResponse,
  GetRoutersResponse,
  LoginBody,
  LoginResponse,
  RegisterBody,
} from '@shared/contract';
import { request, type RequestOptions } from './request';

/**
 * Per-call options of the session calls, passed through to `request()`. `silent`: no toast for a failure (the promise
 * still rejects), for callers that show the message themselves (the login form's inline alert).
 */
export type SessionCallOptions = Pick<RequestOptions, 'silent' | 'signal' | 'skipUnauthorized'>;

/**
 * Whether the login form must show the captcha: `captchaEnabled` (new servers), else `captchaOnOff`
 * (old servers), else true (the spec: "captchaOnOff (true if absent)").
 */
export function isCaptchaEnabled(res: Partial<Pick<CaptchaResponse, 'captchaEnabled' | 'captchaOnOff'>>): boolean {
  return res.captchaEnabled ?? res.captchaOnOff ?? true;
}

/**
 * The `img` of /captchaImage (base64 without a data-URL prefix: JPEG, PNG, SVG or GIF) as an img src; a data URL
 * stays as it is; undefined while there is none. Here, without antd, so the admin's login page and the shared
 * CaptchaInput use the one rule.
 */
export function captchaImageSrc(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (image.startsWith('data:')) return image;
  const mime = image.startsWith('/9j/')
    ? 'image/jpeg'
    : image.startsWith('iVBOR')
      ? 'image/png'
      : image.startsWith('PHN2') || image.startsWith('PD94')
        ? 'image/svg+xml'
        : 'image/gif';
  return `data:${mime};base64,${image}`;
}

/** GET /captchaImage (anonymous, 20 s timeout). */
export function getCodeImg(options: SessionCallOptions = {}): Promise<CaptchaResponse> {
  return request<CaptchaResponse>({
    ...options,
    url: '/captchaImage',
    method: 'get',
    headers: { isToken: false },
    timeout: 20000,
  });
}

/** POST /login (anonymous; never blocked by the repeat-submit guard). The username is trimmed. */
export function login(body: LoginBody, options: SessionCallOptions = {}): Promise<LoginResponse> {
  return request<LoginResponse>({
    ...options,
    url: '/login',
    method: 'post',
    headers: { isToken: false, repeatSubmit: false },
    data: { ...body, username: body.username.trim() },
  });
}

/** POST /register (anonymous). */
export function register(body: RegisterBody, options: SessionCallOptions = {}): Promise<AjaxResult> {
  return request<AjaxResult>({
    ...options,
    url: '/register',
    method: 'post',
    headers: { isToken: false },
    data: { ...body, username: body.username.trim() },
  });
}

/** GET /getInfo: user, roles, permissions. */
export function getInfo(options: SessionCallOptions = {}): Promise<GetInfoResponse> {
  return request<GetInfoResponse>({ ...options, url: '/getInfo', method: 'get' });
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
export function getRouters(options: SessionCallOptions = {}): Promise<GetRoutersResponse> {
  return request<GetRoutersResponse>({ ...options, url: '/getRouters', method: 'get' });
}
