import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_OK_MSG } from '@shared/contract';
import { CONTACT_RATE } from '../../server/src/modules/bbs/contact';
import { createTestServer, type Json, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t?.close();
});

let ipSeq = 0;
async function submit(body: object, opts: { ip?: string; acceptLanguage?: string } = {}): Promise<Json> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/bbs/web/addContact',
    payload: body,
    remoteAddress: opts.ip ?? `198.18.0.${++ipSeq}`,
    headers: opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {},
  });
  return res.json();
}
const storedMobile = async (name: string) =>
  (await t.db.selectFrom('bbs_contact').select('mobile').where('name', '=', name).executeTakeFirstOrThrow()).mobile;

describe('the contact form takes Hong Kong and Canadian numbers', () => {
  it.each([
    ['86', '13912345678', '内地访客'],
    ['852', '9123 4567', 'HK visitor'],
    ['1', '416-555-1234', 'Toronto visitor'],
  ])('+%s %s is accepted and stored as the national number', async (areaCode, mobile, name) => {
    expect(await submit({ name, areaCode, mobile, lang: 'en' })).toMatchObject({ code: 200, msg: CONTACT_OK_MSG.en });
    expect(await storedMobile(name)).toBe(mobile.replace(/[\s-]/g, ''));
  });

  it('keeps Mainland China the default area (older clients send no areaCode)', async () => {
    expect((await submit({ name: '默认区号', mobile: '13812345678' })).code).toBe(200);
    expect((await submit({ name: '默认区号', mobile: '91234567' })).msg).toBe('请输入正确的手机号码');
  });

  it.each([
    ['852', '1234567', '请输入正确的香港电话号码（8位数字）', 'Enter a valid Hong Kong number (8 digits)'],
    ['852', '13912345678', '请输入正确的香港电话号码（8位数字）', 'Enter a valid Hong Kong number (8 digits)'],
    ['1', '4165551234x', '请输入正确的加拿大电话号码（10位数字）', 'Enter a valid Canadian number (10 digits)'],
    ['1', '1165551234', '请输入正确的加拿大电话号码（10位数字）', 'Enter a valid Canadian number (10 digits)'],
    ['86', '4165551234', '请输入正确的手机号码', 'Enter a valid mobile number'],
    ['44', '7700900123', '请选择电话区号', 'Choose the country code'],
  ])('+%s %s is refused, in the form language', async (areaCode, mobile, zh, en) => {
    expect(await submit({ name: '张三', areaCode, mobile, lang: 'zh' })).toEqual({ code: 500, msg: zh });
    // the form's lang decides, not the browser's Accept-Language
    expect(await submit({ name: 'Zhang', areaCode, mobile, lang: 'en' }, { acceptLanguage: 'zh-CN' })).toEqual({ code: 500, msg: en });
  });

  it('answers the other messages in English too', async () => {
    expect(await submit({ mobile: '13912345678', lang: 'en' })).toEqual({ code: 500, msg: 'Please enter your name' });
    expect(await submit({ name: 'A', mobile: ' ', lang: 'en' })).toEqual({ code: 500, msg: 'Please enter your mobile number' });
    expect(await submit({ name: 'A', mobile: '13912345678', message: 'x'.repeat(501), lang: 'en' })).toEqual({
      code: 500,
      msg: 'The message can be at most 500 characters',
    });
    const ip = '198.18.1.1';
    for (let i = 0; i < CONTACT_RATE.max; i++) expect((await submit({ name: `v${i}`, mobile: '13600000000', lang: 'en' }, { ip })).code).toBe(200);
    expect(await submit({ name: 'v', mobile: '13600000000', lang: 'en' }, { ip })).toEqual({ code: 500, msg: 'Too many enquiries. Please try again later.' });
    expect(await submit({ name: 'v', mobile: '13600000000', lang: 'zh' }, { ip })).toEqual({ code: 500, msg: '提交过于频繁，请稍后再试' });
  });
});
