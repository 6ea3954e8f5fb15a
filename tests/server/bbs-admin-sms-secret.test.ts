import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProviderDeps } from '../../server/src/modules/sms/provider';
import { SMS_PROVIDERS } from '../../server/src/modules/sms/provider';
import { sealStoredSmsSecret } from '../../server/src/modules/sms/setting';
import { isSealed, openSecret, sealSecret } from '../../server/src/lib/secret-box';
import { call, createTestServer, get, login, post, type TestServer } from './helpers';

/** The SMS access secret is sealed at rest (AES-256-GCM, key from config) and opened only to send. */
let t: TestServer;
let admin: string;
/** what the provider test double was given to send with */
const sentWith: SmsProviderDeps['credentials'][] = [];

const SECRET = 'sk-live-0123456789abcdef';
const settings = (accessSecret: string) => ({
  provider: 'spy', accessKeyId: 'AKID-SPY', accessSecret, signName: '择校测试',
  templates: { reset: '重置验证码{code}', bind: '绑定验证码{code}' },
});
const stored = async () => (await t.db.selectFrom('sys_sms_setting').select('access_secret').executeTakeFirstOrThrow()).access_secret;
const testSend = () => post(t, '/bbs/sms/test', { phone: '13712349999', purpose: 'bind' }, { token: admin });

beforeAll(async () => {
  // a gateway double: records the credentials each message is sent with (registered before the app is built)
  SMS_PROVIDERS.spy = ({ credentials }) => ({ name: 'spy', send: async () => void sentWith.push(credentials) });
  t = await createTestServer();
  admin = await login(t, 'admin');
});
afterAll(async () => {
  delete SMS_PROVIDERS.spy;
  await t?.close();
});

describe('the SMS secret at rest', () => {
  it('is stored sealed, never as the plain secret, and no call answers it', async () => {
    expect((await call(t, 'PUT', '/bbs/sms/setting', { body: settings(SECRET), token: admin })).body.code).toBe(200);
    const column = await stored();
    expect(column).not.toContain(SECRET);
    expect(isSealed(column)).toBe(true);
    expect(openSecret(t.config.secretsKey, column)).toBe(SECRET);
    const read = await get(t, '/bbs/sms/setting', { token: admin });
    expect(read.body.data).toMatchObject({ provider: 'spy', secretSet: true });
    expect(read.raw).not.toContain(SECRET);
    expect(read.raw).not.toContain(column);
  });

  it('is opened to send: a test send gives the provider the plain secret', async () => {
    sentWith.length = 0;
    expect((await testSend()).body).toEqual({ code: 200, msg: '测试短信已发送' });
    expect(sentWith).toEqual([{ accessKeyId: 'AKID-SPY', accessSecret: SECRET, signName: '择校测试' }]);
  });

  it('an empty secret on save keeps the sealed one', async () => {
    const before = await stored();
    expect((await call(t, 'PUT', '/bbs/sms/setting', { body: settings(''), token: admin })).body.code).toBe(200);
    expect(await stored()).toBe(before);
  });

  it('a plain secret saved before sealing still sends, and is sealed at start', async () => {
    await t.db.updateTable('sys_sms_setting').set({ access_secret: 'legacy-plain-secret' }).execute();
    sentWith.length = 0;
    await testSend();
    expect(sentWith[0]?.accessSecret).toBe('legacy-plain-secret');
    await sealStoredSmsSecret(t.db, t.config.secretsKey);
    const column = await stored();
    expect(isSealed(column)).toBe(true);
    expect(column).not.toContain('legacy-plain-secret');
    sentWith.length = 0;
    await testSend();
    expect(sentWith[0]?.accessSecret).toBe('legacy-plain-secret');
  });

  it('a secret sealed under another key is not used (sent without a secret, not with garbage)', async () => {
    await t.db.updateTable('sys_sms_setting').set({ access_secret: sealSecret(randomBytes(32), SECRET) }).execute();
    sentWith.length = 0;
    await testSend();
    expect(sentWith[0]?.accessSecret).toBe('');
  });
});

describe('secret-box', () => {
  const key = randomBytes(32);
  it('seals with a fresh IV each time and refuses altered text', () => {
    const a = sealSecret(key, '秘密 secret');
    expect(a).not.toBe(sealSecret(key, '秘密 secret'));
    expect(openSecret(key, a)).toBe('秘密 secret');
    const tampered = a.slice(0, -2) + (a.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openSecret(key, tampered)).toThrow();
    expect(openSecret(key, 'plain')).toBe('plain');
  });
});
