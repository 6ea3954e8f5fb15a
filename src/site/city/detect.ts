import type { CityRow } from '@shared/contract';
import { currentPosition, matchCity, nearestPreset } from './geo';
import { useCityStore } from './store';

/**
 * First visit only (nothing stored yet): asks the browser for its position, picks the nearest preset city
 * and selects the matching `listCity` row. Refused, unavailable, far away or unmatched → no city (all),
 * remembered so the visitor is not asked again. A choice made meanwhile wins.
 */
export async function detectCity(cities: readonly CityRow[]): Promise<void> {
  const pos = await currentPosition();
  const state = useCityStore.getState();
  if (state.settled) return; // the visitor chose while we waited
  const preset = pos ? nearestPreset(pos) : null;
  const row = preset ? matchCity(preset, cities) : undefined;
  if (row) state.setCity(row.value, row.label);
  else state.markSettled();
}
