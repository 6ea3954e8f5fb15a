import { useId, useState } from 'react';
import { Button, InputNumber, Select } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, EllipsisOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import { useIsNarrow } from './useMediaQuery';
import { pagerItems } from './pager';

/** RuoYi's page sizes. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;

export interface PaginationProps {
  total: number;
  /** current page, from 1 */
  page: number;
  /** page size */
  limit: number;
  /** a page or size change: the page to load with its size */
  onChange(page: number, limit: number): void;
  pageSizes?: readonly number[];
  /** numbered buttons; default 5 below 992 px, else 7 */
  pagerCount?: number;
  /** scroll the content area back to the top after a change (default true) */
  autoScroll?: boolean;
  /** render even when total is 0 (default: hidden, as RuoYi's v-show="total > 0") */
  showWhenEmpty?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The page after a size change, RuoYi's rule: a new page size keeps the current page unless page × size exceeds
 * the total, in which case it goes back to page 1. A page change goes to the requested page.
 */
export function nextPage(current: number, currentLimit: number, requested: number, newLimit: number, total: number): number {
  if (newLimit !== currentLimit) return current * newLimit > total ? 1 : current;
  return requested;
}

function scrollToTop(): void {
  const opts: ScrollToOptions = { top: 0, behavior: 'smooth' };
  const main = document.getElementById('admin-main');
  if (main && main.scrollHeight > main.clientHeight) main.scrollTo?.(opts);
  window.scrollTo?.(opts);
}

/**
 * RuoYi `<pagination>` (el-pagination, background, layout total, sizes, prev, pager, next, jumper): sizes
 * 10/20/30/50, `pagerCount` numbered buttons (5 below 992 px, else 7) with "more" jumps.
 */
export function Pagination({
  total,
  page,
  limit,
  onChange,
  pageSizes = PAGE_SIZES,
  pagerCount,
  autoScroll = true,
  showWhenEmpty = false,
  disabled,
  className,
}: PaginationProps) {
  const { t } = useTranslation('admin-views');
  const narrow = useIsNarrow();
  const jumpId = useId();
  const [jump, setJump] = useState<number | null>(null);
  if (!showWhenEmpty && total <= 0) return null;

  const pageCount = Math.max(1, Math.ceil(total / limit));
  const count = pagerCount ?? (narrow ? 5 : 7);
  const go = (p: number, size = limit) => {
    const target = nextPage(page, limit, Math.min(Math.max(1, p), pageCount), size, total);
    if (target === page && size === limit) return;
    onChange(target, size);
    if (autoScroll) scrollToTop();
  };
  const items = pagerItems(page, pageCount, count);
  const moreStep = count - 2;

  return (
    <nav className={['admin-pagination', className].filter(Boolean).join(' ')} aria-label={t('pagination.label')}>
      <span className="admin-pagination__total">{t('pagination.total', { total })}</span>
      <Select
        className="admin-pagination__sizes"
        size="middle"
        value={limit}
        disabled={disabled}
        aria-label={t('pagination.pageSize')}
        popupMatchSelectWidth={false}
        options={pageSizes.map((s) => ({ value: s, label: t('pagination.perPage', { size: s }) }))}
        onChange={(size: number) => go(page, size)}
      />
      <Button
        className="admin-pagination__btn"
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('pagination.prev')}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      />
      <ul className="admin-pagination__pager">
        {items.map((item) => {
          if (item === 'prev-more' || item === 'next-more') {
            const prev = item === 'prev-more';
            const label = prev ? t('pagination.prevMore', { n: moreStep }) : t('pagination.nextMore', { n: moreStep });
            return (
              <li key={item}>
                <Button
                  className="admin-pagination__btn admin-pagination__more"
                  aria-label={label}
                  title={label}
                  disabled={disabled}
                  onClick={() => go(prev ? page - moreStep : page + moreStep)}
                >
                  <EllipsisOutlined className="admin-pagination__dots" aria-hidden />
                  {prev ? <DoubleLeftOutlined className="admin-pagination__arrow" aria-hidden /> : <DoubleRightOutlined className="admin-pagination__arrow" aria-hidden />}
                </Button>
              </li>
            );
          }
          const active = item === page;
          return (
            <li key={item}>
              <Button
                className="admin-pagination__btn admin-pagination__page"
                type={active ? 'primary' : 'default'}
                aria-current={active ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        className="admin-pagination__btn"
        icon={<RightOutlined aria-hidden />}
        aria-label={t('pagination.next')}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      />
      <span className="admin-pagination__jumper">
        <label htmlFor={jumpId}>{t('pagination.goto')}</label>
        <InputNumber
          id={jumpId}
          min={1}
          max={pageCount}
          precision={0}
          controls={false}
          disabled={disabled}
          value={jump}
          onChange={(v) => setJump(typeof v === 'number' ? v : null)}
          onPressEnter={() => {
            if (jump) go(jump);
            setJump(null);
          }}
          onBlur={() => {
            if (jump) go(jump);
            setJump(null);
          }}
          className="admin-pagination__jump"
        />
        <span aria-hidden>{t('pagination.pageUnit')}</span>
      </span>
    </nav>
  );
}

export default Pagination;
