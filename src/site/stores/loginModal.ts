import { create } from 'zustand';
import { resetUnauthorized } from '@shared/api/unauthorized';

/** Why the login popup is open: decides its heading. */
export type LoginReason = 'manual' | 'unauthorized';

export interface ShowLoginOptions {
  /** go to the home page after login instead of reloading (set by /dssLogin and after registering) */
  jump?: boolean;
  reason?: LoginReason;
  /** username to prefill (just registered) */
  username?: string;
}

export interface LoginModalState {
  open: boolean;
  jump: boolean;
  reason: LoginReason;
  username: string;
  show(opts?: ShowLoginOptions): void;
  hide(): void;
}

export const useLoginModal = create<LoginModalState>()((set) => ({
  open: false,
  jump: false,
  reason: 'manual',
  username: '',
  show: (opts) =>
    set({ open: true, jump: opts?.jump ?? false, reason: opts?.reason ?? 'manual', username: opts?.username ?? '' }),
  hide: () => {
    set({ open: false, jump: false });
    // the next 401 may open the popup again
    resetUnauthorized();
  },
}));
