/**
 * What the e2e files of the public site share: a real PNG, the admin's API token (the portal with captchas off),
 * the SMS outbox's newest code, and signing up / logging in as a member does.
 */
import { crc32, deflateSync } from 'node:zlib';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { expectVisible } from './browser';
import { E2E_ADMIN_PASSWORD } from './env';

export const base = () => inject('adminUrl');
export const api = (path: string) => `${base()}/prod-api${path}`;

/** A real PNG (w×h, one colour), so the upload's content check sees an image. */
export function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The admin's token (captchas are off on this portal), for reading the SMS outbox as an administrator would. */
export async function adminToken(): Promise<string> {
  const res = await fetch(api('/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code: number; token: string };
  expect(body.code).toBe(200);
  return body.token;
}

/** The newest code the outbox holds for a phone. */
export async function outboxCode(phone: string): Promise<string> {
  const token = await adminToken();
  let code = '';
  await expect
    .poll(async () => {
      const res = await fetch(api(`/bbs/sms/outbox/list?pageNum=1&pageSize=5&phone=${phone}`), { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { rows?: { content: string }[] };
      code = /\b(\d{6})\b/.exec(body.rows?.[0]?.content ?? '')?.[1] ?? '';
      return code;
    }, { timeout: 10000 })
    .toMatch(/^\d{6}$/);
  return code;
}

export async function signUp(page: Page, m: { user: string; pass: string; phone: string }, en = false) {
  await page.goto(`${base()}${en ? '/en' : ''}/dssRegister`);
  const L = en
    ? { user: 'Username', pass: 'Password', confirm: 'Confirm password', phone: 'Mobile phone', submit: /Sign up/, done: "You're signed up" }
    : { user: '账号', pass: '密码', confirm: '确认密码', phone: '手机号', submit: /注\s*册/, done: '注册成功' };
  await page.getByLabel(L.user, { exact: true }).fill(m.user);
  await page.getByLabel(L.pass, { exact: true }).fill(m.pass);
  await page.getByLabel(L.confirm, { exact: true }).fill(m.pass);
  await page.getByLabel(L.phone, { exact: true }).fill(m.phone);
  await page.getByRole('button', { name: L.submit }).last().click();
  await expectVisible(page.getByText(L.done, { exact: true }), 'the sign-up confirmation', 15000);
}

/** Logs in on the login page and waits for the header's notice bell (only logged-in members have one). */
export async function logIn(page: Page, user: string, pass: string, en = false) {
  await page.goto(`${base()}${en ? '/en' : ''}/dssLogin`);
  await page.getByLabel(en ? 'Username' : '账号', { exact: true }).fill(user);
  await page.getByLabel(en ? 'Password' : '密码', { exact: true }).fill(pass);
  await page.getByLabel(en ? 'Password' : '密码', { exact: true }).press('Enter');
  await bell(page, en).waitFor({ timeout: 15000 });
}

export const bell = (page: Page, en = false) => page.getByRole('banner').getByRole('link', { name: en ? /Notifications, \d+ unread/ : /消息通知，\d+ 条未读/ });
