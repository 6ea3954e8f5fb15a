/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by playwright-core, with the flags this closed network
 * needs, plus helpers every e2e file uses: a browser (and page) per describe block, console-error capture, the
 * admin log-in and an axe check.
 */
import { chromium, type Browser, type Page, type BrowserContext, type Locator } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './env';

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

/**
 * A page in its own context, logging console errors. The browser asks for reduced motion (the apps honour it: antd's
 * dropdowns, selects and dialogs then open and close at once), so a click never lands on a menu still sliding into
 * place or on a select list still fading out over the next field: under CI load both lost clicks.
 */
export async function openPage(browser: Browser, opts: { viewport?: { width: number; height: number } } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 860 }, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // an unknown URL answers 404 with the site's 404 page, and Chromium logs the document's own status: that is the
    // page's expected answer, not an error (a missing script or image, logged at its own URL, still counts)
    if (msg.text().includes('status of 404') && msg.location().url === page.url()) return;
    errors.push(msg.text());
    // where it happened, for the log (the assertion shows only the text)
    process.stderr.write(`console error at ${page.url()}: ${msg.text()}\n`);
  });
  page.on('pageerror', (err) => {
    errors.push(err.message);
    process.stderr.write(`page error at ${page.url()}: ${err.message}\n`);
  });
  return { context, page, errors };
}

function opened<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not open yet: use it inside a test or a later hook (it opens in beforeAll)`);
  return value;
}

export interface BrowserHolder {
  /** the browser launched in beforeAll */
  readonly browser: Browser;
}

export interface BrowserPageHolder extends BrowserHolder, TrackedPage {}

/**
 * Registers the calling describe block's beforeAll, which launches Chromium (and, with `openTracked`, opens one
 * tracked page), and its afterAll, which closes the browser. Hooks registered later run after the launch.
 */
function register(openTracked: boolean): { browser: () => Browser; tracked: () => TrackedPage } {
  let browser: Browser | undefined;
  let tracked: TrackedPage | undefined;
  beforeAll(async () => {
    browser = await launch();
    if (openTracked) tracked = await openPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { browser: () => opened(browser, 'the browser'), tracked: () => opened(tracked, 'the page') };
}

/** A browser for the calling describe block: launched in its beforeAll, closed in its afterAll. */
export function useBrowser(): BrowserHolder {
  const open = register(false);
  return {
    get browser() {
      return open.browser();
    },
  };
}

/**
 * A browser and one tracked page for the calling describe block: both opened in its beforeAll, the browser
 * closed in its afterAll. The holder's fields read the current ones, so read them inside tests and hooks.
 */
export function useBrowserPage(): BrowserPageHolder {
  const open = register(true);
  return {
    get browser() {
      return open.browser();
    },
    get context() {
      return open.tracked().context;
    },
    get page() {
      return open.tracked().page;
    },
    get errors() {
      return open.tracked().errors;
    },
  };
}

/**
 * Logs in to the admin app (captcha off) through its login form, once the form knows the captcha is off, then waits
 * until it left the login page and shows the main menu.
 */
export async function logInAdmin(page: Page, userName = 'admin', password = E2E_ADMIN_PASSWORD): Promise<void> {
  await page.goto(`${inject('adminUrl')}/admin/`);
  await page.waitForURL(/\/admin\/login/);
  await page.getByRole('textbox', { name: '账号' }).fill(userName);
  await page.getByLabel('密码', { exact: true }).fill(password);
  // the captcha field shows until /captchaImage says it is off (a press before that is held until then)
  await page.getByPlaceholder('验证码').waitFor({ state: 'detached' });
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
}

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // colours are measured as shown: let running transitions end first (a dialog's fade-in is partly transparent).
  // Endless ones (a spinner, a loading bar) never finish: they are not waited for. A transition may start a frame
  // later (a help text leaving after a field turns valid), so wait until two frames pass with none running.
  for (let round = 0; round < 20; round += 1) {
    const running = await page.evaluate(async () => {
      const finite = () => document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.all(finite().map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return finite().length;
    });
    if (running === 0) break;
  }
  // what antd's motion is removing (a help text fading out) is on its way out of the page, not content to read
  const results = await new AxeBuilder({ page }).exclude('.ant-form-show-help-item-leave').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  // the list goes into the message: the assertion's own text shows only "[ Array(1) ]", and CI keeps only the message
  expect(summary, `axe violations on ${label}:\n${summary.join('\n')}\n`).toEqual([]);
}

/**
 * No console or page error was logged (`errors` from `openPage`, already filtered by the caller where a test expects
 * some). The errors go into the message, so a CI summary names them.
 */
export function expectNoErrors(errors: readonly string[]): void {
  expect(errors, `console or page errors:\n${errors.join('\n')}\n`).toEqual([]);
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

/**
 * Lets two animation frames pass. A click that changes the URL (a filter, a page) renders a moment later (a router
 * transition); until then the page still shows the old list and says it is not busy. After two frames React has
 * rendered the change and a new request has turned `aria-busy` on.
 */
export async function afterRender(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
