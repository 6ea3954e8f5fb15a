import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import dayjs from 'dayjs';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { server, http, HttpResponse, delay, api, MOCK_TOKEN } from '../../../mocks/server';
import {
  BASE_API,
  REPEAT_SUBMIT_KEY,
  RequestError,
  onUnauthorized,
  request,
  resetUnauthorized,
  setNotifier,
  type Notifier,
} from '@shared/api/request';
import { tansParams } from '@shared/api/params';
import { setToken } from '@shared/auth/token';
import { setLanguage } from '@shared/i18n';

function spyNotifier() {
  const n = { error: vi.fn(), warning: vi.fn(), notify: vi.fn(), loading: vi.fn(() => vi.fn()) } satisfies Notifier;
  setNotifier(n);
  return n;
}

/** Capture what reached the server. */
function capture(method: 'get' | 'post' | 'put', path: string, reply: object = { code: 200, msg: '操作成功' }) {
  const seen: { url: URL; headers: Headers; body: string }[] = [];
  server.use(
    http[method](api(path), async ({ request: req }) => {
      seen.push({ url: new URL(req.url), headers: req.headers, body: await req.text() });
      return HttpResponse.json(reply);
    }),
  );
  return seen;
}

let n: ReturnType<typeof spyNotifier>;
beforeEach(() => {
  n = spyNotifier();
});

describe('BASE_API and tansParams', () => {
  it('uses the production prefix', () => {
    expect(BASE_API).toBe('/prod-api');
  });

  it('drops empty values and brackets nested objects like RuoYi', () => {
    expect(
      tansParams({ a: 1, b: '', c: null, d: undefined, e: 'x y', params: { beginTime: '2026-01-01', endTime: '', z: null } }),
    ).toBe('a=1&e=x%20y&params%5BbeginTime%5D=2026-01-01');
  });

  it('keeps zero and false, encodes keys and formats dates', () => {
    expect(tansParams({ n: 0, f: false, 'k&y': 'v=1', when: new Date(2026, 0, 2, 3, 4, 5) })).toBe(
      'n=0&f=false&k%26y=v%3D1&when=2026-01-02%2003%3A04%3A05',
    );
  });

  it('formats dayjs values too (told by their marker: the request layer does not load dayjs)', () => {
    expect(tansParams({ when: dayjs('2026-01-02 03:04:05'), params: { beginTime: dayjs('2026-03-04 00:00:00') } })).toBe(
      'when=2026-01-02%2003%3A04%3A05&params%5BbeginTime%5D=2026-03-04%2000%3A00%3A00',
    );
  });

  it('returns an empty string for no params', () => {
    expect(tansParams({})).toBe('');
  });
});

describe('request: success', () => {
  it('resolves the whole envelope, not .data', async () => {
    server.use(http.get(api('/thing'), () => HttpResponse.json({ code: 200, msg: 'ok', data: { id: 1 }, extra: 'x' })));
    await expect(request({ url: '/thing', method: 'get' })).resolves.toEqual({
      code: 200,
      msg: 'ok',
      data: { id: 1 },
      extra: 'x',
    });
  });

  it('treats a missing code as 200', async () => {
    server.use(http.get(api('/nocode'), () => HttpResponse.json({ rows: [1], total: 1 })));
    await expect(request({ url: '/nocode' })).resolves.toEqual({ rows: [1], total: 1 });
    expect(n.error).not.toHaveBeenCalled();
  });

  it('accepts a numeric-string code', async () => {
    server.use(http.get(api('/s'), () => HttpResponse.json({ code: '500', msg: '字符串错误码' })));
    await expect(request({ url: '/s' })).rejects.toMatchObject({ code: 500, message: '字符串错误码' });
  });

  it('serialises GET params into the query string with empty values dropped', async () => {
    const seen = capture('get', '/system/dict/data/list');
    await request({
      url: '/system/dict/data/list',
      method: 'get',
      params: { pageNum: 1, pageSize: 10, dictLabel: '', params: { beginTime: '2026-01-01', endTime: '2026-01-31' } },
    });
    expect(seen[0]!.url.search).toBe(
      '?pageNum=1&pageSize=10&params%5BbeginTime%5D=2026-01-01&params%5BendTime%5D=2026-01-31',
    );
  });

  it('returns blobs raw', async () => {
    server.use(http.get(api('/file'), () => new HttpResponse('abc', { headers: { 'Content-Type': 'text/plain' } })));
    const blob = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('abc');
  });
});

