import { flatten } from '../menu/tree'
import type { MenuRoute } from '../menu/types'
import { whenIdle } from './idle'
import { prefetchPaths } from './prefetch'
import type { MicroAppEntry } from './registry'

/** How long the pointer rests on a menu item before its sub-app is prefetched (a pass-over is not). */
export const HOVER_DELAY_MS = 150

/** What the prefetcher decides with: the tenant's registry and the user's menus (null while loading). */
export type PrefetchContext = { registry: readonly MicroAppEntry[]; menus: readonly MenuRoute[] } | null

/** The paths of the items a menu group holds directly. */
const groupPaths = (menus: readonly MenuRoute[], groupIds: readonly string[]): (string | null)[] =>
  flatten(menus)
    .filter((route) => groupIds.includes(route.id))
    .flatMap((route) => (route.children ?? []).map((child) => child.path))

/**
 * Issue 22 prefetch, driven by the side menu and the recents: the pointer resting on an item, a group
 * opening, and the areas the user opened before once the browser is idle. Only menus the user has
 * are ever prefetched (prefetchableApp); `context` is read at each event, so it follows the registry.
 */
export function createMenuPrefetcher(context: () => PrefetchContext) {
  let hoverTimer: number | undefined
  const prefetch = (paths: (ctx: NonNullable<PrefetchContext>) => readonly (string | null)[]) => {
    const ctx = context()
    if (ctx) prefetchPaths(ctx.registry, ctx.menus, paths(ctx))
  }
  const leave = () => window.clearTimeout(hoverTimer)
  return {
    /** The pointer came to rest on the item of `path`. */
    hover(path: string | null): void {
      leave()
      hoverTimer = window.setTimeout(() => prefetch(() => [path]), HOVER_DELAY_MS)
    },
    leave,
    /** These menu groups were opened. */
    opened(groupIds: readonly string[]): void {
      prefetch((ctx) => groupPaths(ctx.menus, groupIds))
    },
    /** The recently opened paths, prefetched when the browser is idle; returns the cancel. */
    recentsAtIdle(paths: readonly (string | null)[]): () => void {
      return whenIdle(() => prefetch(() => paths))
    },
  }
}

export type MenuPrefetcher = ReturnType<typeof createMenuPrefetcher>
