import { useEffect, useMemo, useRef } from 'react'
import { createMenuPrefetcher, type MenuPrefetcher, type PrefetchContext } from '../micro/menu-prefetcher'
import { useMicroRegistry } from '../micro/use-registry'
import { useShellSelector } from '../store'

/** The tenant's registry and the user's menus, once both are known. */
function usePrefetchContext(): PrefetchContext {
  const registry = useMicroRegistry()
  const routes = useShellSelector((s) => s.menu.routes)
  const settled = useShellSelector((s) => s.menu.settled)
  return useMemo(
    () => (registry.status === 'ready' && settled ? { registry: registry.entries, menus: routes } : null),
    [registry, routes, settled],
  )
}

/** The side menu's prefetcher (hover, group opened); a pending hover ends with the menu. */
export function useMenuPrefetcher(): MenuPrefetcher {
  const context = usePrefetchContext()
  const current = useRef(context)
  useEffect(() => {
    current.current = context
  }, [context])
  const prefetcher = useMemo(() => createMenuPrefetcher(() => current.current), [])
  useEffect(() => prefetcher.leave, [prefetcher])
  return prefetcher
}

/** The areas the user opened before (recently visited), prefetched when the browser is idle. */
export function useRecentsPrefetch(): void {
  const context = usePrefetchContext()
  const lately = useShellSelector((s) => s.quick.lately)
  useEffect(() => {
    if (!context) return
    return createMenuPrefetcher(() => context).recentsAtIdle(lately.map((recent) => recent.path))
  }, [context, lately])
}
