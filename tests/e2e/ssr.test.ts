/**
 * Server rendering (issue 13), end to end on the built app: what a crawler gets without running scripts (the guide's
 * heading and first paragraph, its language, title, canonical and language alternates), and a reader's browser
 * taking that HTML over (hydration) without redrawing it or logging an error, signed in and with a chosen city.
 */
import { describe, expect, it } from 'vitest';
import { expectVisible, useBrowserPage } from './browser';
import { base, logIn, signUp } from './site-helpers';
import { loadGuide } from '../../src/site/content/registry';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('a guide page without JavaScript', () => {
  for (const [lang, path, twin] of [
    ['zh', '/ossd/requirements', '/en/ossd/requirements'],
    ['en', '/en/aboard/learning-style', '/aboard/learning'],
  ] as const) {
    it(`${path} carries its content, language, title, canonical and alternates`, async () => {
      const res = await fetch(`${base()}${path}`, { headers: { 'user-agent': 'Googlebot/2.1' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const [section, id] = path.replace(/^\/en/, '').split('/').slice(1) as [string, string];
      const page = (await loadGuide(lang, section, id))!;
      expect(html).toContain(`<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`);
      expect(html).toMatch(new RegExp(`<title>${escaped(page.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
      expect(html).toContain(`<meta name="description" content="${escaped(page.description)}">`);
      const origin = html.match(/<link rel="canonical" href="(https?:\/\/[^/"]+)/)?.[1];
      expect(origin).toBeTruthy();
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}">`);
      expect(html).toContain(`hreflang="${lang === 'zh' ? 'en' : 'zh-CN'}" href="${origin}${twin}"`);
      expect(html).toContain('hreflang="x-default"');
      // the heading and the first paragraph are in the HTML itself
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(`>${escaped(page.title)}</h1>`);
      expect(plain(root)).toContain(plain(page.lead).slice(0, 40));
    });
  }

  it('the server bundle itself is never served', async () => {
    expect((await fetch(`${base()}/.ssr/entry-server.js`)).status).toBe(404);
  });
});

describe('a server-rendered page in the browser', () => {
  const tracked = useBrowserPage();

  it('is taken over as it is (no redraw, no console error), then shows the member and the chosen city', async () => {
    const { page, errors } = tracked;
    const member = { user: `ssr${Date.now() % 1_000_000}`, pass: 'Ssr-pass-2026', phone: `139${String(Date.now()).slice(-8)}` };
    await signUp(page, member);
    await logIn(page, member.user, member.pass);
    await page.goto(`${base()}/school`);
    const city = page.getByRole('combobox', { name: '选择城市' });
    await page.waitForFunction(() => document.querySelectorAll('.site-city__select option').length > 5);
    await city.selectOption('440300');

    // hold the app's script back until the server's heading is marked, so the check sees hydration happen
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const before = errors.length;
    // (a module script held back also holds DOMContentLoaded: wait for the server's heading instead)
    await page.goto(`${base()}/ossd/requirements`, { waitUntil: 'commit' });
    await page.locator('main h1').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('main h1');
    });
    release();
    // hydrated: the header shows the signed-in member and the stored city
    await expectVisible(page.getByRole('banner').getByRole('button', { name: new RegExp(member.user) }), 'the member menu', 15000);
    await expect.poll(() => city.inputValue()).toBe('440300');
    expect(await page.evaluate(() => (window as unknown as { serverH1: Element | null }).serverH1 === document.querySelector('main h1'))).toBe(true);
    expect(errors.slice(before)).toEqual([]);
    await page.unroute('**/assets/index-*.js');
  });
});
