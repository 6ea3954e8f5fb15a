/** A pager slot: a page number, or the "more" buttons that jump by `pagerCount - 2` pages. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * Element Plus's pager (RuoYi's `el-pagination :pager-count`): `pagerCount` numbered buttons at most (first and
 * last always among them), with "more" buttons where pages are skipped. `pagerCount` is odd (5 or 7).
 */
export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  if (pageCount === 1) return [1];
  const half = (pagerCount - 1) / 2;
  let prevMore = false;
  let nextMore = false;
  if (pageCount > pagerCount) {
    if (current > pagerCount - half) prevMore = true;
    if (current < pageCount - half) nextMore = true;
  }
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  } else {
    for (let i = 2; i < pageCount; i++) middle.push(i);
  }
  return [1, ...(prevMore ? (['prev-more'] as const) : []), ...middle, ...(nextMore ? (['next-more'] as const) : []), pageCount];
}
