/**
 * The shell's antd theme from the layout settings: the brand theme (AA text colours) with the primary colour
 * replaced by the accessible shades of the chosen theme colour (see contrast.ts), and the menu tokens of both
 * sidebar themes so the selected item's text keeps AA on its tinted background.
 */
import type { ThemeConfig } from 'antd';
import { brandTheme } from '@shared/ui/theme';
import type { ThemeColors } from './contrast';

/** antd's dark menu background (and the dark sidebar's). */
export const DARK_SIDEBAR_BG = '#001529';
export const LIGHT_SIDEBAR_BG = '#ffffff';

export function adminTheme(colors: ThemeColors): ThemeConfig {
  return {
    ...brandTheme,
    token: {
      ...brandTheme.token,
      colorPrimary: colors.primary,
      colorInfo: colors.primary,
      colorPrimaryHover: colors.hover,
      colorPrimaryActive: colors.active,
      colorPrimaryBg: colors.bgLight,
      colorPrimaryText: colors.textOnLight,
      colorPrimaryTextHover: colors.hover,
      colorPrimaryTextActive: colors.active,
      colorLink: colors.link,
      colorLinkHover: colors.hover,
      colorLinkActive: colors.active,
    },
    components: {
      ...brandTheme.components,
      // status tags (DictTag primary → antd "processing") put colorInfo text on colorInfoBg: use the tint and the
      // shade that is AA on it (the derived #e6f6ff with #0073eb text was only 4.08:1)
      Tag: {
        ...brandTheme.components?.Tag,
        colorInfo: colors.textOnLight,
        colorInfoBg: colors.bgLight,
        // warning tags (e.g. 通知 of sys_notice_type): the brand amber is 4.1:1 on the tag's tint; a darker amber is 5.2:1
        colorWarning: '#a35200',
        // success and danger tags (e.g. 公告, 已通过, 停用) likewise: a darker text on a fixed light tint, 7:1
        colorSuccess: '#1d6303',
        colorSuccessBg: '#f6ffed',
        colorError: '#a8071a',
        colorErrorBg: '#fff1f0',
      },
      Menu: {
        // light sidebar: selected item = AA text on a 10 % tint
        itemSelectedBg: colors.bgLight,
        itemSelectedColor: colors.textOnLight,
        itemActiveBg: colors.bgLight,
        subMenuItemSelectedColor: colors.textOnLight,
        horizontalItemSelectedColor: colors.textOnLight,
        // dark sidebar: selected item = white text on the primary shade (AA by construction)
        darkItemBg: DARK_SIDEBAR_BG,
        darkSubMenuItemBg: '#000c17',
        darkItemSelectedBg: colors.primary,
        darkItemSelectedColor: '#ffffff',
        darkItemColor: 'rgba(255, 255, 255, 0.75)',
      },
    },
  };
}

/** CSS custom properties of the shades, set on :root by the shell (progress bar, tabs, focus rings, links). */
export function themeVars(colors: ThemeColors): Record<string, string> {
  return {
    '--admin-primary': colors.primary,
    '--admin-primary-hover': colors.hover,
    '--admin-primary-active': colors.active,
    '--admin-link': colors.link,
    '--admin-primary-light': colors.bgLight,
    '--admin-primary-on-light': colors.textOnLight,
    '--admin-theme-base': colors.base,
  };
}
