import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES, Pager, pagerCountFor, pagerItems } from '@site/components/Pager';
import { setWidth } from './helpers';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button')
    .filter((b) => /^\d+$/.test(b.textContent ?? ''));

describe('Pager', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('counts 5 page buttons under 992 px and 7 from 992 px', () => {
    expect(pagerCountFor(375)).toBe(5);
    expect(pagerCountFor(991)).toBe(5);
    expect(pagerCountFor(992)).toBe(7);
    expect(pagerCountFor(1440)).toBe(7);
  });

  it('lays out pages like element-ui pager-count (first, last, … jumps)', () => {
    const pages = (items: ReturnType<typeof pagerItems>) => items.map((i) => (i.type === 'page' ? i.page : i.type === 'prevMore' ? '«' : '»'));
    expect(pages(pagerItems(1, 3, 7))).toEqual([1, 2, 3]);
    expect(pages(pagerItems(1, 20, 7))).toEqual([1, 2, 3, 4, 5, 6, '»', 20]);
    expect(pages(pagerItems(10, 20, 7))).toEqual([1, '«', 8, 9, 10, 11, 12, '»', 20]);
    expect(pages(pagerItems(20, 20, 7))).toEqual([1, '«', 15, 16, 17, 18, 19, 20]);
    expect(pages(pagerItems(1, 20, 5))).toEqual([1, 2, 3, 4, '»', 20]);
    expect(pages(pagerItems(10, 20, 5))).toEqual([1, '«', 9, 10, 11, '»', 20]);
    // the jumps move by pagerCount - 2
    expect(pagerItems(10, 20, 7).find((i) => i.type === 'nextMore')?.page).toBe(15);
  });

  it('shows 7 page buttons on a wide screen', () => {
    restore = setWidth(1280);
    render(<Pager pageNum={10} pageSize={10} total={200} onChange={() => {}} />);
    expect(pageButtons()).toHaveLength(7);
    expect(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 5 page buttons under 992 px', () => {
    restore = setWidth(800);
    render(<Pager pageNum={10} pageSize={10} total={200} onChange={() => {}} />);
    expect(pageButtons()).toHaveLength(5);
  });

  it('offers the sizes 10 / 20 / 30 / 50 and goes back to page 1 on a new size', async () => {
    const onChange = vi.fn();
    render(<Pager pageNum={3} pageSize={10} total={200} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '每页' });
    expect(within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(PAGE_SIZES.map(String));
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
    await userEvent.selectOptions(select, '30');
    expect(onChange).toHaveBeenLastCalledWith(1, 30);
  });

  it('moves with previous / next / page buttons and shows the total', async () => {
    const onChange = vi.fn();
    render(<Pager pageNum={1} pageSize={10} total={35} onChange={onChange} />);
    expect(screen.getByText('共 35 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await userEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<Pager pageNum={1} pageSize={10} total={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
