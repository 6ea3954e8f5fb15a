/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, with the flags this closed network
 * needs, plus helpers every e2e file uses: console-error capture and an axe check.
 */
import { chromium, type Browser, type Page, type BrowserContext, type Locator } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

export async function openPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 860 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits (up to `timeout`) until one of the elements the locator matches is visible, then passes; fails with `label`
 * otherwise. Use it instead of a one-off `isVisible()`, which reads a single moment of a page that may still render.
 */
export async function expectVisible(locator: Locator, label: string, timeout = 5000): Promise<void> {
  const visible = await locator
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
  if (!visible) throw new Error(`not visible within ${timeout} ms: ${label}`);
}
