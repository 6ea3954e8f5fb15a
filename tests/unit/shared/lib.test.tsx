import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { isExternal, isMobile, isNumber } from '@shared/lib/validate';
import { handleTree } from '@shared/lib/tree';
import { addDateRange, formatTime } from '@shared/lib/date';
import { checkEditorImage, checkUploadCount, checkUploadFile, checkVideo } from '@shared/lib/upload';
import { uploadFile } from '@shared/api/upload';
import { DictTag, toDictOptions } from '@shared/ui/DictTag';
import { setLanguage } from '@shared/i18n';
import { getService } from '@shared/api/request';
import { tansParams } from '@shared/api/params';
import { setToken } from '@shared/auth/token';
import { server, http, HttpResponse, api, DICTS, MOCK_TOKEN } from '../../../mocks/server';

describe('validate', () => {
  it('number check: optional sign, no leading zeros, optional decimals', () => {
    for (const ok of ['0', '12', '-3', '+4.50', '0.5', '-0.25']) expect(isNumber(ok), ok).toBe(true);
    for (const bad of ['012', '1.', '.5', '1e3', 'abc', '', '--1', '1,000']) expect(isNumber(bad), bad).toBe(false);
  });

  it('mobile and external links', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isExternal('https://ruoyi.vip')).toBe(true);
    expect(isExternal('/system/user')).toBe(false);
  });
});

describe('handleTree', () => {
  it('nests by parentId and keeps orphans as roots', () => {
    const tree = handleTree([
      { id: 1, parentId: 0, name: 'a' },
      { id: 2, parentId: 1, name: 'b' },
      { id: 3, parentId: 2, name: 'c' },
      { id: 4, parentId: 99, name: 'orphan' },
    ]);
    expect(tree.map((n) => n.name)).toEqual(['a', 'orphan']);
    expect(tree[0]!.children![0]!.children![0]!.name).toBe('c');
  });

  it('accepts custom keys', () => {
    const tree = handleTree([{ menuId: 1, pid: 0 }, { menuId: 2, pid: 1 }], 'menuId', 'pid', 'kids');
    expect(tree[0]!.kids).toHaveLength(1);
  });
});

