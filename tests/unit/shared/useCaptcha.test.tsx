/**
 * The captcha hook the site's and the admin's login, register and reset forms share (src/shared/auth/useCaptcha.ts),
 * against MSW's /captchaImage: the first answer, the server turning it off, a failed load, a load overtaken by a
 * later one, and settled() for a press that comes before the answer.
 */
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api, captchaResponse, holdCaptchaAnswer, http, HttpResponse, server } from '../../../mocks/server';
import { useCaptcha } from '@shared/auth/useCaptcha';

describe('useCaptcha', () => {
  it('guesses on until the first answer, then shows its image and uuid', async () => {
    const answer = holdCaptchaAnswer(true);
    const { result } = renderHook(() => useCaptcha());
    expect(result.current).toMatchObject({ enabled: true, known: false, loading: true });
    expect(result.current.img).toBeUndefined();
    answer();
    await waitFor(() => expect(result.current.known).toBe(true));
    const expected = captchaResponse(true);
    expect(result.current).toMatchObject({ enabled: true, loading: false, img: expected.img, uuid: expected.uuid });
  });

  it('is off when the server says so, and settled() waits for that answer', async () => {
    const answer = holdCaptchaAnswer(false);
    const { result } = renderHook(() => useCaptcha());
    const settled = result.current.settled();
    answer();
    await expect(settled).resolves.toBe(false);
    await waitFor(() => expect(result.current).toMatchObject({ enabled: false, known: true, img: undefined, uuid: undefined }));
  });

  it('keeps the field without an image when the load fails', async () => {
    server.use(http.get(api('/captchaImage'), () => HttpResponse.error()));
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.known).toBe(true));
    expect(result.current).toMatchObject({ enabled: true, loading: false, img: undefined, uuid: undefined });
  });

  it('drops an answer overtaken by a later load', async () => {
    const { result } = renderHook(() => useCaptcha());
    await waitFor(() => expect(result.current.known).toBe(true));
    // the first of two quick refreshes is answered last, with another uuid: the second's answer stays
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((r) => (releaseFirst = r));
    let calls = 0;
    server.use(
      http.get(api('/captchaImage'), async () => {
        calls += 1;
        if (calls === 1) {
          await firstHeld;
          return HttpResponse.json({ ...captchaResponse(true), uuid: 'stale-uuid' });
        }
        return HttpResponse.json({ ...captchaResponse(true), uuid: 'fresh-uuid' });
      }),
    );
    let first!: Promise<void>;
    act(() => {
      first = result.current.refresh();
    });
    await act(() => result.current.refresh());
    expect(result.current.uuid).toBe('fresh-uuid');
    releaseFirst();
    await act(() => first);
    expect(result.current.uuid).toBe('fresh-uuid');
    expect(calls).toBe(2);
  });
});
