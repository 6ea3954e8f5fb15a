/**
 * MSW v2 handlers for the session and dict calls, answering like our server (RuoYi envelopes, HTTP 200).
 * Tests override per case with `server.use(http.get(api('/getInfo'), () => HttpResponse.json(...)))`.
 *
 * Behaviour: POST /login accepts any username with password `admin123` (captcha code `7` when a uuid is sent)
 * and returns MOCK_TOKEN; /getInfo, /getRouters and /system/dict/data/type/* need `Authorization: Bearer MOCK_TOKEN`
 * (else code 401 in the body); dictTypeTwoNoLogin is anonymous.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AjaxResult, LoginBody, RegisterBody, StatsOverview } from '@shared/contract';
import {
  DICTS,
  MOCK_CAPTCHA_CODE,
  MOCK_PASSWORD,
  MOCK_TOKEN,
  adminInfo,
  captchaResponse,
  loginResponse,
  memberInfo,
  routersResponse,
} from './fixtures';

export * from './fixtures';

export const MOCK_BASE = '/prod-api';

/** A handler path for an API path, matching any origin: api('/login') → '*\/prod-api/login'. */
export function api(path: string): string {
  return `*${MOCK_BASE}${path}`;
}

/** Envelope helpers. */
export const ok = <T extends object>(extra?: T) => HttpResponse.json({ code: 200, msg: '操作成功', ...extra });
export const fail = (code: number, msg: string) => HttpResponse.json({ code, msg } satisfies AjaxResult);
export const unauthorized = (uri: string) => fail(401, `请求访问：${uri}，认证失败，无法访问系统资源`);

function bearer(request: Request): string | null {
  const h = request.headers.get('Authorization');
  return h?.startsWith('Bearer ') ? h.slice(7) : null;
}

/** The token → who answers /getInfo. Tests can add tokens (e.g. a member token). */
export const MEMBER_TOKEN = 'mock-member-token';

export const handlers: HttpHandler[] = [
  http.get(api('/captchaImage'), () => HttpResponse.json(captchaResponse(true))),

  http.post(api('/login'), async ({ request }) => {
    const body = (await request.json()) as Partial<LoginBody>;
    if (!body.username?.trim()) return fail(500, '用户名必须填写');
    if (!body.password) return fail(500, '密码必须填写');
    if (body.uuid && body.code !== MOCK_CAPTCHA_CODE) return fail(500, '验证码错误');
    if (body.password !== MOCK_PASSWORD) return fail(500, '用户不存在/密码错误');
    const isMember = body.username.trim() === 'member01';
    if (isMember && body.scope === 'admin') return fail(500, '该账号不是后台账号，会员请在网站的会员中心登录');
    return HttpResponse.json(loginResponse(isMember ? MEMBER_TOKEN : MOCK_TOKEN));
  }),

  http.post(api('/register'), async ({ request }) => {
    const body = (await request.json()) as Partial<RegisterBody>;
    if (!body.username?.trim()) return fail(500, '用户名必须填写');
    if (body.username.trim() === 'admin') return fail(500, `保存用户'admin'失败，注册账号已存在`);
    return ok();
  }),

  http.get(api('/getInfo'), ({ request }) => {
    const token = bearer(request);
    if (token === MOCK_TOKEN) return HttpResponse.json(adminInfo());
    if (token === MEMBER_TOKEN) return HttpResponse.json(memberInfo());
    return unauthorized('/getInfo');
  }),

  http.post(api('/logout'), () => HttpResponse.json({ code: 200, msg: '退出成功' })),

  http.get(api('/getRouters'), ({ request }) =>
    bearer(request) ? HttpResponse.json(routersResponse()) : unauthorized('/getRouters'),
  ),

  http.get(api('/system/dict/data/type/:dictType'), ({ request, params }) => {
    if (!bearer(request)) return unauthorized(`/system/dict/data/type/${String(params.dictType)}`);
    return ok({ data: DICTS[String(params.dictType)] ?? [] });
  }),

  http.get(api('/system/dict/data/dictTypeTwoNoLogin/:dictType'), ({ params }) =>
    ok({ data: DICTS[String(params.dictType)] ?? [] }),
  ),

  // the shell's 个人中心 link lands on the profile page, which loads the account
  http.get(api('/system/user/profile'), ({ request }) => {
    if (bearer(request) !== MOCK_TOKEN) return unauthorized('/system/user/profile');
    return ok({ data: adminInfo().user, roleGroup: '超级管理员', postGroup: '' });
  }),

  // the dashboard (the shell's home tab) asks for its figures whenever a shell test lands on it
  http.get(api('/monitor/stats/overview'), ({ request }) => {
    if (!bearer(request)) return unauthorized('/monitor/stats/overview');
    return ok({ data: EMPTY_OVERVIEW });
  }),
];

/** An answer of a fresh install: no activity yet. */
export const EMPTY_OVERVIEW: StatsOverview = {
  members: 0,
  staff: 1,
  schoolAccounts: 0,
  online: 1,
  posts: 0,
  schools: 0,
  enquiries: 0,
  logins: [],
  newMembers: [],
  days: 14,
  generatedAt: '2026-01-01 00:00:00',
};
