import type { TreeNode } from '@store/contract'

/** A node of the server's selection trees (contract TreeNode): departments, roles, menus, scopes. */
export interface TreeItem {
  id: string
  key: string
  title: string
  kind?: 'menu' | 'dataScope' | 'apiScope'
  children?: TreeItem[]
}

const walk = (
  nodes: TreeItem[],
  visit: (node: TreeItem, ancestors: string[]) => void,
  above: string[] = [],
) =>
  nodes.forEach((n) => {
    visit(n, above)
    if (n.children?.length) walk(n.children, visit, [...above, n.key])
  })

/**
 * The keys a cascading tree shows checked for a stored grant: its leaves only (a checked parent
 * would check every child; the parents follow from their leaves).
 */
export function leavesAmong(tree: TreeItem[], keys: string[]): string[] {
  const wanted = new Set(keys)
  const leaves: string[] = []
  walk(tree, (n) => !n.children?.length && wanted.has(n.key) && leaves.push(n.key))
  return leaves
}

/** The checked keys with every node above them: what a grant stores (checked and half-checked). */
export function withAncestors(tree: TreeItem[], keys: string[]): string[] {
  const checked = new Set(keys)
  const all = new Set<string>()
  walk(tree, (n, above) => {
    if (checked.has(n.key)) [...above, n.key].forEach((k) => all.add(k))
  })
  return [...all]
}

/** The checked keys that are nodes of one kind (the scopes of a scope tree, not the menus above them). */
export function keysOfKind(tree: TreeItem[], keys: string[], kind: TreeItem['kind']): string[] {
  const checked = new Set(keys)
  const found: string[] = []
  walk(tree, (n) => n.kind === kind && checked.has(n.key) && found.push(n.key))
  return found
}

/**
 * The server's selection trees as the tree helpers walk them: the contract's TreeNode leaves its
 * children `unknown` (nodes of the same shape), which TreeItem names.
 */
export const asTreeItems = (nodes: TreeNode[]): TreeItem[] => nodes as TreeItem[]
