/**
 * Layout settings (RuoYi `settings` store, shaped like vben's preferences): one typed object with defaults, overlaid
 * with what was saved in localStorage `layout-setting`. The settings drawer edits it live (every change applies at
 * once); 保存配置 writes it, 重置配置 removes the key and reloads. Stored values are validated key by key, so a
 * hand-edited or older entry never breaks the shell: a bad value falls back to its default.
 */
import { create } from 'zustand';
import { normalizeHex } from '../styles/contrast';

export const SETTINGS_KEY = 'layout-setting';
/** RuoYi's default theme colour (the applied antd colour is its accessible shade, see styles/contrast.ts). */
export const DEFAULT_THEME = '#409EFF';
/** The colour picker's predefined colours (ruoyi-contract 1.4). */
export const PREDEFINED_COLORS = ['#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'] as const;
/** Delay before the reload of 重置配置 (RuoYi: 1 s, with a message). */
export const RESET_RELOAD_MS = 1000;

export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  /** theme colour as chosen (#rrggbb) */
  theme: string;
  /** sidebar theme */
  sideTheme: SideTheme;
  /** top-level menus in the navbar, their children in the sidebar */
  topNav: boolean;
  /** tabs of visited pages (and keeping those pages alive) */
  tagsView: boolean;
  /** navbar and tabs stay at the top while the page scrolls */
  fixedHeader: boolean;
  /** logo and 深度择校 at the top of the sidebar */
  sidebarLogo: boolean;
  /** document title `<page> - 深度择校` (else the site title alone) */
  dynamicTitle: boolean;
}

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  theme: DEFAULT_THEME,
  sideTheme: 'theme-dark',
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: true,
});

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[];

const validators: { [K in keyof LayoutSettings]: (v: unknown) => LayoutSettings[K] | undefined } = {
  theme: (v) => (typeof v === 'string' && normalizeHex(v) ? v : undefined),
  sideTheme: (v) => (v === 'theme-dark' || v === 'theme-light' ? v : undefined),
  topNav: (v) => (typeof v === 'boolean' ? v : undefined),
  tagsView: (v) => (typeof v === 'boolean' ? v : undefined),
  fixedHeader: (v) => (typeof v === 'boolean' ? v : undefined),
  sidebarLogo: (v) => (typeof v === 'boolean' ? v : undefined),
  dynamicTitle: (v) => (typeof v === 'boolean' ? v : undefined),
};

/** Defaults overlaid with the valid keys of `raw` (parsed JSON of any shape). */
export function mergeSettings(raw: unknown): LayoutSettings {
  const out: LayoutSettings = { ...DEFAULT_SETTINGS };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  const src = raw as Record<string, unknown>;
  for (const key of SETTING_KEYS) {
    const value = validators[key](src[key]);
    if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved settings (defaults when nothing or junk is stored). */
export function loadSettings(store: Storage | null = storage()): LayoutSettings {
  try {
    const text = store?.getItem(SETTINGS_KEY);
    return mergeSettings(text ? JSON.parse(text) : null);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** 保存配置: every key, as JSON. */
export function saveSettings(settings: LayoutSettings, store: Storage | null = storage()): void {
  const out: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) out[key] = settings[key];
  store?.setItem(SETTINGS_KEY, JSON.stringify(out));
}

/** 重置配置 (the storage part). */
export function clearSettings(store: Storage | null = storage()): void {
  store?.removeItem(SETTINGS_KEY);
}

/** Side effects the store triggers, replaceable in tests. */
export const settingsEnv = {
  reload(): void {
    window.location.reload();
  },
};

export interface SettingsState {
  /** the live settings (what the shell shows; saved or not) */
  settings: LayoutSettings;
  /** the settings drawer is open (RuoYi `showSettings`; closed at start) */
  showSettings: boolean;
  setSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void;
  setShowSettings(open: boolean): void;
  /** write the live settings to localStorage */
  save(): void;
  /** remove the saved settings and reload after `delayMs` (RuoYi: 1 s) */
  reset(delayMs?: number): void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  settings: loadSettings(),
  showSettings: false,
  setSetting(key, value) {
    const validated = validators[key](value);
    if (validated === undefined) return;
    set({ settings: { ...get().settings, [key]: validated } });
  },
  setShowSettings(open) {
    set({ showSettings: open });
  },
  save() {
    saveSettings(get().settings);
  },
  reset(delayMs = RESET_RELOAD_MS) {
    clearSettings();
    setTimeout(() => settingsEnv.reload(), delayMs);
  },
}));

/** For tests: back to a fresh page load. */
export function resetSettingsStore(): void {
  useSettingsStore.setState({ settings: loadSettings(), showSettings: false });
}
