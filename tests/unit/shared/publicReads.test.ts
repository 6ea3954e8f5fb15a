/**
 * The public site's reads (@shared/api/web) go out with the browser's fetch (./fetchJson), so a first visit needs no
 * HTTP transport; the request layer judges their envelopes (toasts, RequestError) and takes over a failed fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { server, http, HttpResponse, api, MOCK_TOKEN } from '../../../mocks/server';
import { RequestError, setNotifier, type Notifier } from '@shared/api/request';
import { listHomeBanner, listSchoolSchool, listTypes } from '@shared/api/web';
import { setToken } from '@shared/auth/token';

function spyNotifier() {
  const n = { error: vi.fn(), warning: vi.fn(), notify: vi.fn(), loading: vi.fn(() => vi.fn()) } satisfies Notifier;
  setNotifier(n);
  return n;
}

describe('public reads', () => {
  it('send the body, the paging in the query, the token and the language; resolve the envelope', async () => {
    setToken(MOCK_TOKEN);
    const seen: { url: URL; auth: string | null; type: string | null; body: string }[] = [];
    server.use(
      http.post(api('/bbs/web/listSchoolSchool'), async ({ request }) => {
        seen.push({ url: new URL(request.url), auth: request.headers.get('Authorization'), type: request.headers.get('Content-Type'), body: await request.text() });
        return HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 });
      }),
    );
    await expect(listSchoolSchool({ pageNum: 2, pageSize: 8, lang: 'en' })).resolves.toMatchObject({ code: 200, total: 0 });
    expect(seen).toHaveLength(1);
    expect(seen[0].url.search).toBe('?pageNum=2&pageSize=8');
    expect(seen[0].auth).toBe(`Bearer ${MOCK_TOKEN}`);
    expect(seen[0].type).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0].body)).toEqual({ lang: 'en' });
  });

  it('GET reads carry their query', async () => {
    const seen: string[] = [];
    server.use(
      http.get(api('/bbs/web/types'), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, data: [] });
      }),
    );
    await expect(listTypes('station')).resolves.toMatchObject({ data: [] });
    expect(seen).toEqual(['?scope=station']);
  });

  it('an envelope error is shown and rejects once, without asking again', async () => {
    const n = spyNotifier();
    let count = 0;
    server.use(
      http.post(api('/bbs/web/listHomeBanner'), () => {
        count += 1;
        return HttpResponse.json({ code: 500, msg: '服务器开小差了' });
      }),
    );
    const err = await listHomeBanner({ lang: 'zh' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).code).toBe(500);
    expect(n.error).toHaveBeenCalledWith('服务器开小差了');
    expect(count).toBe(1);
  });

  it('a silent call shows nothing', async () => {
    const n = spyNotifier();
    server.use(http.post(api('/bbs/web/listHomeBanner'), () => HttpResponse.json({ code: 500, msg: 'x' })));
    await expect(listHomeBanner({ lang: 'zh' }, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(n.error).not.toHaveBeenCalled();
  });

  it('a failed fetch (HTTP 502) is taken over by the request layer, which asks again', async () => {
    let count = 0;
    server.use(
      http.post(api('/bbs/web/listHomeBanner'), () => {
        count += 1;
        return count === 1 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ code: 200, data: [{ id: 1 }] });
      }),
    );
    await expect(listHomeBanner({ lang: 'zh' })).resolves.toMatchObject({ data: [{ id: 1 }] });
    expect(count).toBe(2);
  });

  it('a cancelled read rejects as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await listHomeBanner({ lang: 'zh' }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).kind).toBe('canceled');
  });
});
