/** A byte count as text: 1536 → '1.50 KB', 512 → '512 B', null → '-' (the monitor pages and the server's RuoYi disk fields). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes == null) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(2)} ${units[i]}`;
}
