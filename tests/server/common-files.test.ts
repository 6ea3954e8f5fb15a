import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_VIDEO_TYPES } from '../../src/shared/contract/constants';
import { matchesSignature, UPLOAD_EXTENSIONS } from '../../server/src/lib/file-type';
import { profileResourcePath } from '../../server/src/modules/common/storage';
import { createTestServer, get, login, post, readUpload, setConfig, storedUploads, type TestServer } from './helpers';

let t: TestServer;
let editor: string;
let member: string;
beforeAll(async () => {
  t = await createTestServer();
  await setConfig(t, 'sys.account.captchaEnabled', 'false');
  editor = await login(t, 'editor');
  await post(t, '/register', { username: 'member8', password: 'secret123', phonenumber: '13600000008' });
  member = await login(t, 'member8', 'secret123');
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(40)]);
const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(40)]);
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');

/** The first bytes of a real file of each format the rich-text editor uploads. */
const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const media = (...parts: (string | number[])[]) =>
  Buffer.concat([...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))), Buffer.alloc(40)]);
const MEDIA: Record<(typeof EDITOR_VIDEO_TYPES)[number], Buffer> = {
  flv: media('FLV', [0x01, 0x05, 0, 0, 0, 0x09]),
  mp3: media([0xff, 0xfb, 0x90, 0x64]),
  mp4: MP4,
  wav: media('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt '),
  wma: media(ASF_GUID),
  wmv: media(ASF_GUID),
  mid: media('MThd', [0, 0, 0, 6, 0, 1, 0, 2, 0x01, 0xe0]),
  avi: media('RIFF', [0x24, 0x08, 0, 0], 'AVI LIST'),
  mpg: media([0x00, 0x00, 0x01, 0xba, 0x44]),
  asf: media(ASF_GUID),
  rm: media('.RMF', [0, 0, 0, 0x12]),
  rmvb: media('.RMF', [0, 0, 0, 0x12]),
};

function multipart(field: string, filename: string, content: Buffer) {
  const boundary = `----dss${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(filename: string, content: Buffer, token: string | null = editor, field = 'file') {
  const { payload, headers } = multipart(field, filename, content);
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/common/upload',
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    payload,
  });
  return res.json();
}

const storedFiles = () => storedUploads(t, 'upload');

const dl = (path: string, token = editor) => t.app.inject({ method: 'GET', url: `/prod-api${path}`, headers: { authorization: `Bearer ${token}` } });

describe('POST /common/upload', () => {
  it('stores a file under upload/YYYY/MM/DD/<random>.<ext> and answers RuoYi keys', async () => {
    const res = await upload('校园照片.png', PNG);
    expect(res).toMatchObject({ code: 200, msg: '操作成功', originalFilename: '校园照片.png' });
    expect(res.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(res.newFileName).toBe(res.fileName.split('/').pop());
    // the spec's reply: code, fileName, fileId, msg — the id is the stored name without its extension
    expect(res.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(res.newFileName).toBe(`${res.fileId}.png`);
    expect(res.url).toBe(`http://localhost:80${res.fileName}`);
    expect((await readUpload(t, res.fileName))?.equals(PNG)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: res.fileName });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts the document, archive and video types whose content matches', async () => {
    for (const [name, content] of [['brochure.pdf', PDF], ['table.xlsx', ZIP], ['deck.pptx', ZIP], ['old.doc', OLE2], ['pack.zip', ZIP], ['tour.mp4', MP4], ['notes.txt', Buffer.from('第一行\nsecond line\n')]] as const) {
      const res = await upload(name, content, member);
      expect(res.code, name).toBe(200);
      expect(res.fileName.endsWith(`.${name.split('.').pop()}`)).toBe(true);
    }
  });

  it("accepts every audio/video format the rich-text editor offers, when the content matches", async () => {
    for (const [ext, content] of Object.entries(MEDIA)) {
      const res = await upload(`clip.${ext}`, content, member);
      expect(res.code, ext).toBe(200);
      expect(res.fileName.endsWith(`.${ext}`), ext).toBe(true);
    }
  });

  it('refuses a spoofed editor video (a page, a WAV or a video of another format under a video name) and swf, keeping nothing', async () => {
    const before = (await storedFiles()).length;
    expect(await upload('clip.flv', HTML)).toEqual({ code: 500, msg: '文件[clip.flv]的内容与扩展名不符，请上传真实的文件' });
    expect((await upload('song.mp3', Buffer.from('ID3 is what this text says, not a tag'))).code).toBe(500);
    expect((await upload('clip.avi', MEDIA.wav)).code).toBe(500);
    expect((await upload('clip.wmv', MEDIA.flv)).code).toBe(500);
    expect((await upload('tune.mid', Buffer.from('MThd but then text'))).code).toBe(500);
    const swf = await upload('intro.swf', Buffer.concat([Buffer.from('FWS'), Buffer.from([0x0a]), Buffer.alloc(40)]));
    expect(swf.code).toBe(500);
    expect(swf.msg).toMatch(/^文件\[intro\.swf\]后缀\[swf\]不正确/);
    expect((await storedFiles()).length).toBe(before);
  });

  it('refuses content that does not match its extension (a .png that is really text), keeping nothing', async () => {
    const before = (await storedFiles()).length;
    expect(await upload('photo.png', Buffer.from('just some text, not an image'))).toEqual({ code: 500, msg: '文件[photo.png]的内容与扩展名不符，请上传真实的文件' });
    expect((await upload('report.pdf', PNG)).code).toBe(500);
    expect((await upload('sheet.xlsx', PDF)).code).toBe(500);
    expect((await upload('page.txt', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'))).code).toBe(500);
    expect((await upload('bin.txt', Buffer.from([0x41, 0x00, 0x42]))).code).toBe(500);
    expect((await storedFiles()).length).toBe(before);
    expect((await storedFiles()).some((f) => f.includes('.part'))).toBe(false);
  });

  it('refuses dangerous or unknown extensions', async () => {
    for (const name of ['x.html', 'x.htm', 'x.svg', 'x.js', 'x.exe', 'x.php', 'x', 'x.png.html']) {
      const res = await upload(name, Buffer.from('<html></html>'));
      expect(res.code, name).toBe(500);
      expect(res.msg, name).toMatch(/^文件\[.*\]后缀\[.*\]不正确，请上传\[bmp, gif, jpg, jpeg, png, doc/);
    }
  });

  it('limits the name to 100 characters and the size to 50 MB', async () => {
    expect(await upload(`${'n'.repeat(96)}.png`, PNG)).toMatchObject({ code: 200 });
    expect(await upload(`${'n'.repeat(97)}.png`, PNG)).toEqual({ code: 500, msg: '上传的文件名最长100个字符' });
    const big = Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)]);
    expect(await upload('big.png', big)).toEqual({ code: 500, msg: '上传的文件大小超出限制的文件大小！允许的文件最大大小是：50MB！' });
  });

  it('needs the `file` field, a non-empty file and a login', async () => {
    expect(await upload('a.png', PNG, editor, 'other')).toEqual({ code: 500, msg: '上传文件异常，请联系管理员' });
    expect(await upload('empty.txt', Buffer.alloc(0))).toEqual({ code: 500, msg: '上传文件不能为空' });
    expect((await upload('a.png', PNG, null)).code).toBe(401);
  });

  it('writes an operation-log row per upload', async () => {
    const rows = await t.db.selectFrom('sys_oper_log').selectAll().where('title', '=', '通用上传').execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r) => r.status === 0 && r.json_result.includes('/profile/upload/'))).toBe(true);
  });
});

