/**
 * Query strings and form bodies in RuoYi's format: `params[beginTime]=…` becomes `{params:{beginTime:…}}`
 * (the client serialises nested objects with bracket keys), repeated keys become arrays.
 * Only one level of brackets is understood; prototype keys are dropped.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

type QueryValue = string | string[] | Record<string, string | string[]>;

export function parseQueryString(input: string): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [rawKey, value] of new URLSearchParams(input)) {
    const m = /^([^[\]]+)\[([^[\]]*)\]$/.exec(rawKey);
    if (m && m[2] !== '') {
      const [, outer, inner] = m;
      if (FORBIDDEN_KEYS.has(outer) || FORBIDDEN_KEYS.has(inner)) continue;
      const existing = out[outer];
      const group: Record<string, string | string[]> =
        existing && typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
      group[inner] = appendValue(group[inner], value);
      out[outer] = group;
    } else {
      // 'ids[]=1&ids[]=2' (axios array style) and plain keys
      const key = m ? m[1] : rawKey;
      if (FORBIDDEN_KEYS.has(key)) continue;
      const existing = out[key];
      out[key] = appendValue(typeof existing === 'object' && !Array.isArray(existing) ? undefined : existing, value);
    }
  }
  return out;
}

function appendValue(existing: string | string[] | undefined, value: string): string | string[] {
  if (existing === undefined) return value;
  return Array.isArray(existing) ? [...existing, value] : [existing, value];
}
