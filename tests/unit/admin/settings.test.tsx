/** Layout settings: defaults, validation, save / reset (localStorage `layout-setting`), and the drawer applying live. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  clearSettings,
  loadSettings,
  mergeSettings,
  resetSettingsStore,
  saveSettings,
  settingsEnv,
  useSettingsStore,
} from '@admin/stores/settings';
import { renderAdmin, resetAdminStores, signIn } from './helpers';

beforeEach(() => {
  resetAdminStores();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('settings store', () => {
  it('defaults: #409EFF, dark sidebar, tags view, fixed header, logo on; top nav off', () => {
    expect(loadSettings()).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      topNav: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      dynamicTitle: true,
    });
    expect(useSettingsStore.getState().showSettings).toBe(false);
  });

  it('overlays valid saved keys and ignores junk, key by key', () => {
    expect(mergeSettings({ theme: '#ff4500', topNav: true, sideTheme: 'purple', tagsView: 'yes', extra: 1 })).toEqual({
      ...DEFAULT_SETTINGS,
      theme: '#ff4500',
      topNav: true,
    });
    expect(mergeSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
    localStorage.setItem(SETTINGS_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('保存配置 writes every key to localStorage layout-setting; a reload reads it back', () => {
    const s = useSettingsStore.getState();
    s.setSetting('theme', '#c71585');
    s.setSetting('sideTheme', 'theme-light');
    s.setSetting('tagsView', false);
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull(); // live, not saved yet
    s.save();
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toEqual({ ...DEFAULT_SETTINGS, theme: '#c71585', sideTheme: 'theme-light', tagsView: false });
    resetSettingsStore(); // a page load
    expect(useSettingsStore.getState().settings).toMatchObject({ theme: '#c71585', sideTheme: 'theme-light', tagsView: false });
  });

  it('rejects invalid values at the setter', () => {
    useSettingsStore.getState().setSetting('theme', 'red');
    useSettingsStore.getState().setSetting('sideTheme', 'x' as never);
    expect(useSettingsStore.getState().settings).toEqual(DEFAULT_SETTINGS);
  });

  it('重置配置 removes the key and reloads after 1 s', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(settingsEnv, 'reload').mockImplementation(() => {});
    saveSettings({ ...DEFAULT_SETTINGS, topNav: true });
    useSettingsStore.getState().reset();
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    clearSettings();
  });
});

describe('settings drawer', () => {
  async function openDrawer() {
    signIn();
    renderAdmin('/admin/monitor/online');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '本页面尚未开放' });
    await user.click(screen.getByRole('button', { name: /用户菜单/ }));
    await user.click(await screen.findByText('布局设置'));
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    return { user, drawer };
  }

  it('opens from the avatar menu (280 px) and applies changes live, before saving', async () => {
    const { user, drawer } = await openDrawer();
    expect(document.querySelector('.admin-settings .ant-drawer-content-wrapper')).toHaveStyle({ width: '280px' });
    const layout = document.querySelector('.admin-layout')!;
    expect(layout).toHaveClass('admin-layout--dark');
    expect(document.documentElement.style.getPropertyValue('--admin-primary')).toBe('#0073eb');
    // the note tells which shade buttons use
    expect(within(drawer).getByText(/#0073eb/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('radio', { name: '浅色侧边栏' }));
    expect(layout).toHaveClass('admin-layout--light');
    await user.click(within(drawer).getByRole('radio', { name: '#ff4500' }));
    expect(within(drawer).getByRole('radio', { name: '#ff4500' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.style.getPropertyValue('--admin-primary')).toBe('#db3b00');

    await user.click(within(drawer).getByRole('switch', { name: '开启 Tags-Views' }));
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('switch', { name: '侧边栏 Logo' }));
    expect(screen.queryByRole('link', { name: '深度择校' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('switch', { name: '固定 Header' }));
    expect(layout).not.toHaveClass('has-fixed-header');
    await user.click(within(drawer).getByRole('switch', { name: '动态标题' }));
    await waitFor(() => expect(document.title).toBe('深度择校'));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: '保存配置' }));
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toEqual({
      theme: '#ff4500',
      sideTheme: 'theme-light',
      topNav: false,
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
      dynamicTitle: false,
    });
    expect(await screen.findByText('配置已保存到本地')).toBeInTheDocument();
  });

  it('重置配置 clears the saved settings and reloads', async () => {
    const reload = vi.spyOn(settingsEnv, 'reload').mockImplementation(() => {});
    saveSettings({ ...DEFAULT_SETTINGS, sideTheme: 'theme-light' });
    resetSettingsStore();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: '重置配置' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(await screen.findByText('正在清除设置缓存并刷新，请稍候...')).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
