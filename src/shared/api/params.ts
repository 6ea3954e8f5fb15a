/** RuoYi's query serialisation (`tansParams`), shared by the transport's interceptor and downloads. */

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A dayjs object, told by dayjs's own marker so that the request layer does not load dayjs. */
function isDayjs(v: unknown): v is { format(template: string): string } {
  return typeof v === 'object' && v !== null && (v as { $isDayjsObject?: unknown }).$isDayjsObject === true;
}

function scalar(v: unknown): string {
  if (v instanceof Date) {
    return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())} ${pad(v.getHours())}:${pad(v.getMinutes())}:${pad(v.getSeconds())}`;
  }
  if (isDayjs(v)) return v.format('YYYY-MM-DD HH:mm:ss');
  return String(v);
}

/**
 * RuoYi query serialisation: `a=1&b=x`, empty (null/undefined/'') values dropped, a nested object
 * becomes bracket keys (`params[beginTime]=…`, brackets percent-encoded). No leading `?`, no trailing `&`.
 */
export function tansParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    if (isEmpty(value)) continue;
    if (typeof value === 'object' && !(value instanceof Date) && !isDayjs(value)) {
      for (const [key, sub] of Object.entries(value as Record<string, unknown>)) {
        if (isEmpty(sub)) continue;
        parts.push(`${encodeURIComponent(`${name}[${key}]`)}=${encodeURIComponent(scalar(sub))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(scalar(value))}`);
    }
  }
  return parts.join('&');
}
