import { eq } from 'drizzle-orm'
import { TOP_PARENT_ID, type Locale } from '@store/contract'
import type { Database } from '../../core/db/database'
import { application, menu } from './schema'

export type MenuRow = typeof menu.$inferSelect
export type ApplicationRow = typeof application.$inferSelect

/** Every live menu and application, read once and shared by all requests until menus change. */
export interface MenuSnapshot {
  /** sorted by sort, then id */
  menus: MenuRow[]
  byId: Map<string, MenuRow>
  childrenOf: Map<string, MenuRow[]>
  applications: ApplicationRow[]
  applicationsById: Map<string, ApplicationRow>
}

/** Ids are decimal strings of up to 19 digits: shorter is smaller. */
export const compareIds = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
const bySortThenId = (a: { sort: number; id: string }, b: { sort: number; id: string }) =>
  a.sort - b.sort || compareIds(a.id, b.id)

const REFRESH_MS = 30_000

/**
 * Menus are platform data a few hundred rows large, read by every shell start: one copy per process.
 * Reading it never waits on the database once loaded (the embedded database has one connection, and
 * callers may hold it in a transaction): an old copy is served while a fresh one loads in the
 * background; a menu write that commits here reloads it before its request answers
 * (`access:menus-changed`), other processes within 30 s.
 */
export class MenuCatalog {
  private current: { snapshot: MenuSnapshot; loadedAt: number } | null = null
  private loading: Promise<MenuSnapshot> | null = null
  private generation = 0

  constructor(private readonly db: Database) {}

  async snapshot(): Promise<MenuSnapshot> {
    if (!this.current) return this.loading ?? this.reload()
    if (Date.now() - this.current.loadedAt > REFRESH_MS && !this.loading) this.reload().catch(() => {})
    return this.current.snapshot
  }

  /** Loads the catalog afresh; a load started earlier never overwrites a later one. */
  reload(): Promise<MenuSnapshot> {
    const generation = ++this.generation
    const loading = this.load().then((snapshot) => {
      if (generation === this.generation) this.current = { snapshot, loadedAt: Date.now() }
      return snapshot
    })
    this.loading = loading
    const settled = () => {
      if (this.loading === loading) this.loading = null
    }
    loading.then(settled, settled)
    return loading
  }

  private async load(): Promise<MenuSnapshot> {
    const [menus, applications] = await this.db.withSystem(async (tx) => [
      await tx.select().from(menu).where(eq(menu.isDeleted, 0)),
      await tx.select().from(application).where(eq(application.isDeleted, 0)),
    ])
    menus.sort(bySortThenId)
    applications.sort(bySortThenId)
    const childrenOf = new Map<string, MenuRow[]>()
    for (const m of menus) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m])
    return {
      menus,
      byId: new Map(menus.map((m) => [m.id, m])),
      childrenOf,
      applications,
      applicationsById: new Map(applications.map((a) => [a.id, a])),
    }
  }
}

/** The ids with every ancestor of theirs that is a live menu. */
export function withAncestors(snapshot: MenuSnapshot, ids: Iterable<string>): Set<string> {
  const out = new Set<string>()
  for (const id of ids) {
    for (let m = snapshot.byId.get(id); m && !out.has(m.id); m = snapshot.byId.get(m.parentId)) out.add(m.id)
  }
  return out
}

/** The ids with every descendant of theirs. */
export function withDescendants(snapshot: MenuSnapshot, ids: Iterable<string>): Set<string> {
  const out = new Set<string>()
  const stack = [...ids].filter((id) => snapshot.byId.has(id))
  while (stack.length) {
    const id = stack.pop()!
    if (out.has(id)) continue
    out.add(id)
    for (const child of snapshot.childrenOf.get(id) ?? []) stack.push(child.id)
  }
  return out
}

/** True when `ancestorId` is `id` or one of its ancestors. */
export function isAncestorOrSelf(snapshot: MenuSnapshot, ancestorId: string, id: string): boolean {
  for (let m = snapshot.byId.get(id); m; m = snapshot.byId.get(m.parentId))
    if (m.id === ancestorId) return true
  return false
}

export function localName(
  row: { name: string; nameZhHk: string | null; nameEn: string | null },
  locale: Locale,
): string {
  if (locale === 'zh_HK') return row.nameZhHk || row.name
  if (locale === 'en') return row.nameEn || row.name
  return row.name
}

export type Tree<T> = T & { children?: Tree<T>[] }

/**
 * Nests items by parentId, keeping their order; an item whose parent is not among them is a root
 * (a filtered list still shows every match).
 */
export function nest<T extends { id: string; parentId: string }>(items: T[]): Tree<T>[] {
  const nodes = new Map<string, Tree<T>>(items.map((item) => [item.id, { ...item }]))
  const roots: Tree<T>[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId !== TOP_PARENT_ID ? nodes.get(node.parentId) : undefined
    if (parent) (parent.children ??= []).push(node)
    else roots.push(node)
  }
  return roots
}
