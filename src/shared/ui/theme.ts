import type { ThemeConfig } from 'antd';

/**
 * Brand colours. Every colour that carries text (white on the primary button, links, error text,
 * secondary / description text) meets WCAG AA (4.5:1) against white and against #f5f5f5:
 * antd's defaults (#1677ff 4.1:1, #ff4d4f 3.3:1, description text #8c8c8c 3.4:1) do not.
 */
export const BRAND_PRIMARY = '#1d5fd1'; // 5.8:1 with white
export const BRAND_ERROR = '#cf1322'; // 5.6:1
export const BRAND_SUCCESS = '#237804'; // 5.6:1
export const BRAND_WARNING = '#ad6800'; // 4.4:1 (icons and large text; body text uses BRAND_ERROR / text colours)
/** antd's default admin theme colour (#409EFF) fails AA under white text; use this darker twin. */
export const ADMIN_THEME_COLOR = BRAND_PRIMARY;

export const brandTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    // hover and pressed buttons keep white text AA (antd derives a lighter hover, about 3.6:1): darker shades instead
    colorPrimaryHover: '#174fb0',
    colorPrimaryActive: '#123f8c',
    colorInfo: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorError: BRAND_ERROR,
    colorSuccess: BRAND_SUCCESS,
    colorWarning: BRAND_WARNING,
    /** rgba(0,0,0,.6) → #666 on white, 5.7:1 (antd default .45 is 3.4:1) */
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    /** placeholders are text a reader needs (multi-selects show them as text): the same 5.7:1 */
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Helvetica, Arial, sans-serif",
  },
};

/** Relative luminance contrast ratio of two #rrggbb colours (WCAG 2.x), for tests and the settings colour picker. */
export function contrastRatio(a: string, b: string): number {
  const lum = (hex: string) => {
    const h = hex.replace('#', '');
    const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const v = parseInt(full.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m) as [number, number];
  return (x + 0.05) / (y + 0.05);
}
