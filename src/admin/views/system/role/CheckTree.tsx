import { useMemo, useState } from 'react';
import { Checkbox, Tree } from 'antd';
import { useTranslation } from '@shared/i18n';
import type { TreeSelect } from '@shared/contract';

/** Every key of a TreeSelect tree, and each key's parent. */
export function treeIndex(nodes: readonly TreeSelect[]) {
  const keys: number[] = [];
  const withChildren: number[] = [];
  const parentOf = new Map<number, number>();
  const walk = (list: readonly TreeSelect[], parent?: number) => {
    for (const n of list) {
      keys.push(n.id);
      if (parent !== undefined) parentOf.set(n.id, parent);
      if (n.children?.length) {
        withChildren.push(n.id);
        walk(n.children, n.id);
      }
    }
  };
  walk(nodes);
  return { keys, withChildren, parentOf };
}

/**
 * What a role stores for a checked tree (RuoYi getMenuAllCheckedKeys): with linkage the checked nodes and their
 * half-checked ancestors (= every ancestor of a checked node), without it just the checked nodes.
 */
export function storedKeys(checked: readonly number[], linked: boolean, parentOf: ReadonlyMap<number, number>): number[] {
  if (!linked) return [...checked];
  const out = new Set(checked);
  for (const k of checked) for (let p = parentOf.get(k); p !== undefined; p = parentOf.get(p)) out.add(p);
  return [...out];
}

interface Node {
  key: number;
  title: string;
  disableCheckbox?: boolean;
  children?: Node[];
}

const toNode = (n: TreeSelect): Node => ({ key: n.id, title: n.label, disableCheckbox: n.disabled || undefined, children: n.children?.map(toNode) });

export interface CheckTreeProps {
  /** accessible name of the tree */
  label: string;
  data: readonly TreeSelect[];
  checked: readonly number[];
  onChecked(keys: number[]): void;
  /** 父子联动 (RuoYi menuCheckStrictly / deptCheckStrictly) */
  linked: boolean;
  onLinked(v: boolean): void;
  /** expanded at first (RuoYi: the dept tree is, the menu tree is not) */
  defaultExpanded?: boolean;
}

/** RuoYi's role trees: 展开/折叠, 全选/全不选, 父子联动 and a checkbox tree. */
export function CheckTree({ label, data, checked, onChecked, linked, onLinked, defaultExpanded = false }: CheckTreeProps) {
  const { t } = useTranslation('admin-views');
  const index = useMemo(() => treeIndex(data), [data]);
  const [expandAll, setExpandAll] = useState(defaultExpanded);
  const [expanded, setExpanded] = useState<React.Key[] | undefined>(undefined);
  const expandedKeys = expanded ?? (expandAll ? index.withChildren : []);
  const allChecked = index.keys.length > 0 && index.keys.every((k) => checked.includes(k));
  const treeData = useMemo(() => data.map(toNode), [data]);

  return (
    <div className="admin-check-tree">
      <div>
        <Checkbox checked={expandAll} onChange={(e) => { setExpandAll(e.target.checked); setExpanded(e.target.checked ? index.withChildren : []); }}>
          {t('role.expandToggle')}
        </Checkbox>
        <Checkbox checked={allChecked} onChange={(e) => onChecked(e.target.checked ? index.keys : [])}>
          {t('role.checkAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => onLinked(e.target.checked)}>
          {t('role.linked')}
        </Checkbox>
      </div>
      <Tree
        aria-label={label}
        className="admin-check-tree__tree"
        checkable
        selectable={false}
        checkStrictly={!linked}
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys)}
        checkedKeys={linked ? [...checked] : { checked: [...checked], halfChecked: [] }}
        onCheck={(keys) => onChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
        style={{ border: '1px solid #e5e6e7', borderRadius: 4, padding: 4, maxHeight: 320, overflow: 'auto' }}
      />
    </div>
  );
}

export default CheckTree;
