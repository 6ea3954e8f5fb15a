export type TreeNode<T, C extends string = 'children'> = T & { [K in C]?: TreeNode<T, C>[] };

/** Build a tree from a flat list (RuoYi `handleTree`): roots are nodes whose parent is not in the list. */
export function handleTree<T extends object, C extends string = 'children'>(
  data: readonly T[],
  id: keyof T = 'id' as keyof T,
  parentId: keyof T = 'parentId' as keyof T,
  children: C = 'children' as C,
): TreeNode<T, C>[] {
  type Node = T & Record<string, unknown>;
  const nodes = data.map((d) => ({ ...d }) as Node);
  const byId = new Map<unknown, Node>();
  for (const n of nodes) byId.set(n[id as string], n);
  const roots: Node[] = [];
  for (const n of nodes) {
    const parent = byId.get(n[parentId as string]);
    if (parent && parent !== n) {
      const holder = parent as Record<string, unknown>;
      const list = (holder[children] as Node[] | undefined) ?? [];
      list.push(n);
      holder[children] = list;
    } else {
      roots.push(n);
    }
  }
  return roots as never;
}
