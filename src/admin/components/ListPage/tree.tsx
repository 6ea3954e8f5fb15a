import { useCallback, useMemo, useState, type Key } from 'react';
import { Button, InputNumber } from 'antd';
import { ColumnHeightOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from '@shared/i18n';
import type { AjaxResult, TableDataInfo } from '@shared/contract';
import { handleTree, type TreeNode } from '@shared/lib/tree';
import { Auth } from '@shared/auth/Auth';

/**
 * Tree pages (depts, menus): the server answers the whole filtered list flat (`data`), the page shows it as a tree
 * table with 展开/折叠 and an inline 排序 column saved with 保存排序. These plug into useListQuery / ListPage
 * (`paginated={false}`).
 */

/** A useListQuery `fetch` over a flat tree call: paging dropped, the rows built into a tree. */
export function treeFetch<Row extends object>(
  call: (query: Record<string, unknown>) => Promise<AjaxResult<Row[]>>,
  idKey: keyof Row,
  parentKey: keyof Row,
) {
  return async (query: Record<string, unknown>): Promise<TableDataInfo<TreeNode<Row>>> => {
    const { pageNum: _n, pageSize: _s, ...filters } = query;
    const res = await call(filters);
    const flat = res.data ?? [];
    return { code: res.code, msg: res.msg, rows: handleTree(flat, idKey, parentKey), total: flat.length };
  };
}

function allKeys<Row extends object>(rows: readonly TreeNode<Row>[], idKey: keyof Row): Key[] {
  const out: Key[] = [];
  const walk = (list: readonly TreeNode<Row>[]) => {
    for (const r of list) {
      if (r.children?.length) {
        out.push(r[idKey] as Key);
        walk(r.children);
      }
    }
  };
  walk(rows);
  return out;
}

/** 展开/折叠 of a tree table: everything expanded or collapsed by the button, single rows by their own toggle. */
export function useTreeExpand<Row extends object>(rows: readonly TreeNode<Row>[], idKey: keyof Row, initiallyExpanded = true) {
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const keys = useMemo(() => allKeys(rows, idKey), [rows, idKey]);
  const expandedKeys = expanded ?? (initiallyExpanded ? keys : []);
  const allOpen = keys.length > 0 && keys.every((k) => expandedKeys.includes(k));
  const toggleAll = useCallback(() => setExpanded(allOpen ? [] : keys), [allOpen, keys]);
  return {
    expandable: { expandedRowKeys: expandedKeys, onExpandedRowsChange: (k: readonly Key[]) => setExpanded([...k]) },
    toggleAll,
    allOpen,
  };
}

/** The 展开/折叠 toolbar button. */
export function ExpandToggle({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('admin-views');
  return (
    <Button className="admin-btn--info" icon={<ColumnHeightOutlined aria-hidden />} onClick={onClick}>
      {t('action.expandCollapse')}
    </Button>
  );
}

/**
 * The inline 排序 column's drafts: each row's order as edited, what changed since the list loaded, and a reset when
 * the list reloads (pass the rows; a new rows array drops the drafts).
 */
export function useSortDraft<Row extends object>(rows: readonly TreeNode<Row>[], idKey: keyof Row, orderKey: keyof Row) {
  const [drafts, setDrafts] = useState<{ rows: readonly TreeNode<Row>[]; values: Map<number, number> }>({ rows, values: new Map() });
  const values = drafts.rows === rows ? drafts.values : new Map<number, number>();
  const original = useMemo(() => {
    const m = new Map<number, number>();
    const walk = (list: readonly TreeNode<Row>[]) => list.forEach((r) => {
      m.set(Number(r[idKey]), Number(r[orderKey]));
      if (r.children) walk(r.children);
    });
    walk(rows);
    return m;
  }, [rows, idKey, orderKey]);
  const changed = [...values].filter(([id, v]) => original.get(id) !== v);
  return {
    valueOf: (row: Row) => values.get(Number(row[idKey])) ?? Number(row[orderKey]),
    set: (row: Row, value: number) => setDrafts({ rows, values: new Map(values).set(Number(row[idKey]), value) }),
    changed: { ids: changed.map(([id]) => id), orders: changed.map(([, v]) => v) },
  };
}

/** An 排序 cell: a small number input bound to the drafts. */
export function SortCell<Row extends object>({ row, draft, label }: { row: Row; draft: ReturnType<typeof useSortDraft<Row>>; label: string }) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={999999}
      precision={0}
      controls={false}
      aria-label={label}
      style={{ width: 72 }}
      value={draft.valueOf(row)}
      onChange={(v) => draft.set(row, Number(v ?? 0))}
    />
  );
}

/** 保存排序 (behind the edit permission); disabled until an order changed. */
export function SaveSortButton({ permi, count, onClick }: { permi: string; count: number; onClick(): void }) {
  const { t } = useTranslation('admin-views');
  return (
    <Auth permi={permi}>
      <Button className="admin-btn--success" icon={<SaveOutlined aria-hidden />} disabled={count === 0} onClick={onClick}>
        {t('action.saveSort')}
      </Button>
    </Auth>
  );
}
