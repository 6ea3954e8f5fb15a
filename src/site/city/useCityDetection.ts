import { useEffect } from 'react';
import type { CityRow } from '@shared/contract';
import { useCityStore } from './store';

/** One detection per page load, even when React runs effects twice (StrictMode) or two selectors mount. */
let running: Promise<void> | null = null;

/** Tests: allow another detection. */
export function resetCityDetection(): void {
  running = null;
}

/**
 * Runs the first visit's city detection (./detect.ts) once the cities are known. Its code loads only then:
 * a returning visitor, whose choice is stored, never loads it.
 */
export function useCityDetection(cities: readonly CityRow[] | undefined): void {
  const settled = useCityStore((s) => s.settled);
  useEffect(() => {
    if (settled || !cities?.length || running) return;
    running = import('./detect').then(({ detectCity }) => detectCity(cities));
  }, [settled, cities]);
}
