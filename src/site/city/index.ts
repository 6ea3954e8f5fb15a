/** The visitor's city: store (persisted), header selector, detection, and the note lists show. */
export { useCityStore, useCityCode, resetCityStore, restoreCityChoice, CITY_STORAGE_KEY, type CityState } from './store';
export { CitySelector } from './CitySelector';
export { HeaderCity } from './HeaderCity';
export { CityNote, useCityLabel } from './CityNote';
export { useCities, loadCities, resetCities } from './useCities';
export { detectCity } from './detect';
export { resetCityDetection } from './useCityDetection';
export { PRESET_CITIES, DETECT_MAX_KM, haversineKm, nearestPreset, matchCity, currentPosition } from './geo';
