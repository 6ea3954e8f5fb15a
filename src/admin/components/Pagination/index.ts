export { Pagination, PAGE_SIZES, nextPage, type PaginationProps } from './Pagination';
export { pagerItems, type PagerItem } from './pager';
export { useMediaQuery, useIsNarrow, NARROW_QUERY } from './useMediaQuery';
