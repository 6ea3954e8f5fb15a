import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, http, HttpResponse, api, MOCK_TOKEN } from '../../../mocks/server';
import { setNotifier, type Notifier } from '@shared/api/request';
import { setToken } from '@shared/auth/token';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs, default: { saveAs } }));

const { download, downloadName, downloadResource, downloadZip, blobValidate } = await import('@shared/api/download');

let n: { [K in keyof Notifier]: ReturnType<typeof vi.fn> };
let closeLoading: ReturnType<typeof vi.fn>;
beforeEach(() => {
  saveAs.mockReset();
  closeLoading = vi.fn();
  n = { error: vi.fn(), warning: vi.fn(), notify: vi.fn(), loading: vi.fn(() => closeLoading) };
  setNotifier(n as unknown as Notifier);
  setToken(MOCK_TOKEN);
});

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('download (POST form export)', () => {
  it('posts form-urlencoded params with the token and saves the blob under the client name', async () => {
    let seen: { body: string; type: string | null; auth: string | null } | undefined;
    server.use(
      http.post(api('/system/user/export'), async ({ request }) => {
        seen = {
          body: await request.text(),
          type: request.headers.get('content-type'),
          auth: request.headers.get('authorization'),
        };
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': xlsx } });
      }),
    );
    const ok = await download(
      '/system/user/export',
      { userName: 'ad', status: '', params: { beginTime: '2026-01-01' } },
      'user_1.xlsx',
    );
    expect(ok).toBe(true);
    expect(seen).toEqual({
      body: 'userName=ad&params%5BbeginTime%5D=2026-01-01',
      type: expect.stringContaining('application/x-www-form-urlencoded'),
      auth: `Bearer ${MOCK_TOKEN}`,
    });
    expect(saveAs).toHaveBeenCalledTimes(1);
    const [blob, name] = saveAs.mock.calls[0]!;
    expect(name).toBe('user_1.xlsx');
    expect((blob as Blob).size).toBe(4);
    expect(n.loading).toHaveBeenCalledWith('正在下载数据，请稍候');
    expect(closeLoading).toHaveBeenCalled();
  });

  it('a JSON reply shows its message (code table first) and saves nothing', async () => {
    server.use(http.post(api('/x/export'), () => HttpResponse.json({ code: 500, msg: '导出失败：没有数据' })));
    await expect(download('/x/export', {}, 'x.xlsx')).resolves.toBe(false);
    expect(saveAs).not.toHaveBeenCalled();
    expect(n.error).toHaveBeenCalledWith('导出失败：没有数据');

    server.use(http.post(api('/x/export'), () => HttpResponse.json({ code: 403, msg: 'no' })));
    await download('/x/export', {}, 'x.xlsx');
    expect(n.error).toHaveBeenLastCalledWith('当前操作没有权限');
    expect(closeLoading).toHaveBeenCalledTimes(2);
  });

  it('a transport failure shows the download error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(api('/x/export'), () => HttpResponse.error()));
    await expect(download('/x/export', {}, 'x.xlsx')).resolves.toBe(false);
    expect(n.error).toHaveBeenCalledWith('下载文件出现错误，请联系管理员！');
    expect(closeLoading).toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });
});

describe('download helpers (GET)', () => {
  it('downloadName: GET /common/download?fileName&delete, name from the download-filename header', async () => {
    let url: URL | undefined;
    server.use(
      http.get(api('/common/download'), ({ request }) => {
        url = new URL(request.url);
        return new HttpResponse('a,b', {
          headers: { 'Content-Type': 'application/octet-stream', 'download-filename': encodeURIComponent('用户.csv') },
        });
      }),
    );
    await expect(downloadName('2026/01/x_用户.csv', false)).resolves.toBe(true);
    expect(url!.searchParams.get('fileName')).toBe('2026/01/x_用户.csv');
    expect(url!.searchParams.get('delete')).toBe('false');
    expect(saveAs.mock.calls[0]![1]).toBe('用户.csv');
  });

  it('downloadResource: GET /common/download/resource?resource, falls back to the path basename', async () => {
    let resource: string | null = null;
    server.use(
      http.get(api('/common/download/resource'), ({ request }) => {
        resource = new URL(request.url).searchParams.get('resource');
        return new HttpResponse('png', { headers: { 'Content-Type': 'image/png' } });
      }),
    );
    await downloadResource('/profile/upload/2026/01/01/a_1.png');
    expect(resource).toBe('/profile/upload/2026/01/01/a_1.png');
    expect(saveAs.mock.calls[0]![1]).toBe('a_1.png');
  });

  it('downloadZip saves application/zip under the given name', async () => {
    server.use(http.get(api('/tool/gen/batchGenCode'), () => new HttpResponse('zip', { headers: { 'Content-Type': 'application/octet-stream' } })));
    await downloadZip('/tool/gen/batchGenCode?tables=sys_user', 'ruoyi.zip');
    const [blob, name] = saveAs.mock.calls[0]!;
    expect(name).toBe('ruoyi.zip');
    expect((blob as Blob).type).toBe('application/zip');
  });

  it('a JSON error reply of a GET helper is shown', async () => {
    server.use(http.get(api('/common/download'), () => HttpResponse.json({ code: 500, msg: '文件名称非法' })));
    await expect(downloadName('../etc/passwd')).resolves.toBe(false);
    expect(n.error).toHaveBeenCalledWith('文件名称非法');
  });

  it('blobValidate', () => {
    expect(blobValidate(new Blob(['{}'], { type: 'application/json' }))).toBe(false);
    expect(blobValidate(new Blob(['x'], { type: xlsx }))).toBe(true);
  });
});
