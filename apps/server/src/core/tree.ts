/** A node that has children: the shape of every tree answer. */
export type WithChildren<T> = T & { children: WithChildren<T>[] }

/**
 * Nests rows by `parentId`, keeping their order; a row whose parent is not among them is a root
 * (a filtered list keeps its matches even when their parents did not match).
 */
export function nest<T extends { id: string; parentId: string }>(rows: T[]): WithChildren<T>[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...r, children: [] as WithChildren<T>[] }]))
  const roots: WithChildren<T>[] = []
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId)
    if (parent && parent !== node) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}