describe('request: token header', () => {
  it('sends Authorization: Bearer <token> when the Admin-Token cookie exists', async () => {
    setToken(MOCK_TOKEN);
    const seen = capture('get', '/who');
    await request({ url: '/who' });
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${MOCK_TOKEN}`);
  });

  it('sends the current language as Accept-Language (the server answers menu titles in it)', async () => {
    const seen = capture('get', '/who');
    setLanguage('en');
    try {
      await request({ url: '/who' });
      setLanguage('zh');
      await request({ url: '/who' });
    } finally {
      setLanguage('zh');
    }
    expect(seen.map((s) => s.headers.get('accept-language'))).toEqual(['en', 'zh-CN']);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = capture('get', '/who');
    await request({ url: '/who' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('honours isToken: false and never sends the option headers over the wire', async () => {
    setToken(MOCK_TOKEN);
    const seen = capture('post', '/login');
    await request({ url: '/login', method: 'post', data: {}, headers: { isToken: false, repeatSubmit: false, interval: 5 } });
    const h = seen[0]!.headers;
    expect(h.get('authorization')).toBeNull();
    expect(h.get('istoken')).toBeNull();
    expect(h.get('repeatsubmit')).toBeNull();
    expect(h.get('interval')).toBeNull();
    expect(h.get('content-type')).toContain('application/json');
  });
});

describe('request: business codes', () => {
  it('500: error toast with the server msg and a RequestError', async () => {
    server.use(http.post(api('/x'), () => HttpResponse.json({ code: 500, msg: '用户不存在/密码错误' })));
    const err = await request({ url: '/x', method: 'post', data: { a: 1 } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ code: 500, message: '用户不存在/密码错误', kind: 'business' });
    expect(n.error).toHaveBeenCalledWith('用户不存在/密码错误');
    expect(n.warning).not.toHaveBeenCalled();
  });

  it('500 without msg falls back to the default text', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 500 })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: '系统未知错误，请反馈给管理员' });
    expect(n.error).toHaveBeenCalledWith('系统未知错误，请反馈给管理员');
  });

  it('601: warning toast and rejection', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 601, msg: '请先完善资料' })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 601, message: '请先完善资料' });
    expect(n.warning).toHaveBeenCalledWith('请先完善资料');
    expect(n.error).not.toHaveBeenCalled();
  });

  it('403: notification with the fixed text, which wins over the server msg', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 403, msg: '没有权限，请联系管理员授权' })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 403, message: '当前操作没有权限' });
    expect(n.notify).toHaveBeenCalledWith('当前操作没有权限');
  });

  it('other codes: notification with the server msg', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 418, msg: '我是茶壶' })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 418 });
    expect(n.notify).toHaveBeenCalledWith('我是茶壶');
  });

  it('silent: rejects without any toast', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 500, msg: 'boom' })));
    await expect(request({ url: '/x', silent: true })).rejects.toMatchObject({ code: 500 });
    expect(n.error).not.toHaveBeenCalled();
    expect(n.notify).not.toHaveBeenCalled();
  });

  it('messages follow the language', async () => {
    setLanguage('en');
    server.use(http.get(api('/x'), () => HttpResponse.json({ code: 403, msg: '没有权限' })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: 'You do not have permission for this operation' });
  });
});

describe('request: 401', () => {
  const reply401 = () =>
    server.use(http.get(api('/me'), () => HttpResponse.json({ code: 401, msg: '请求访问：/me，认证失败，无法访问系统资源' })));

  it('calls the registered handler once until resetUnauthorized()', async () => {
    reply401();
    const handler = vi.fn();
    onUnauthorized(handler);
    const results = await Promise.allSettled([request({ url: '/me' }), request({ url: '/me' }), request({ url: '/me' })]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await request({ url: '/me' }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    resetUnauthorized();
    await request({ url: '/me' }).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(2);
    // the prompt replaces the toast
    expect(n.error).not.toHaveBeenCalled();
    expect(n.notify).not.toHaveBeenCalled();
  });

  it('skipUnauthorized does not open the prompt', async () => {
    reply401();
    const handler = vi.fn();
    onUnauthorized(handler);
    await expect(request({ url: '/me', skipUnauthorized: true })).rejects.toMatchObject({ code: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('without a registered prompt shows the fixed 401 text as an error toast', async () => {
    reply401();
    await expect(request({ url: '/me' })).rejects.toMatchObject({ code: 401 });
    expect(n.error).toHaveBeenCalledWith('认证失败，无法访问系统资源');
  });
});

describe('request: transport failures', () => {
  it('network error → 后端接口连接异常', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.error()));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'network', message: '后端接口连接异常' });
    expect(n.error).toHaveBeenCalledWith('后端接口连接异常');
  });

  it('timeout → 系统接口请求超时', async () => {
    // MSW's XHR interceptor ignores xhr.timeout, so an adapter plays the timed-out transport
    const adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(new AxiosError('timeout of 30ms exceeded', AxiosError.ECONNABORTED, config));
    await expect(request({ url: '/slow', timeout: 30, adapter })).rejects.toMatchObject({ kind: 'timeout', message: '系统接口请求超时' });
    expect(n.error).toHaveBeenCalledWith('系统接口请求超时');
  });

  it('HTTP status failure → 系统接口{status}异常', async () => {
    server.use(http.get(api('/x'), () => new HttpResponse('bad gateway', { status: 502 })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ kind: 'http', status: 502, message: '系统接口502异常' });
    expect(n.error).toHaveBeenCalledWith('系统接口502异常');
  });

  it('a canceled request rejects quietly', async () => {
    server.use(
      http.get(api('/slow'), async () => {
        await delay(300);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const ctl = new AbortController();
    const p = request({ url: '/slow', signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toMatchObject({ kind: 'canceled' });
    expect(n.error).not.toHaveBeenCalled();
  });
});

describe('request: repeat-submit guard', () => {
  it('rejects an identical POST to the same URL within 1000 ms, before it reaches the server', async () => {
    const seen = capture('post', '/system/config');
    await request({ url: '/system/config', method: 'post', data: { configKey: 'a' } });
    const err = await request({ url: '/system/config', method: 'post', data: { configKey: 'a' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ kind: 'repeat', message: '数据正在处理，请勿重复提交' });
    expect(seen).toHaveLength(1);
    expect(n.warning).toHaveBeenCalledWith('数据正在处理，请勿重复提交');
    expect(JSON.parse(sessionStorage.getItem(REPEAT_SUBMIT_KEY)!)).toMatchObject({ url: '/system/config' });
  });

  it('lets a different body, a different query or a PUT after a POST through', async () => {
    const seen = capture('post', '/system/config');
    const seenPut = capture('put', '/system/config');
    await request({ url: '/system/config', method: 'post', data: { configKey: 'a' } });
    await request({ url: '/system/config', method: 'post', data: { configKey: 'b' } });
    await request({ url: '/system/config', method: 'post', data: { configKey: 'b' }, params: { pageNum: 2 } });
    await request({ url: '/system/config', method: 'put', data: { configKey: 'c' } });
    expect(seen).toHaveLength(3);
    expect(seenPut).toHaveLength(1);
  });

  it('allows the same POST again after the interval', async () => {
    const seen = capture('post', '/x');
    await request({ url: '/x', method: 'post', data: { a: 1 }, headers: { interval: 50 } });
    await new Promise((r) => setTimeout(r, 80));
    await request({ url: '/x', method: 'post', data: { a: 1 }, headers: { interval: 50 } });
    expect(seen).toHaveLength(2);
  });

  it('uses the interval header', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const seen = capture('post', '/x');
    await request({ url: '/x', method: 'post', data: {}, headers: { interval: 2000 } });
    now += 1500;
    await expect(request({ url: '/x', method: 'post', data: {}, headers: { interval: 2000 } })).rejects.toMatchObject({
      kind: 'repeat',
    });
    now += 600; // 2100 ms after the first one
    await request({ url: '/x', method: 'post', data: {}, headers: { interval: 2000 } });
    expect(seen).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('the default window is 1000 ms', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const seen = capture('post', '/x');
    await request({ url: '/x', method: 'post', data: {} });
    now += 999;
    await expect(request({ url: '/x', method: 'post', data: {} })).rejects.toMatchObject({ kind: 'repeat' });
    now += 1001;
    await request({ url: '/x', method: 'post', data: {} });
    expect(seen).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('never guards GET, and repeatSubmit: false opts out', async () => {
    const seenGet = capture('get', '/x');
    const seenPost = capture('post', '/x');
    await request({ url: '/x' });
    await request({ url: '/x' });
    await request({ url: '/x', method: 'post', data: {}, headers: { repeatSubmit: false } });
    await request({ url: '/x', method: 'post', data: {}, headers: { repeatSubmit: false } });
    expect(seenGet).toHaveLength(2);
    expect(seenPost).toHaveLength(2);
  });
});
