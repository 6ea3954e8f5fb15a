import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@shared/ui/theme';

const DIR = resolve(__dirname, '../../../src/site/pages/guide');
const blocksCss = readFileSync(resolve(DIR, 'blocks/blocks.module.css'), 'utf8');
const articleCss = readFileSync(resolve(DIR, 'GuideArticle.module.css'), 'utf8');

/** the value of a custom property inside a rule (`var(--x, #fallback)` gives the fallback) */
function prop(css: string, selector: string, name: string): string {
  const rule = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const raw = new RegExp(`${name}:\\s*([^;]+);`).exec(rule)?.[1]?.trim() ?? '';
  const fallback = /var\([^,]+,\s*(#[0-9a-f]{3,6})\)/i.exec(raw)?.[1];
  const value = fallback ?? raw;
  if (!/^#[0-9a-f]{3,6}$/i.test(value)) throw new Error(`${selector} ${name}: ${raw}`);
  return value;
}

describe('guide page colours meet WCAG AA', () => {
  const text = prop(articleCss, '.page', '--guide-text');
  const muted = prop(articleCss, '.page', '--guide-muted');
  const accent = prop(articleCss, '.page', '--guide-accent');
  const surface = prop(articleCss, '.page', '--guide-surface');

  it('body, secondary and link text on white and on the surface colour', () => {
    for (const bg of ['#ffffff', surface]) {
      expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(muted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(accent, bg)).toBeGreaterThanOrEqual(4.5);
    }
    // step numbers: white on the accent colour
    expect(contrastRatio('#ffffff', accent)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['info', 'warning', 'success'])('%s callouts: text on the tint, badge text on its colour', (tone) => {
    const bg = prop(blocksCss, `.tone-${tone}`, '--callout-bg');
    const ink = prop(blocksCss, `.tone-${tone}`, '--callout-ink');
    expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', ink)).toBeGreaterThanOrEqual(4.5);
    // the icon (non-text) needs 3:1
    expect(contrastRatio(ink, bg)).toBeGreaterThanOrEqual(3);
  });
});
