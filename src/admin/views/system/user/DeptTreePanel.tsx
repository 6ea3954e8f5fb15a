import { useEffect, useMemo, useState, type Key } from 'react';
import { Input, Tree } from 'antd';
import { useTranslation } from '@shared/i18n';
import type { TreeSelect } from '@shared/contract';

/** Nodes whose label (or a descendant's) contains `term`, for the panel's filter. */
export function filterDeptTree(nodes: readonly TreeSelect[], term: string): TreeSelect[] {
  if (!term) return [...nodes];
  const out: TreeSelect[] = [];
  for (const n of nodes) {
    const children = filterDeptTree(n.children ?? [], term);
    if (n.label.includes(term) || children.length) out.push({ ...n, children });
  }
  return out;
}

function keysOf(nodes: readonly TreeSelect[]): Key[] {
  return nodes.flatMap((n) => [n.id, ...keysOf(n.children ?? [])]);
}

/**
 * 用户管理's left panel (RuoYi TreePanel): the dept tree in the caller's scope with a name filter; choosing a dept
 * narrows the list to it and everything below, choosing it again clears the filter.
 */
export function DeptTreePanel({ tree, selected, onSelect }: { tree: readonly TreeSelect[]; selected?: number; onSelect(deptId: number | undefined): void }) {
  const { t } = useTranslation('admin-views');
  const [term, setTerm] = useState('');
  const shown = useMemo(() => filterDeptTree(tree, term.trim()), [tree, term]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  useEffect(() => setExpanded(keysOf(shown)), [shown]);
  return (
    <aside className="admin-user-depts" aria-label={t('user.deptPanel')}>
      <Input.Search placeholder={t('user.deptFilterPh')} allowClear value={term} onChange={(e) => setTerm(e.target.value)} aria-label={t('user.deptFilterPh')} />
      <Tree<TreeSelect>
        treeData={shown}
        fieldNames={{ title: 'label', key: 'id', children: 'children' }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys)}
        selectedKeys={selected === undefined ? [] : [selected]}
        onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
        blockNode
      />
    </aside>
  );
}
