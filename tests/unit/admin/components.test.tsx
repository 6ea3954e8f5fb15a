/** Shell components for pages: LoadMoreSelect (paging on scroll), TitleBar (navigates on click), ProgressBar. */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import LoadMoreSelect, { type PageResult } from '@admin/components/LoadMoreSelect';
import TitleBar from '@admin/components/TitleBar';
import ProgressBar from '@admin/components/ProgressBar';

interface School {
  id: number;
  name: string;
}
const ALL: School[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `学校${i + 1}` }));

function pager(pageSize = 10, fail = new Set<number>()) {
  return vi.fn(async (pageNum: number): Promise<PageResult<School>> => {
    if (fail.has(pageNum)) {
      fail.delete(pageNum);
      throw new Error('网络错误');
    }
    return { rows: ALL.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: ALL.length };
  });
}

function Harness({ fetchPage, onChange }: { fetchPage: (n: number) => Promise<PageResult<School>>; onChange?: (v: unknown) => void }) {
  const [value, setValue] = useState<number | undefined>(1);
  return (
    <LoadMoreSelect<School>
      aria-label="学校"
      style={{ width: 240 }}
      fetchPage={fetchPage}
      toOption={(s) => ({ label: s.name, value: s.id })}
      value={value}
      virtual={false}
      open
      onChange={(v) => {
        setValue(v as number);
        onChange?.(v);
      }}
    />
  );
}

/** Scroll the option list to its bottom (jsdom has no layout: give the list its sizes). */
function scrollToBottom() {
  const target = document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;
  Object.defineProperty(target, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(target, 'clientHeight', { configurable: true, value: 256 });
  target.scrollTop = 744;
  fireEvent.scroll(target);
}

describe('LoadMoreSelect', () => {
  it('loads page 1 at once (the preset value shows its label), the next page at the bottom, until total', async () => {
    const fetchPage = pager();
    render(<Harness fetchPage={fetchPage} />);
    await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(1));
    await waitFor(() => expect(document.querySelector('.ant-select-content, .ant-select-selection-item')).toHaveTextContent('学校1')); // the preset value's label
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));

    scrollToBottom();
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    scrollToBottom();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    scrollToBottom(); // everything is loaded: no 4th call
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('one request at a time; a failed page is retried on the next scroll', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const base = pager(10, new Set([2]));
    const fetchPage = vi.fn(async (n: number) => {
      if (n === 3) await gate;
      return base(n);
    });
    render(<Harness fetchPage={fetchPage} />);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(10));
    scrollToBottom(); // page 2 fails
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('加载失败，继续滚动可重试'));
    scrollToBottom(); // retried
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    scrollToBottom(); // page 3 pending…
    scrollToBottom(); // …not asked twice
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(4));
    release();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 2, 3]);
  });

  it('selecting an option reports its value', async () => {
    const onChange = vi.fn();
    render(<Harness fetchPage={pager()} onChange={onChange} />);
    const option = await screen.findByRole('option', { name: '学校3' });
    await userEvent.setup().click(option.querySelector('.ant-select-item-option-content') ?? option);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe('TitleBar', () => {
  function renderAt(ui: React.ReactNode) {
    const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/dss/index'] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('a title with a url navigates there on click', async () => {
    const router = renderAt(<TitleBar title="最新帖子" url="/bbs/blog" />);
    expect(screen.getByRole('heading', { level: 2, name: '最新帖子' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '最新帖子' }));
    expect(router.state.location.pathname).toBe('/bbs/blog');
  });

  it('without a url it is a plain heading; an http url opens a new tab', () => {
    renderAt(
      <>
        <TitleBar title="统计" level={3} extra={<button type="button">刷新</button>} />
        <TitleBar title="官网" url="https://example.com" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '统计' })).not.toContainElement(screen.queryByRole('link', { name: '统计' }));
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '官网' })).toHaveAttribute('target', '_blank');
  });
});

describe('ProgressBar', () => {
  it('shows only when loading lasts longer than the delay, then fills and goes', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<ProgressBar active={false} />);
      expect(screen.queryByTestId('route-progress')).toBeNull();
      rerender(<ProgressBar active />);
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByTestId('route-progress')).toBeNull();
      rerender(<ProgressBar active={false} />);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByTestId('route-progress')).toBeNull(); // a quick navigation never flashed

      rerender(<ProgressBar active />);
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByTestId('route-progress')).toHaveClass('admin-progress--running');
      expect(screen.getByTestId('route-progress')).toHaveAttribute('aria-hidden', 'true');
      rerender(<ProgressBar active={false} />);
      expect(screen.getByTestId('route-progress')).toHaveClass('admin-progress--done');
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByTestId('route-progress')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
