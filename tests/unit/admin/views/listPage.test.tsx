import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Form, Input } from 'antd';
import type { TableDataInfo } from '@shared/contract';
import { ListPage, useListQuery, buildListQuery, tableMinWidth, type ListColumn } from '@admin/components/ListPage';
import { Pagination, nextPage, pagerItems } from '@admin/components/Pagination';
import { useColumnVisibility } from '@admin/components/RightToolbar';
import dayjs from 'dayjs';
import axe from 'axe-core';
import { renderHook } from '@testing-library/react';
import { signInWith } from './helpers';

interface Row {
  id: number;
  name: string;
  remark: string;
}

const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `名称${i + 1}`, remark: `备注${i + 1}` }));

function Demo({
  fetch,
  storageKey = 'test-columns',
  columnsType,
}: {
  fetch: (q: Record<string, unknown>) => Promise<TableDataInfo<Row>>;
  storageKey?: string;
  columnsType?: 'checkbox' | 'transfer';
}) {
  const [form] = Form.useForm();
  const list = useListQuery<Row, { name?: string }>({ fetch });
  const columns: ListColumn<Row>[] = [
    { key: 'id', title: '编号' },
    { key: 'name', title: '名称' },
    { key: 'remark', title: '备注' },
    { key: 'op', title: '操作', hideable: false, render: () => 'x' },
  ];
  return (
    <App>
      <ListPage
        list={list}
        rowKey="id"
        label="测试列表"
        columns={columns}
        columnsStorageKey={storageKey}
        columnsType={columnsType}
        form={form}
        filters={
          <Form.Item label="名称" name="name">
            <Input />
          </Form.Item>
        }
      />
    </App>
  );
}

beforeEach(() => {
  signInWith();
});