describe('GET /common/download', () => {
  const downloadDir = () => join(t.config.dataDir, 'download');

  it('sends a temporary file with RFC 5987 names, then deletes it when asked', async () => {
    mkdirSync(downloadDir(), { recursive: true });
    writeFileSync(join(downloadDir(), 'a1b2_学校名单.xlsx'), 'xlsx-bytes');
    const res = await dl(`/common/download?fileName=${encodeURIComponent('a1b2_学校名单.xlsx')}&delete=true`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('xlsx-bytes');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    const encoded = encodeURIComponent('学校名单.xlsx');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=${encoded}; filename*=utf-8''${encoded}`);
    expect(res.headers['download-filename']).toBe(encoded);
    expect(existsSync(join(downloadDir(), 'a1b2_学校名单.xlsx'))).toBe(false);

    writeFileSync(join(downloadDir(), 'keep.txt'), 'stay');
    expect((await dl('/common/download?fileName=keep.txt&delete=false')).body).toBe('stay');
    expect(existsSync(join(downloadDir(), 'keep.txt'))).toBe(true);
  });

  it('refuses anything but a plain name inside the download directory', async () => {
    writeFileSync(join(t.config.dataDir, 'secret.txt'), 'top secret');
    const names = [
      '../secret.txt', '..%2Fsecret.txt', '/etc/passwd', `${t.config.dataDir}/secret.txt`, 'sub/x.txt', '..\\secret.txt',
      '.hidden.txt', 'portal.db', '../portal.db', '../jwt-secret', 'x..txt', 'C:secret.txt',
    ];
    for (const name of names) {
      const res = await dl(`/common/download?fileName=${encodeURIComponent(name)}`);
      expect(res.json(), name).toEqual({ code: 500, msg: `文件名称(${name})非法，不允许下载。` });
    }
    expect((await dl('/common/download?fileName=missing.txt')).json()).toEqual({ code: 500, msg: '文件不存在或已被删除' });
    expect((await dl('/common/download')).json().code).toBe(500);
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/common/download?fileName=keep.txt' })).json().code).toBe(401);
  });
});

describe('GET /common/download/resource', () => {
  it('sends a stored upload by its /profile path', async () => {
    const up = await upload('证书.pdf', PDF);
    const res = await dl(`/common/download/resource?resource=${encodeURIComponent(up.fileName)}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['download-filename']).toBe(up.newFileName);
    expect(res.headers['content-disposition']).toContain(`filename*=utf-8''${up.newFileName}`);
    // the API-prefixed form that admin pages sometimes hold works too
    expect((await dl(`/common/download/resource?resource=${encodeURIComponent(`/prod-api${up.fileName}`)}`)).statusCode).toBe(200);
  });

  it('stays inside the upload root', async () => {
    writeFileSync(join(t.config.uploadDir, '..', 'outside.txt'), 'TOP-SECRET-CONTENT');
    mkdirSync(join(t.config.uploadDir, 'upload'), { recursive: true });
    symlinkSync(join(t.config.dataDir, 'outside.txt'), join(t.config.uploadDir, 'upload', 'link.txt'));
    const resources = [
      '/profile/../outside.txt', '/profile/upload/../../outside.txt', '/profile/upload/%2e%2e/%2e%2e/outside.txt', '/etc/passwd',
      'profile/upload/x.png', '/profile/upload/..\\..\\outside.txt', '/profile/../portal.db', '/profile/../jwt-secret', '/other/upload/x.png',
      '/profile/upload/link.txt',
    ];
    for (const resource of resources) {
      const res = await dl(`/common/download/resource?resource=${encodeURIComponent(resource)}`);
      expect(res.headers['content-type'], resource).toContain('application/json');
      expect(res.json().code, resource).toBe(500);
      expect(res.body).not.toContain('TOP-SECRET-CONTENT');
    }
    expect((await dl('/common/download/resource?resource=/profile/upload/2020/01/01/none.png')).json()).toEqual({ code: 500, msg: '文件不存在或已被删除' });
  });
});

