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
/** Each call from its own address unless given, so the per-address limit does not interfere. */
async function submit(body: unknown, ip = `203.0.113.${++ipSeq}`, headers: Record<string, string> = {}): Promise<Json> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/prod-api/bbs/web/addContact',
    payload: body as object,
    remoteAddress: ip,
    headers: { 'user-agent': 'vitest-agent', ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const contacts = () => t.db.selectFrom('bbs_contact').selectAll().orderBy('contact_id').execute();

describe('POST /bbs/web/addContact', () => {
  it('stores a valid enquiry and confirms it', async () => {
    const res = await submit({ name: ' 李女士 ', mobile: '13912345678', message: '想了解多伦多的寄宿学校', sourcePage: '/school/detail/3' }, '198.51.100.7');
    expect(res).toMatchObject({ code: 200, msg: CONTACT_OK_MSG.zh });
    expect(res.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const rows = await contacts();
    expect(rows.at(-1)).toMatchObject({
      name: '李女士', mobile: '13912345678', message: '想了解多伦多的寄宿学校', source_page: '/school/detail/3', lang: 'zh',
      ip: '198.51.100.7', user_agent: 'vitest-agent', status: '0', create_time: res.data.createTime,
    });
  });

  it('needs no message and confirms in English for lang en', async () => {
    const res = await submit({ name: 'Ms Chen', mobile: '15000000000', lang: 'en' });
    expect(res).toMatchObject({ code: 200, msg: CONTACT_OK_MSG.en });
    expect((await contacts()).at(-1)).toMatchObject({ name: 'Ms Chen', message: '', lang: 'en' });
  });

  it.each([
    [{ mobile: '13912345678' }, '请输入您的姓名'],
    [{ name: '   ', mobile: '13912345678' }, '请输入您的姓名'],
    [{ name: '张'.repeat(31), mobile: '13912345678' }, '姓名长度不能超过30个字符'],
    [{ name: '张三' }, '请输入您的手机号码'],
    [{ name: '张三', mobile: '' }, '请输入您的手机号码'],
    [{ name: '张三', mobile: '12345678901' }, '请输入正确的手机号码'],
    [{ name: '张三', mobile: '1391234567' }, '请输入正确的手机号码'],
    [{ name: '张三', mobile: '+8613912345678' }, '请输入正确的手机号码'],
    [{ name: '张三', mobile: 13912345678 }, '请输入您的手机号码'],
    [{ name: '张三', mobile: '13912345678', message: 'x'.repeat(501) }, '留言长度不能超过500个字符'],
    [{ name: '张三', mobile: '13912345678', lang: 'fr' }, "lang 只能是 'zh' 或 'en'"],
  ])('rejects %j with a message naming the field', async (body, msg) => {
    const before = (await contacts()).length;
    expect(await submit(body)).toEqual({ code: 500, msg });
    expect((await contacts()).length).toBe(before);
  });

  it('rejects an empty body', async () => {
    expect(await submit(undefined)).toEqual({ code: 500, msg: '请输入您的姓名' });
  });

  it('accepts names of 30 characters and messages of 500', async () => {
    const res = await submit({ name: '张'.repeat(30), mobile: '18800000000', message: '好'.repeat(500) });
    expect(res.code).toBe(200);
  });

  it('stores the fields as plain text, as typed (escaping is the renderer\'s job): entities are not decoded into markup', async () => {
    const message = '<script>alert(1)</script>你好 &lt;img src=x onerror=alert(1)&gt; a < b & c';
    await submit({ name: '<b>王</b>先生', mobile: '13700000000', message, sourcePage: '/news?a=1&amp;b=2' });
    expect((await contacts()).at(-1)).toMatchObject({ name: '<b>王</b>先生', message, source_page: '/news?a=1&amp;b=2' });
    expect((await contacts()).at(-1)!.message).not.toContain('<img');
  });

  it(`accepts ${CONTACT_RATE.max} enquiries from one address per window, then asks to wait`, async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < CONTACT_RATE.max; i++) {
      expect((await submit({ name: `访客${i}`, mobile: '13600000000' }, ip)).code).toBe(200);
    }
    expect(await submit({ name: '访客', mobile: '13600000000' }, ip)).toEqual({ code: 500, msg: '提交过于频繁，请稍后再试' });
    expect((await submit({ name: '访客', mobile: '13600000000' }, '192.0.2.51')).code).toBe(200);
  });

  it('does not touch the session (anonymous, a bogus token is ignored)', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/prod-api/bbs/web/addContact', remoteAddress: '192.0.2.99',
      headers: { authorization: 'Bearer bogus' }, payload: { name: '赵', mobile: '13500000000' },
    });
    expect(res.json().code).toBe(200);
  });
});

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
    expect(await submit({ name: 'Zhang', areaCode, mobile, lang: 'en' }, undefined, { 'accept-language': 'zh-CN' })).toEqual({ code: 500, msg: en });
  });

  it('answers the other messages in English too', async () => {
    expect(await submit({ mobile: '13912345678', lang: 'en' })).toEqual({ code: 500, msg: 'Please enter your name' });
    expect(await submit({ name: 'A', mobile: ' ', lang: 'en' })).toEqual({ code: 500, msg: 'Please enter your mobile number' });
    expect(await submit({ name: 'A', mobile: '13912345678', message: 'x'.repeat(501), lang: 'en' })).toEqual({
      code: 500,
      msg: 'The message can be at most 500 characters',
    });
    const ip = '198.18.1.1';
    for (let i = 0; i < CONTACT_RATE.max; i++) expect((await submit({ name: `v${i}`, mobile: '13600000000', lang: 'en' }, ip)).code).toBe(200);
    expect(await submit({ name: 'v', mobile: '13600000000', lang: 'en' }, ip)).toEqual({ code: 500, msg: 'Too many enquiries. Please try again later.' });
    expect(await submit({ name: 'v', mobile: '13600000000', lang: 'zh' }, ip)).toEqual({ code: 500, msg: '提交过于频繁，请稍后再试' });
  });
});
