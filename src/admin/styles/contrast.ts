/**
 * Accessible theme shades (WCAG 2.x AA) derived from the theme colour chosen in the settings drawer.
 *
 * Why: the admin lets the user pick any theme colour (RuoYi default #409EFF), and the shell puts text on it (white
 * labels on filled buttons and the active tab) and puts it on text (links, the selected menu item). #409EFF gives
 * only 2.9:1 with white, below AA's 4.5:1 for body text. So the colour is never used for text as picked:
 *
 * - `primary`: the lightest shade of the same hue and saturation (HSL lightness lowered by binary search) that reaches
 *   4.5:1 against white. It is antd's `colorPrimary` (filled buttons, active tag, switches) and, since contrast is
 *   symmetric, also readable as text on white. #409EFF (2.8:1) → #0073eb (4.5:1).
 * - `link`: the same search against the page background #f0f2f5 (slightly darker than white), so links stay AA on
 *   the grey page and on white cards alike.
 * - `hover` / `active`: `primary` mixed with 12 % / 24 % black. Darker, never lighter, than `primary`, so white text
 *   keeps at least its contrast while hovered or pressed (antd's own hover colour is lighter and would fail).
 * - `bgLight`: a 10 % tint of `primary` on white (selected menu item and hover backgrounds, RuoYi's `-light`), and
 *   `textOnLight`: the shade reaching 4.5:1 on that tint (text of the selected item in the light sidebar).
 *
 * A colour that already passes is kept as it is; darkening keeps the hue, so the theme still looks like the choice.
 */
import { contrastRatio as sharedContrastRatio } from '@shared/ui/theme';

/** WCAG AA for normal text. */
export const AA = 4.5;
/** The page background of the shell. */
export const PAGE_BG = '#f0f2f5';

/** `#abc` / `#aabbcc` / `aabbcc` (any case) → `#aabbcc`; anything else → null. */
export function normalizeHex(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  const h = input.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{3}$/.test(h)) return `#${h.split('').map((c) => c + c).join('')}`;
  if (/^[0-9a-f]{6}$/.test(h)) return `#${h}`;
  return null;
}

function hexOrThrow(color: string): string {
  const hex = normalizeHex(color);
  if (!hex) throw new Error(`not a #rrggbb colour: ${color}`);
  return hex;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  return sharedContrastRatio(hexOrThrow(a), hexOrThrow(b));
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const h = hexOrThrow(hex).slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** `a` mixed with `b`: weight 0 → a, 1 → b (sRGB, per channel). */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [toRgb(a), toRgb(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * weight) as Rgb);
}

function relativeLuminance(hex: string): number {
  // contrast against black is (L + 0.05) / 0.05
  return contrastRatio(hex, '#000000') * 0.05 - 0.05;
}

/**
 * The shade of `color` closest to it that reaches `target` contrast against `background`: same hue and saturation,
 * HSL lightness moved away from the background (darker on light backgrounds, lighter on dark ones) by binary search,
 * rounded to #rrggbb and re-checked. Returns `color` (normalised) when it already passes. Falls back to black or
 * white when no shade of the hue can reach the target.
 */
export function accessibleShade(color: string, background = '#ffffff', target = AA): string {
  const base = hexOrThrow(color);
  const bg = hexOrThrow(background);
  if (contrastRatio(base, bg) >= target) return base;
  const darken = relativeLuminance(bg) > 0.18; // light background: go darker
  const [h, s, l] = rgbToHsl(toRgb(base));
  const passes = (lightness: number) => contrastRatio(toHex(hslToRgb(h, s, lightness)), bg) >= target;
  // invariant: `good` passes, `bad` does not (contrast is monotonic in lightness for a fixed hue and saturation)
  let good = darken ? 0 : 1;
  let bad = l;
  if (!passes(good)) return darken ? '#000000' : '#ffffff';
  for (let i = 0; i < 24; i++) {
    const mid = (good + bad) / 2;
    if (passes(mid)) good = mid;
    else bad = mid;
  }
  // rounding to 8-bit channels can land a hair below the target: step on until the hex itself passes
  let hex = toHex(hslToRgb(h, s, good));
  for (let step = 1; contrastRatio(hex, bg) < target && step < 64; step++) {
    hex = toHex(hslToRgb(h, s, Math.min(1, Math.max(0, good + (darken ? -step : step) / 512))));
  }
  return hex;
}

export interface ThemeColors {
  /** the colour as chosen (normalised) */
  base: string;
  /** AA with white text: antd colorPrimary, filled buttons, active tag */
  primary: string;
  /** darker than primary: hover */
  hover: string;
  /** darker still: pressed */
  active: string;
  /** AA as text on the page background and on white */
  link: string;
  /** 10 % tint of primary: selected / hover backgrounds */
  bgLight: string;
  /** AA as text on bgLight */
  textOnLight: string;
}

/** Every shade the shell uses, from the chosen theme colour (invalid input → the default #409EFF). */
export function deriveThemeColors(theme: string, fallback = '#409eff'): ThemeColors {
  const base = normalizeHex(theme) ?? hexOrThrow(fallback);
  const primary = accessibleShade(base, '#ffffff', AA);
  const bgLight = mix(primary, '#ffffff', 0.9);
  return {
    base,
    primary,
    hover: mix(primary, '#000000', 0.12),
    active: mix(primary, '#000000', 0.24),
    link: accessibleShade(base, PAGE_BG, AA),
    bgLight,
    textOnLight: accessibleShade(base, bgLight, AA),
  };
}