describe('list page scaffold', () => {
  it('never lets the table get narrower than its columns can be read: it scrolls on a phone instead', async () => {
    // the dictionary page's columns: fixed widths count as they are, ellipsis text gets 140, the rest 96
    expect(
      tableMinWidth(
        [{ width: 100 }, { ellipsis: true }, { ellipsis: true }, {}, { ellipsis: true }, { width: '180px' }, { width: 110 }],
        true,
      ),
    ).toBe(48 + 100 + 140 * 3 + 96 + 180 + 110);
    expect(tableMinWidth([{ minWidth: 200 }, {}], false)).toBe(296);

    render(<Demo fetch={async () => ({ code: 200, msg: '', rows, total: 10 })} />);
    await screen.findByText('名称1');
    const wrapper = screen.getByRole('table', { name: '测试列表' }).closest('.ant-table-wrapper') as HTMLElement;
    // selection + 4 columns without widths
    expect(wrapper.style.getPropertyValue('--admin-table-min-width')).toBe(`${48 + 4 * 96}px`);
  });

  it('loads page 1 of 10, searches from the form, and the search button collapses the query form', async () => {
    const fetch = vi.fn(async (q: Record<string, unknown>) => ({ code: 200, msg: '', rows, total: 25, q }));
    const user = userEvent.setup();
    render(<Demo fetch={fetch} />);
    await screen.findByText('名称1');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toEqual({ pageNum: 1, pageSize: 10 });
    expect(screen.getByText('共 25 条')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: '搜索条件' });
    await user.type(within(search).getByLabelText('名称'), '甲');
    await user.click(within(search).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]![0]).toEqual({ name: '甲', pageNum: 1, pageSize: 10 });

    // collapse: the form leaves the accessibility tree but keeps its value
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: '显示搜索' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(screen.getByRole('search')).getByLabelText('名称')).toHaveValue('甲');

    // 重置 clears the filters and searches again
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(fetch.mock.calls[2]![0]).toEqual({ pageNum: 1, pageSize: 10 });

    // 刷新 keeps the filters and page
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
  });

  it('hides a column from 显隐列 and remembers it under the storage key', async () => {
    const fetch = vi.fn(async () => ({ code: 200, msg: '', rows, total: 10 }));
    const user = userEvent.setup();
    const { unmount } = render(<Demo fetch={fetch} />);
    await screen.findByText('名称1');
    expect(screen.getByRole('columnheader', { name: '备注' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '显隐列' }));
    const group = await screen.findByRole('group', { name: '显隐列' });
    // the operations column is not offered
    expect(within(group).queryByLabelText('操作')).not.toBeInTheDocument();
    await user.click(within(group).getByLabelText('备注'));
    expect(screen.queryByRole('columnheader', { name: '备注' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('test-columns') ?? '{}')).toEqual({
      id: { label: '编号', visible: true },
      name: { label: '名称', visible: true },
      remark: { label: '备注', visible: false },
    });

    unmount();
    render(<Demo fetch={fetch} />);
    await screen.findAllByText('名称1');
    expect(screen.queryByRole('columnheader', { name: '备注' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
  });

  it('显隐列 as a transfer dialog: moving columns to 隐藏 and back, remembered under the storage key', async () => {
    const fetch = vi.fn(async () => ({ code: 200, msg: '', rows, total: 10 }));
    const user = userEvent.setup();
    const { unmount } = render(<Demo fetch={fetch} columnsType="transfer" storageKey="transfer-columns" />);
    await screen.findByText('名称1');
    const button = screen.getByRole('button', { name: '显隐列' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    // (antd's ids are all 'test-id' under test, so the dialog's accessible name cannot be checked here)
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(dialog).getByText('显示/隐藏')).toHaveClass('ant-modal-title');
    const shown = within(dialog).getByRole('group', { name: '显示' });
    const hiddenList = () => within(dialog).getByRole('group', { name: '隐藏' });
    // the operations column is not offered; nothing is hidden yet
    expect(within(shown).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['全选', '编号', '名称', '备注']);
    expect(within(dialog).queryByRole('group', { name: '隐藏' })).not.toBeInTheDocument();
    const toHidden = within(dialog).getByRole('button', { name: '隐藏选中的列' });
    const toShown = within(dialog).getByRole('button', { name: '显示选中的列' });
    expect(toHidden).toBeDisabled();

    await user.click(within(shown).getByRole('checkbox', { name: '编号' }));
    await user.click(within(shown).getByRole('checkbox', { name: '备注' }));
    expect(toHidden).toBeEnabled();
    await user.click(toHidden);
    expect(screen.queryByRole('columnheader', { name: '备注' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '编号' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    expect(within(hiddenList()).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['全选', '编号', '备注']);
    expect(JSON.parse(localStorage.getItem('transfer-columns') ?? '{}')).toEqual({
      id: { label: '编号', visible: false },
      name: { label: '名称', visible: true },
      remark: { label: '备注', visible: false },
    });

    // the last shown column cannot be hidden
    await user.click(within(within(dialog).getByRole('group', { name: '显示' })).getByRole('checkbox', { name: '全选' }));
    expect(toHidden).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('至少保留一列显示');
    await user.click(within(within(dialog).getByRole('group', { name: '显示' })).getByRole('checkbox', { name: '全选' }));

    // back: 备注 is shown again, in column order
    await user.click(within(hiddenList()).getByRole('checkbox', { name: '备注' }));
    await user.click(toShown);
    expect(screen.getByRole('columnheader', { name: '备注' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean)).toEqual(['名称', '备注', '操作']);

    unmount();
    render(<Demo fetch={fetch} columnsType="transfer" storageKey="transfer-columns" />);
    await screen.findAllByText('名称1');
    expect(screen.queryByRole('columnheader', { name: '编号' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '备注' })).toBeInTheDocument();
  });

  it('the transfer dialog has no serious axe violations', async () => {
    const fetch = vi.fn(async () => ({ code: 200, msg: '', rows, total: 10 }));
    const user = userEvent.setup();
    render(<Demo fetch={fetch} columnsType="transfer" storageKey="axe-columns" />);
    await screen.findByText('名称1');
    await user.click(screen.getByRole('button', { name: '显隐列' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('checkbox', { name: '名称' }));
    await user.click(within(dialog).getByRole('button', { name: '隐藏选中的列' }));
    await within(dialog).findByRole('group', { name: '隐藏' });
    const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('useColumnVisibility keeps defaults for columns added since the choice was stored', () => {
    localStorage.setItem('cols', JSON.stringify({ a: { label: 'A', visible: false } }));
    const { result } = renderHook(() =>
      useColumnVisibility(
        [
          { key: 'a', label: 'A' },
          { key: 'b', label: 'B' },
          { key: 'c', label: 'C', visible: false },
        ],
        'cols',
      ),
    );
    expect(result.current.settings.map((s) => [s.key, s.visible])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });

  it('a page left empty by a delete moves to the new last page', async () => {
    let total = 11;
    const fetch = vi.fn(async (q: Record<string, unknown>) => {
      const page = Number(q.pageNum);
      const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `n${i + 1}`, remark: '' }));
      return { code: 200, msg: '', rows: all.slice((page - 1) * 10, page * 10), total };
    });
    const user = userEvent.setup();
    render(<Demo fetch={fetch} />);
    await screen.findByText('n1');
    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('n11');
    total = 10;
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await screen.findByText('n1');
    expect(fetch.mock.calls.at(-1)![0]).toMatchObject({ pageNum: 1 });
  });
});

describe('pagination', () => {
  it('RuoYi rule: a new size keeps the page unless page × size exceeds the total', () => {
    expect(nextPage(3, 10, 3, 20, 25)).toBe(1); // 60 > 25
    expect(nextPage(2, 10, 2, 20, 100)).toBe(2); // 40 ≤ 100
    expect(nextPage(1, 10, 1, 50, 25)).toBe(1);
    expect(nextPage(2, 10, 5, 10, 100)).toBe(5); // a page change
  });

  it('Element Plus pager: at most 7 (or 5) numbered buttons, first and last always', () => {
    expect(pagerItems(10, 20, 7)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'prev-more', 9, 10, 11, 'next-more', 20]);
    expect(pagerItems(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(20, 20, 7)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(2, 4, 7)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });

  it('changing the size from page 3 of 25 rows goes back to page 1; sizes are 10/20/30/50', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination total={25} page={3} limit={10} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 25 条')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('combobox', { name: '每页条数' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    await user.click(screen.getByTitle('20条/页'));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);

    await user.click(within(nav).getByRole('button', { name: '第 2 页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await user.click(within(nav).getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('a size that still fits keeps the page', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination total={100} page={2} limit={10} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByTitle('20条/页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
  });

  it('shows 7 numbered buttons on wide screens and 5 below 992 px; hidden when there is nothing', () => {
    const numbered = () => screen.getAllByRole('button', { name: /^第 \d+ 页$/ }).length;
    const { rerender } = render(<Pagination total={200} page={10} limit={10} onChange={() => {}} />);
    expect(numbered()).toBe(7);

    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('991.98px') })) as typeof window.matchMedia;
    try {
      rerender(<Pagination key="narrow" total={200} page={10} limit={10} onChange={() => {}} />);
      expect(numbered()).toBe(5);
    } finally {
      window.matchMedia = original;
    }
    rerender(<Pagination total={0} page={1} limit={10} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});

describe('list query params', () => {
  it('sends a date range as params[beginTime]/params[endTime] (whole days) and never the range itself', () => {
    const q = buildListQuery({ name: 'a', dateRange: [dayjs('2026-01-02 13:00'), dayjs('2026-01-05 08:00')] }, 2, 20);
    expect(q).toEqual({ name: 'a', pageNum: 2, pageSize: 20, params: { beginTime: '2026-01-02', endTime: '2026-01-05' } });
    expect(buildListQuery({ dateRange: null }, 1, 10)).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('ignores the answer of an older request', async () => {
    let resolveFirst: (v: TableDataInfo<Row>) => void = () => {};
    const fetch = vi
      .fn<(q: Record<string, unknown>) => Promise<TableDataInfo<Row>>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementation(async () => ({ code: 200, msg: '', rows: [rows[1]!], total: 1 }));
    const { result } = renderHook(() => useListQuery<Row>({ fetch }));
    await act(async () => {
      await result.current.search({ name: 'x' });
    });
    await act(async () => {
      resolveFirst({ code: 200, msg: '', rows: [rows[0]!], total: 1 });
    });
    expect(result.current.rows).toEqual([rows[1]]);
  });
});
