import type { SchoolRow } from '@shared/contract';

/** "City, Province, Country" without empty or repeated parts. */
export function schoolPlace(s: Pick<SchoolRow, 'city' | 'province' | 'country'>, sep: string): string {
  const parts: string[] = [];
  for (const p of [s.city, s.province, s.country]) if (p && !parts.includes(p)) parts.push(p);
  return parts.join(sep);
}
