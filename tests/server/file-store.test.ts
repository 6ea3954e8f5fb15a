/**
 * The upload stores behind one interface (modules/common/file-store.ts): the same contract holds for the disk
 * store and for the database store (real tables on SQLite and PostgreSQL, not mocked), and uploads are served
 * with byte ranges whichever store the app uses (disk on SQLite, the database on PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, isStorePath, parseRange } from '../../server/src/lib/file-store';
import { CHUNK_BYTES, databaseFileStore, diskFileStore } from '../../server/src/modules/common/file-store';
import { createTestServer, login, readUpload, type TestServer } from './helpers';

let t: TestServer;
let scratch: string;
beforeAll(async () => {
  t = await createTestServer({ env: { CAPTCHA_ENABLED: 'false' } });
  scratch = mkdtempSync(join(tmpdir(), 'dss-file-store-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const CONTENT = randomBytes(2 * CHUNK_BYTES + 12345);

describe.each([
  ['disk', () => diskFileStore(join(scratch, 'root'))],
  ['database', () => databaseFileStore(t.db, join(scratch, 'tmp'))],
] as const)('the %s store', (kind, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('keeps a file put in, whole and by ranges across its chunks, and removes it', async () => {
    expect(store.kind).toBe(kind);
    const rel = `upload/2026/11/24/${randomBytes(16).toString('hex')}.bin`;
    const tmp = await store.tempPath(rel, 'abc');
    writeFileSync(tmp, CONTENT);
    await store.put(rel, tmp, 'tester');
    const file = await store.open(rel);
    expect(file?.size).toBe(CONTENT.length);
    expect((await bytesOf(file!.stream())).equals(CONTENT)).toBe(true);
    for (const [start, end] of [[0, 0], [CHUNK_BYTES - 3, CHUNK_BYTES + 2], [10, 2 * CHUNK_BYTES + 100], [CONTENT.length - 5, CONTENT.length - 1]]) {
      expect((await bytesOf(file!.stream({ start, end }))).equals(CONTENT.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    await store.remove(rel);
    expect(await store.open(rel)).toBeNull();
  });

  it('knows nothing of paths it did not store, and refuses unsafe ones', async () => {
    expect(await store.open('upload/2026/11/24/missing.png')).toBeNull();
    expect(await store.open('../etc/passwd')).toBeNull();
    expect(await store.open('upload/.hidden.png')).toBeNull();
  });
});

describe('the database store\'s temporary directory', () => {
  it('drops the leftovers of uploads a crash interrupted (older than an hour) when it opens', () => {
    const dir = join(scratch, 'sweep');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'old.part'), 'x');
    writeFileSync(join(dir, 'fresh.part'), 'x');
    writeFileSync(join(dir, 'other.txt'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(dir, 'old.part'), twoHoursAgo, twoHoursAgo);
    utimesSync(join(dir, 'other.txt'), twoHoursAgo, twoHoursAgo);
    databaseFileStore(t.db, dir);
    expect(readdirSync(dir).sort()).toEqual(['fresh.part', 'other.txt']);
  });
});

describe('store paths and ranges', () => {
  it('accepts only plain relative paths', () => {
    expect(isStorePath('upload/2026/11/24/0123abcd.png')).toBe(true);
    expect(isStorePath('sample/videos/ossd-explained.mp4')).toBe(true);
    for (const bad of ['x.png', '/upload/a.png', 'upload/../a.png', 'upload//a.png', 'upload/.a.png', 'upload/a b.png', 'upload\\a.png']) {
      expect(isStorePath(bad), bad).toBe(false);
    }
  });

  it('reads a single byte range, clamped to the file', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});

describe('serving uploads from the app\'s store', () => {
  it('answers whole files, byte ranges (206) and out-of-range requests (416)', async () => {
    const token = await login(t, 'admin');
    const content = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), randomBytes(CHUNK_BYTES + 500)]);
    const boundary = `----dss${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tour.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = (await t.app.inject({
      method: 'POST', url: '/prod-api/common/upload', payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    })).json();
    expect(up.code).toBe(200);
    expect((await readUpload(t, up.fileName))?.equals(content)).toBe(true);

    const whole = await t.app.inject({ method: 'GET', url: up.fileName });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBeUndefined();
    expect(whole.rawPayload.equals(content)).toBe(true);

    const start = CHUNK_BYTES - 10;
    const part = await t.app.inject({ method: 'GET', url: up.fileName, headers: { range: `bytes=${start}-${start + 99}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(start, start + 100))).toBe(true);

    const beyond = await t.app.inject({ method: 'GET', url: up.fileName, headers: { range: `bytes=${content.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);

    // also under the API base, as RuoYi's clients ask for uploads
    const viaBase = await t.app.inject({ method: 'GET', url: `/prod-api${up.fileName}`, headers: { range: 'bytes=0-11' } });
    expect(viaBase.statusCode).toBe(206);
    expect(viaBase.rawPayload.equals(content.subarray(0, 12))).toBe(true);
  });
});
