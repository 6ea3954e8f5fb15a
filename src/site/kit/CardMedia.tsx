/**
 * A list card's cover. The first cards of a list are in the first screen, and their cover is often the page's
 * largest paint: loaded at once (the first one ahead of other images), not lazily, which would wait for layout and
 * cost a phone about a second of LCP. The rest load as they scroll near.
 */
export const EAGER_CARDS = 2;

/** How a cover at `index` of a list page loads (undefined: not in a list page, lazily). */
export function coverLoading(index?: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (index === undefined || index >= EAGER_CARDS) return { loading: 'lazy' };
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

export function CardMedia({ src, index }: { src: string; index: number }) {
  return <img className="dir-card__media" src={src} alt="" width={160} height={100} decoding="async" {...coverLoading(index)} />;
}