describe('helpers', () => {
  it('maps only clean /profile paths', () => {
    const root = '/data/upload';
    expect(profileResourcePath(root, '/profile/upload/2026/01/01/a.png')).toBe('/data/upload/upload/2026/01/01/a.png');
    expect(profileResourcePath(root, '/profile/avatar/x.png')).toBe('/data/upload/avatar/x.png');
    for (const bad of ['/profile/', '/profile/../x.png', '/profile/a//b.png', '/profile/./a.png', '/profile/.hidden', '/profiles/a.png', '/profile/a\0.png']) {
      expect(profileResourcePath(root, bad), bad).toBeNull();
    }
  });

  it('checks signatures by extension', () => {
    expect(matchesSignature('png', PNG)).toBe(true);
    expect(matchesSignature('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matchesSignature('gif', Buffer.from('GIF89a...'))).toBe(true);
    expect(matchesSignature('jpeg', PNG)).toBe(false);
    expect(matchesSignature('exe', Buffer.from('MZ'))).toBe(false);
    expect(matchesSignature('avi', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]))).toBe(true);
    expect(matchesSignature('avi', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]))).toBe(false);
  });

  it("stores every format of the editor's video list, each with its own signature check", () => {
    for (const ext of EDITOR_VIDEO_TYPES) {
      expect(UPLOAD_EXTENSIONS, ext).toContain(ext);
      expect(matchesSignature(ext, MEDIA[ext]), ext).toBe(true);
      expect(matchesSignature(ext, HTML), ext).toBe(false);
      expect(matchesSignature(ext, Buffer.alloc(64)), ext).toBe(false);
    }
    expect(UPLOAD_EXTENSIONS).not.toContain('swf');
  });

  it('mp3: an ID3v2 tag or a valid MPEG audio frame header, not the bare sync bits', () => {
    expect(matchesSignature('mp3', Buffer.from([...Buffer.from('ID3'), 0x04, 0x00]))).toBe(true);
    expect(matchesSignature('mp3', Buffer.from([...Buffer.from('ID3'), 0x09, 0x00]))).toBe(false);
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xf3, 0x64, 0xc4]))).toBe(true); // MPEG-2 layer III
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xeb, 0x90, 0x64]))).toBe(false); // reserved version
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xf9, 0x90, 0x64]))).toBe(false); // reserved layer
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xfb, 0xf0, 0x64]))).toBe(false); // bad bitrate
    expect(matchesSignature('mp3', Buffer.from([0xff, 0xfb, 0x9c, 0x64]))).toBe(false); // reserved sample rate
    expect(matchesSignature('mpg', Buffer.from([0x00, 0x00, 0x01, 0xb3]))).toBe(true);
    expect(matchesSignature('mpg', Buffer.from([0x00, 0x00, 0x01, 0xe0]))).toBe(false);
  });
});

describe('authorization', () => {
  it('serves the download calls to logged-in users only', async () => {
    expect((await get(t, '/common/download/resource?resource=/profile/upload/x.png')).body.code).toBe(401);
  });
});
