/**
 * First-visit city detection (spec section 4): the nearest of five preset cities by great-circle distance,
 * matched to a `listCity` row by its label to pick the city code. Pure functions, plus a promise wrapper
 * around the browser's geolocation that never rejects (refused, unavailable or timed out → null).
 */
import type { CityRow } from '@shared/contract';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface PresetCity extends LatLng {
  zh: string;
  en: string;
}

/** The five cities the detection chooses from (WGS-84 centres). */
export const PRESET_CITIES: readonly PresetCity[] = [
  { zh: '广州', en: 'Guangzhou', lat: 23.1291, lng: 113.2644 },
  { zh: '深圳', en: 'Shenzhen', lat: 22.5431, lng: 114.0579 },
  { zh: '北京', en: 'Beijing', lat: 39.9042, lng: 116.4074 },
  { zh: '上海', en: 'Shanghai', lat: 31.2304, lng: 121.4737 },
  { zh: '苏州', en: 'Suzhou', lat: 31.2989, lng: 120.5853 },
];

/**
 * Farther than this from every preset (e.g. a family already in Toronto or Vancouver), no city is chosen:
 * narrowing an overseas visitor's lists to Beijing would hide what concerns them.
 */
export const DETECT_MAX_KM = 2500;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The preset city nearest to `pos`, or null when every preset is farther than `maxKm`. */
export function nearestPreset(pos: LatLng, maxKm = DETECT_MAX_KM): PresetCity | null {
  let best: PresetCity | null = null;
  let bestKm = Infinity;
  for (const c of PRESET_CITIES) {
    const km = haversineKm(pos, c);
    if (km < bestKm) {
      best = c;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** The `listCity` row whose label names the preset ('广州', '广州市', 'Guangzhou'), if any. */
export function matchCity(preset: PresetCity, cities: readonly CityRow[]): CityRow | undefined {
  const names = [preset.zh, norm(preset.en)];
  return cities.find((c) =>
    [c.label, c.labelZh, c.labelEn].some((label) => {
      const l = norm(label ?? '');
      return l !== '' && names.some((n) => l === n || l.startsWith(n));
    }),
  );
}

/** The browser's position, or null when geolocation is missing, refused, failing or slow. Never rejects. */
export function currentPosition(timeoutMs = 8000): Promise<LatLng | null> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (v: LatLng | null) => {
      if (done) return;
      done = true;
      resolve(v);
    };
    // some browsers never call back while a permission prompt is left open
    const timer = setTimeout(() => finish(null), timeoutMs + 2000);
    try {
      geo.getCurrentPosition(
        (p) => {
          clearTimeout(timer);
          finish({ lat: p.coords.latitude, lng: p.coords.longitude });
        },
        () => {
          clearTimeout(timer);
          finish(null);
        },
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 30 * 60 * 1000 },
      );
    } catch {
      clearTimeout(timer);
      finish(null);
    }
  });
}
