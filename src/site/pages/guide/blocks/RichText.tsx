import type { ReactNode } from 'react';

/**
 * Splits inline text on `**bold**` markers. Everything is rendered as React text nodes,
 * so any HTML in the content shows as text and is never injected.
 */
export function parseRichText(text: string): { text: string; bold: boolean }[] {
  const parts: { text: string; bold: boolean }[] = [];
  const re = /\*\*(.+?)\*\*/gs;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index), bold: false });
    parts.push({ text: m[1], bold: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

export function RichText({ text }: { text: string }): ReactNode {
  return parseRichText(text).map((p, i) => (p.bold ? <strong key={i}>{p.text}</strong> : p.text));
}

/** The same text with the markers removed (for titles, attributes and meta). */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((p) => p.text)
    .join('');
}
