import { create } from 'zustand';
import { getNewContactCount } from '@shared/api/bbs/contactCount';

/** The number of new enquiries the navbar shows; the contact page refreshes it after each change. */
interface ContactCountState {
  count: number;
  refresh(): Promise<void>;
}

export const useContactCountStore = create<ContactCountState>()((set) => ({
  count: 0,
  async refresh() {
    try {
      const res = await getNewContactCount();
      set({ count: typeof res.data === 'number' ? res.data : 0 });
    } catch {
      // a failed poll keeps the last count
    }
  },
}));
