/**
 * The header's city list is read with one plain fetch (no HTTP transport on the first visit); a failure goes
 * through the request layer, which tries again and, failing too, shows its message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '../../../mocks/handlers';
import { mockCities } from '../../../mocks/bbs';
import { server } from '../../../mocks/server';
import { resetCities, useCities } from '@site/city';

const CITY_URL = api('/bbs/web/listCity');

describe('the city list', () => {
  afterEach(() => resetCities());

  it('reads the cities of the language with the browser fetch (its body and language header)', async () => {
    const seen: { body: unknown; lang: string | null }[] = [];
    server.use(
      http.post(CITY_URL, async ({ request }) => {
        seen.push({ body: await request.json(), lang: request.headers.get('Accept-Language') });
        return HttpResponse.json({ code: 200, msg: 'ok', data: mockCities.map((c) => ({ ...c, label: c.labelEn })) });
      }),
    );
    const { result } = renderHook(() => useCities('en'));
    await waitFor(() => expect(result.current.data?.map((c) => c.label)).toEqual(mockCities.map((c) => c.labelEn)));
    expect(seen).toEqual([{ body: { lang: 'en' }, lang: 'en' }]);
  });

  it('after a failed fetch asks again through the request layer', async () => {
    let count = 0;
    server.use(
      http.post(CITY_URL, () => {
        count += 1;
        if (count === 1) return new HttpResponse(null, { status: 502 });
        return HttpResponse.json({ code: 200, msg: 'ok', data: mockCities.map((c) => ({ ...c, label: c.labelZh })) });
      }),
    );
    const { result } = renderHook(() => useCities('zh'));
    await waitFor(() => expect(result.current.data?.map((c) => c.label)).toEqual(mockCities.map((c) => c.labelZh)));
    expect(count).toBe(2);
  });
});
