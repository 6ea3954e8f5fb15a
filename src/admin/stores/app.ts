/**
 * App store (RuoYi `app`): sidebar open/closed (remembered in the cookie `sidebarStatus`, '1' open / '0' closed),
 * the device class (mobile below 992 px; there the sidebar is a drawer whose state is not remembered), the component
 * size of the size selector (cookie `size`, default `medium`, applied live through antd's ConfigProvider) and the
 * top-nav item whose children the sidebar shows.
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { SizeType } from 'antd/es/config-provider/SizeContext';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
/** Below this width the layout is "mobile": the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';
/** The size selector's choices (spec: default / medium / small / mini, default medium). */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: ComponentSize = 'medium';

/**
 * Our sizes → antd: antd has three control sizes (large 40 px, middle 32 px, small 24 px), Element UI four
 * (default 40, medium 36, small 32, mini 28). `mini` is antd `small` plus the compact algorithm (denser paddings).
 */
export function antdSizeOf(size: ComponentSize): { componentSize: SizeType; compact: boolean } {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    case 'mini':
      return { componentSize: 'small', compact: true };
    default:
      return { componentSize: 'middle', compact: false };
  }
}

export function isComponentSize(v: unknown): v is ComponentSize {
  return typeof v === 'string' && (SIZES as readonly string[]).includes(v);
}

export interface SidebarState {
  opened: boolean;
  /** set when the change should not animate (device switch) */
  withoutAnimation: boolean;
  /** hidden entirely (top nav on a page without side menus) */
  hide: boolean;
}

/** A top-nav item chosen by the user (its children fill the sidebar) while the location stays `at`. */
export interface TopNavChoice {
  key: string;
  at: string;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  topNavChoice: TopNavChoice | null;
  toggleSideBar(withoutAnimation?: boolean): void;
  closeSideBar(opts?: { withoutAnimation?: boolean }): void;
  openSideBar(opts?: { withoutAnimation?: boolean }): void;
  toggleDevice(device: Device): void;
  setSideBarHide(hide: boolean): void;
  setSize(size: ComponentSize): void;
  chooseTopNav(choice: TopNavChoice | null): void;
}

function readOpened(): boolean {
  // RuoYi: open unless the cookie says '0'
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

function readSize(): ComponentSize {
  const v = Cookies.get(SIZE_COOKIE);
  if (v === 'large') return 'default'; // Element Plus name of the biggest size
  return isComponentSize(v) ? v : DEFAULT_SIZE;
}

function persistOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { path: '/', sameSite: 'Lax' });
}

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: readOpened(), withoutAnimation: false, hide: false },
  device: 'desktop',
  size: readSize(),
  topNavChoice: null,

  toggleSideBar(withoutAnimation = false) {
    const { sidebar } = get();
    if (sidebar.hide) return;
    const opened = !sidebar.opened;
    if (get().device === 'desktop') persistOpened(opened);
    set({ sidebar: { ...sidebar, opened, withoutAnimation } });
  },
  closeSideBar({ withoutAnimation = false } = {}) {
    if (get().device === 'desktop') persistOpened(false);
    set({ sidebar: { ...get().sidebar, opened: false, withoutAnimation } });
  },
  openSideBar({ withoutAnimation = false } = {}) {
    if (get().device === 'desktop') persistOpened(true);
    set({ sidebar: { ...get().sidebar, opened: true, withoutAnimation } });
  },
  /** Mobile: the sidebar becomes a closed drawer; back on desktop it returns to the remembered state. */
  toggleDevice(device) {
    if (device === get().device) return;
    const opened = device === 'desktop' ? readOpened() : false;
    set({ device, sidebar: { ...get().sidebar, opened, withoutAnimation: true } });
  },
  setSideBarHide(hide) {
    set({ sidebar: { ...get().sidebar, hide } });
  },
  setSize(size) {
    if (!isComponentSize(size)) return;
    Cookies.set(SIZE_COOKIE, size, { path: '/', sameSite: 'Lax', expires: 365 });
    set({ size });
  },
  chooseTopNav(choice) {
    set({ topNavChoice: choice });
  },
}));

/** For tests: back to a fresh page load. */
export function resetAppStore(): void {
  useAppStore.setState({
    sidebar: { opened: readOpened(), withoutAnimation: false, hide: false },
    device: 'desktop',
    size: readSize(),
    topNavChoice: null,
  });
}