describe('dates', () => {
  it('formatTime', () => {
    expect(formatTime('2026-01-02T03:04:05.000+08:00', 'YYYY-MM-DD')).toBe('2026-01-02');
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(formatTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('addDateRange puts the range into params for the bracket serialisation', () => {
    const q = addDateRange({ pageNum: 1, dictType: '' }, ['2026-01-01', '2026-01-31']);
    expect(q).toEqual({ pageNum: 1, dictType: '', params: { beginTime: '2026-01-01', endTime: '2026-01-31' } });
    expect(tansParams(q)).toBe('pageNum=1&params%5BbeginTime%5D=2026-01-01&params%5BendTime%5D=2026-01-31');
    expect(addDateRange({}, [dayjs('2026-02-01'), dayjs('2026-02-03')], 'LoginTime').params).toEqual({
      beginLoginTime: '2026-02-01',
      endLoginTime: '2026-02-03',
    });
    expect(addDateRange({}, null).params).toEqual({ beginTime: undefined, endTime: undefined });
  });
});

describe('upload checks', () => {
  const mb = 1024 * 1024;
  it('file type, size and count with the RuoYi messages', () => {
    expect(checkUploadFile({ name: 'a.pdf', size: mb })).toBeNull();
    expect(checkUploadFile({ name: 'a.exe', size: 1 })).toBe('文件格式不正确，请上传doc/xls/ppt/txt/pdf/mp4格式文件!');
    expect(checkUploadFile({ name: 'a.PDF', size: 6 * mb })).toBe('上传文件大小不能超过 5 MB!');
    expect(checkUploadFile({ name: 'a.gif', size: 1 }, { image: true })).toBe('文件格式不正确，请上传png/jpg/jpeg图片格式文件!');
    expect(checkUploadFile({ name: 'a.jpg', size: 6 * mb }, { image: true })).toBe('上传头像图片大小不能超过 5 MB!');
    expect(checkUploadCount(6)).toBe('上传文件数量不能超过 5 个!');
    expect(checkUploadCount(5)).toBeNull();
    expect(checkEditorImage({ name: 'x.webp' })).toBe('上传图片只能是png,jpg,jpeg格式!');
    expect(checkEditorImage({ name: 'x.JPEG' })).toBeNull();
    expect(checkVideo({ name: 'clip.mp4' })).toBe(true);
    expect(checkVideo({ name: 'clip.mkv' })).toBe(false);
  });

  it("the editor's video check: the spec's formats the server stores, never swf", () => {
    for (const name of ['a.flv', 'a.MP3', 'a.wav', 'a.wma', 'a.WMV', 'a.mid', 'a.avi', 'a.mpg', 'a.asf', 'a.rm', 'a.rmvb']) {
      expect(checkVideo({ name }), name).toBe(true);
    }
    for (const name of ['a.swf', 'a.SWF', 'a.mkv', 'a.mov', 'swf', 'a.flv.html']) expect(checkVideo({ name }), name).toBe(false);
  });

  it('messages follow the language', () => {
    setLanguage('en');
    expect(checkUploadFile({ name: 'a.pdf', size: 9 * 1024 * 1024 })).toBe('Files may not exceed 5 MB!');
  });
});

describe('uploadFile', () => {
  it('posts multipart field `file` with the token and resolves the envelope', async () => {
    setToken(MOCK_TOKEN);
    // jsdom's FormData/File do not survive MSW's XHR → undici conversion, so what was sent is read from the
    // final axios config (after our interceptor and transformRequest) and MSW only answers
    let sent: { form?: FormData; contentType?: unknown; auth?: unknown } = {};
    const service = await getService();
    const id = service.interceptors.response.use((res) => {
      const c = res.config;
      sent = { form: c.data as FormData, contentType: c.headers.get('Content-Type'), auth: c.headers.get('Authorization') };
      return res;
    });
    server.use(
      http.post(api('/common/upload'), () =>
        HttpResponse.json({ code: 200, msg: '操作成功', fileName: '/profile/upload/2026/01/01/a_1.txt', fileId: 9 }),
      ),
    );
    const res = await uploadFile(new File(['hello'], 'a.txt', { type: 'text/plain' }));
    service.interceptors.response.eject(id);
    expect(res).toMatchObject({ fileName: '/profile/upload/2026/01/01/a_1.txt', fileId: 9 });
    const file = sent.form!.get('file') as File;
    expect(file.name).toBe('a.txt');
    expect(await file.text()).toBe('hello');
    expect(sent.auth).toBe(`Bearer ${MOCK_TOKEN}`);
    expect(String(sent.contentType ?? '')).not.toContain('application/json');
  });

  it('rejects on a non-200 code', async () => {
    server.use(http.post(api('/common/upload'), () => HttpResponse.json({ code: 500, msg: '文件类型不允许' })));
    await expect(uploadFile(new File(['x'], 'a.exe'), { silent: true })).rejects.toMatchObject({ message: '文件类型不允许' });
  });
});

describe('DictTag', () => {
  it('renders labels: plain text for default, a tag for other list classes, unknown values as text', () => {
    render(
      <>
        <div data-testid="a">
          <DictTag options={DICTS.sys_user_sex!} value="1" />
        </div>
        <div data-testid="b">
          <DictTag options={toDictOptions(DICTS.sys_normal_disable!)} value="0,1,9" />
        </div>
        <div data-testid="c">
          <DictTag options={DICTS.sys_normal_disable!} value={['9']} showValue={false} />
        </div>
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('女');
    expect(screen.getByTestId('a').querySelector('.ant-tag')).toBeNull();
    expect(screen.getByTestId('b')).toHaveTextContent(/正常\s*停用\s*9/);
    expect(screen.getByTestId('b').querySelectorAll('.ant-tag')).toHaveLength(2);
    expect(screen.getByTestId('c')).toHaveTextContent('');
  });
});
