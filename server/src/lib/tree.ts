import type { TreeSelect } from '../../../src/shared/contract/index';

/** Generic TreeSelect from flat nodes: roots are the nodes whose parent is not in the list (RuoYi buildMenuTree). */
export function buildTreeSelect<T>(
  items: readonly T[],
  key: (t: T) => { id: number; parentId: number; label: string; disabled?: boolean },
): TreeSelect[] {
  const nodes = items.map((t) => ({ ...key(t) }));
  const ids = new Set(nodes.map((n) => n.id));
  const byParent = new Map<number, typeof nodes>();
  for (const n of nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (n: (typeof nodes)[number], seen: Set<number>): TreeSelect => {
    const children = (byParent.get(n.id) ?? []).filter((c) => !seen.has(c.id)).map((c) => build(c, new Set(seen).add(c.id)));
    const out: TreeSelect = { id: n.id, label: n.label, disabled: n.disabled ?? false };
    if (children.length) out.children = children;
    return out;
  };
  return nodes.filter((n) => !ids.has(n.parentId) || n.parentId === n.id).map((n) => build(n, new Set([n.id])));
}
