/** Accessible theme shades: every shade the shell puts text on (or uses as text) meets WCAG AA. */
import { describe, expect, it } from 'vitest';
import { AA, PAGE_BG, accessibleShade, contrastRatio, deriveThemeColors, mix, normalizeHex } from '@admin/styles/contrast';
import { adminTheme } from '@admin/styles/adminTheme';
import { DEFAULT_THEME, PREDEFINED_COLORS } from '@admin/stores/settings';

describe('contrastRatio', () => {
  it('follows WCAG 2.x (black/white 21, same colour 1, symmetric)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });

  it('RuoYi default #409EFF fails AA with white text; antd #1677ff too', () => {
    expect(contrastRatio(DEFAULT_THEME, '#ffffff')).toBeLessThan(3);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeLessThan(AA);
  });

  it('rejects what is not a colour', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow();
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('409EFF')).toBe('#409eff');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });
});

describe('accessibleShade', () => {
  it('darkens #409EFF (same hue) just enough for white text', () => {
    const shade = accessibleShade('#409EFF');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(4.7); // the lightest passing shade, not black
    expect(shade).toBe('#0073eb');
  });

  it('keeps a colour that already passes', () => {
    expect(accessibleShade('#C71585')).toBe('#c71585');
    expect(accessibleShade('#000')).toBe('#000000');
  });

  it('lightens on a dark background', () => {
    const shade = accessibleShade('#1d5fd1', '#001529');
    expect(contrastRatio(shade, '#001529')).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio('#1d5fd1', '#001529')).toBeLessThan(AA);
  });

  it('meets other targets (7:1 AAA) and every predefined colour on white and the page background', () => {
    expect(contrastRatio(accessibleShade('#409EFF', '#ffffff', 7), '#ffffff')).toBeGreaterThanOrEqual(7);
    for (const c of [...PREDEFINED_COLORS, '#ffffff', '#ffff00', '#00ff00']) {
      expect(contrastRatio(accessibleShade(c), '#ffffff'), c).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(accessibleShade(c, PAGE_BG), PAGE_BG), c).toBeGreaterThanOrEqual(AA);
    }
  });

  it('mix blends per channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#ffffff', 0)).toBe('#123456');
  });
});

describe('deriveThemeColors → antd theme', () => {
  it.each([...PREDEFINED_COLORS])('%s: every text pairing is AA', (c) => {
    const t = deriveThemeColors(c);
    expect(contrastRatio(t.primary, '#ffffff')).toBeGreaterThanOrEqual(AA); // filled button, active tab
    expect(contrastRatio(t.hover, '#ffffff')).toBeGreaterThanOrEqual(AA); // hovered button
    expect(contrastRatio(t.active, '#ffffff')).toBeGreaterThanOrEqual(AA); // pressed button
    expect(contrastRatio(t.link, PAGE_BG)).toBeGreaterThanOrEqual(AA); // links on the page
    expect(contrastRatio(t.link, '#ffffff')).toBeGreaterThanOrEqual(AA); // links on cards
    expect(contrastRatio(t.textOnLight, t.bgLight)).toBeGreaterThanOrEqual(AA); // selected light-menu item
  });

  it('the applied antd colorPrimary is the accessible shade, not the colour picked', () => {
    const theme = adminTheme(deriveThemeColors(DEFAULT_THEME));
    expect(theme.token?.colorPrimary).toBe('#0073eb');
    expect(theme.token?.colorPrimary).not.toBe(DEFAULT_THEME.toLowerCase());
    expect(theme.components?.Menu?.itemSelectedColor).toBe(deriveThemeColors(DEFAULT_THEME).textOnLight);
  });

  it('an invalid colour falls back to the default', () => {
    expect(deriveThemeColors('nonsense').base).toBe('#409eff');
  });
});
