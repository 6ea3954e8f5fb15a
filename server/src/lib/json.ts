/** Field names never written to the operation log (RuoYi's excluded params). */
export const SENSITIVE_FIELDS = ['password', 'oldPassword', 'newPassword', 'confirmPassword'] as const;

/** A deep copy of `value` without the sensitive keys (at any depth) and without extra `exclude` keys. */
export function stripFields(value: unknown, exclude: readonly string[] = []): unknown {
  const drop = new Set<string>([...SENSITIVE_FIELDS, ...exclude]);
  const walk = (v: unknown, depth: number): unknown => {
    if (depth > 20 || v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
    if (Buffer.isBuffer(v)) return '[binary]';
    const out: Record<string, unknown> = {};
    for (const [k, item] of Object.entries(v)) {
      if (!drop.has(k)) out[k] = walk(item, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}

/** Cut text to the column size (oper_param, json_result and error_msg are varchar(2000)). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? text.slice(0, max) : text;
}

/** JSON.stringify that never throws (cycles, BigInt) — for logging only. */
export function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
  } catch {
    return '';
  }
}

/** A request body as a plain record: anything that is not a JSON object counts as empty. */
export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
