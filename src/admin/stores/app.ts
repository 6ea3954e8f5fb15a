/**
 * App store (RuoYi `app`): sidebar open/closed (remembered in the cookie `sidebarStatus`, '1' open / '0' closed),
 * the device class (mobile below 992 px; there the sidebar is a drawer whose state is not remembered) and the component size (cookie `size`, used by the later size selector).
 */
import Cookies from 'js-cookie';
import { create } from 'zustand';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
/** Below this width the layout is "mobile": the sidebar becomes a drawer. */
export const MOBILE_BREAKPOINT = 992;

export type Device = 'desktop' | 'mobile';
export type ComponentSize = 'large' | 'default' | 'small';

export interface SidebarState {
  opened: boolean;
  /** set when the change should not animate (device switch) */
  withoutAnimation: boolean;
  /** hidden entirely (top-nav mode, later issue) */
  hide: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  size: ComponentSize;
  toggleSideBar(withoutAnimation?: boolean): void;
  closeSideBar(opts?: { withoutAnimation?: boolean }): void;
  openSideBar(opts?: { withoutAnimation?: boolean }): void;
  toggleDevice(device: Device): void;
  setSideBarHide(hide: boolean): void;
  setSize(size: ComponentSize): void;
}

function readOpened(): boolean {
  // RuoYi: open unless the cookie says '0'
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

function readSize(): ComponentSize {
  const v = Cookies.get(SIZE_COOKIE);
  return v === 'large' || v === 'small' ? v : 'default';
}

function persistOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { path: '/', sameSite: 'Lax' });
}

export const useAppStore = create<AppState>()((set, get) => ({
  sidebar: { opened: readOpened(), withoutAnimation: false, hide: false },
  device: 'desktop',
  size: readSize(),

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
    Cookies.set(SIZE_COOKIE, size, { path: '/', sameSite: 'Lax' });
    set({ size });
  },
}));

/** For tests: back to a fresh page load. */
export function resetAppStore(): void {
  useAppStore.setState({
    sidebar: { opened: readOpened(), withoutAnimation: false, hide: false },
    device: 'desktop',
    size: readSize(),
  });
}
