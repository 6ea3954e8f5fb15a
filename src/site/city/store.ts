/**
 * The visitor's city (header selector), shared by every list that filters by city: home posts, red/black,
 * news and videos here, the station list of the school/station pages. Persisted in localStorage, so the choice
 * (or the first visit's detection) is remembered. '' = no city (every city).
 *
 * Lists put `cityCode` in their react-query keys: changing the city resets the code and they reload.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { useHydrated } from '../lib/useHydrated';

export const CITY_STORAGE_KEY = 'dss-city';

export interface CityState {
  /** a CityRow `value`; '' = every city */
  cityCode: string;
  /** the city's label when chosen (display falls back to it until listCity answers); '' with no city */
  cityLabel: string;
  /** true once the visitor chose a city or the first-visit detection ran (whatever its outcome) */
  settled: boolean;
  setCity: (cityCode: string, cityLabel?: string) => void;
  /** detection finished without a city: remember not to ask again */
  markSettled: () => void;
}

const initial = { cityCode: '', cityLabel: '', settled: false };

/**
 * localStorage, looked up on first use: a page's first storage read is a synchronous call to the browser (1–30 ms
 * in traces), which start-up makes in a task of its own (`restoreCityChoice`) rather than while the code loads.
 */
const lazyLocalStorage: StateStorage = {
  getItem: (name) => localStorage.getItem(name),
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCityStore = create<CityState>()(
  persist(
    (set) => ({
      ...initial,
      setCity: (cityCode, cityLabel = '') =>
        set({ cityCode: cityCode ?? '', cityLabel: cityCode ? cityLabel : '', settled: true }),
      markSettled: () => set({ settled: true }),
    }),
    {
      name: CITY_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => lazyLocalStorage),
      partialize: ({ cityCode, cityLabel, settled }) => ({ cityCode, cityLabel, settled }),
      // restored by `restoreCityChoice` (the site's start-up, before the first render)
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored choice into the store. The site's start-up calls it before the first render; until then the store
 * holds a first visit's state, and a change made before it would overwrite the stored choice.
 */
export function restoreCityChoice(): void {
  void useCityStore.persist.rehydrate();
}

/**
 * The current city code ('' = all): what list queries put in their keys and bodies. '' on the server and while the
 * browser takes a server-rendered page over (the server knows no visitor's city), the stored city from then on.
 */
export function useCityCode(): string {
  const code = useCityStore((s) => s.cityCode);
  return useHydrated() ? code : '';
}

/** Tests: back to a first visit (no city, detection pending), storage included. */
export function resetCityStore(): void {
  useCityStore.setState(initial);
  try {
    localStorage.removeItem(CITY_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}
