/**
 * The member's unread notice count, shared by the header's bell and /notify: a small store (no react-query, so the
 * logged-in header stays light). The bell refreshes it on navigation and once a minute; /notify after a notice is
 * read. When calls overlap, the answer of the latest one stays.
 */
import { create } from 'zustand';
import type { UnreadNoticeCount } from '@shared/contract';
import { countUnreadNotice } from '@shared/api/member';

/** The count is asked again at most this often while nothing happens. */
export const UNREAD_REFRESH_MS = 60_000;

interface UnreadState {
  count: UnreadNoticeCount | null;
  refresh(): Promise<void>;
}

let seq = 0;

export const useUnread = create<UnreadState>()((set) => ({
  count: null,
  async refresh() {
    const mine = ++seq;
    try {
      const res = await countUnreadNotice({ silent: true });
      if (mine === seq) set({ count: res.data });
    } catch {
      // the bell keeps what it showed
    }
  },
}));

/** For tests and logout: forget the count. */
export function resetUnread(): void {
  useUnread.setState({ count: null });
}
