/**
 * No layout shift (issue 13): the cumulative layout shift of `/` and `/school`, measured in Chromium with the
 * PerformanceObserver's 'layout-shift' entries from the first paint on, stays ≤ 0.02 at a phone's and a desktop's
 * width — also on a Chinese page that offers the reader's chosen English (the offer overlays, it pushes nothing).
 * Each page is read once it shows what it loads (the banner image decoded, the lists' rows, no list still busy),
 * never after a fixed wait.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { afterRender, useBrowser } from './browser';

const base = () => inject('siteUrl');
const LIMIT = 0.02;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1350, height: 940 };

interface Shift {
  t: number;
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/** Records every layout shift not caused by input (the page's own script, before anything else runs). */
function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (e.hadRecentInput) continue;
      const sources = (e.sources ?? []).map((s) => {
        const el = s.node as Element | null | undefined;
        return el?.nodeName ? `${el.nodeName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` : '?';
      });
      window.__shifts?.push({ t: Math.round(e.startTime), value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Lighthouse and web-vitals count it: the largest session window (gaps < 1 s, at most 5 s long). */
function cumulative(shifts: Shift[]): number {
  let max = 0;
  let sum = 0;
  let start = -Infinity;
  let prev = -Infinity;
  for (const s of shifts) {
    if (s.t - prev > 1000 || s.t - start > 5000) {
      sum = 0;
      start = s.t;
    }
    sum += s.value;
    prev = s.t;
    max = Math.max(max, sum);
  }
  return max;
}

/** Every list of the page has its answer and its loading indicator is gone (800 ms after the answer). */
async function listsSettled(page: Page) {
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .site-list__bar, .is-skeleton, .dir-skeleton, .site-page-loading').length === 0,
    undefined,
    { timeout: 15000 },
  );
}

/** The home's signs: the first banner's picture decoded, every list's rows, the header's cities. */
async function homeShown(page: Page) {
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('.hm-banner__img');
      return !!img && img.complete && img.naturalWidth > 0;
    },
    undefined,
    { timeout: 15000 },
  );
  for (const rows of ['#home-station .hm-post', '#home-school .hm-school', '#home-news li', '#home-video .site-vcard']) {
    await page.locator(rows).first().waitFor({ timeout: 15000 });
  }
  await listsSettled(page);
}

/** The school list's signs: its rows, and no list or aside still loading. */
async function schoolsShown(page: Page) {
  await page.getByRole('region', { name: /学校列表|Schools/ }).getByRole('listitem').first().waitFor({ timeout: 15000 });
  await listsSettled(page);
}

describe('no layout shift on the public pages (CLS ≤ 0.02)', () => {
  const holder = useBrowser();

  async function cls(path: string, viewport: { width: number; height: number }, shown: (page: Page) => Promise<void>, englishChosen = false) {
    const context = await holder.browser.newContext({ viewport, locale: 'zh-CN' });
    try {
      if (englishChosen) await context.addInitScript(() => sessionStorage.setItem('language', 'en'));
      await context.addInitScript(recordShifts);
      const page = await context.newPage();
      await page.goto(`${base()}${path}`);
      await shown(page);
      await afterRender(page);
      const shifts = await page.evaluate(() => window.__shifts ?? []);
      return { page, value: cumulative(shifts), shifts };
    } catch (e) {
      await context.close();
      throw e;
    }
  }

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`the home page (${label}, ${viewport.width} px)`, async () => {
      const { page, value, shifts } = await cls('/', viewport, homeShown);
      expect(value, JSON.stringify(shifts)).toBeLessThanOrEqual(LIMIT);
      await page.context().close();
    });

    it(`the school list (${label}, ${viewport.width} px)`, async () => {
      const { page, value, shifts } = await cls('/school', viewport, schoolsShown);
      expect(value, JSON.stringify(shifts)).toBeLessThanOrEqual(LIMIT);
      await page.context().close();
    });
  }

  it('the offer of the chosen English overlays the Chinese page instead of pushing it down (phone)', async () => {
    const { page, value, shifts } = await cls('/school', PHONE, async (p) => {
      await p.getByRole('button', { name: 'Read it in English' }).waitFor({ timeout: 15000 });
      await schoolsShown(p);
    }, true);
    expect(value, JSON.stringify(shifts)).toBeLessThanOrEqual(LIMIT);
    // the bar lies over the bottom of the screen (fixed), not in the page's flow above the content
    const offer = await page.getByRole('region', { name: 'Language' }).boundingBox();
    expect(offer && offer.y + offer.height).toBeCloseTo(PHONE.height, 0);
    await page.context().close();
  });
});
