import { isExpired, routeOf } from '../menu/tree'
import type { MenuRoute } from '../menu/types'
import { preloadFederatedSubApp, type LoadableEntry } from './federation'
import { absoluteEntry, microAppByMenu, type MicroAppEntry } from './registry'

/**
 * The sub-app a menu path would mount, as the tenant's registry resolves it (its version and gray
 * release), or null: not a menu this user has, an expired one, an iframe app or one with nothing
 * published. The same choice MicroAppView makes, so a prefetch fetches what the mount will load.
 */
export function prefetchableApp(
  registry: readonly MicroAppEntry[],
  menus: readonly MenuRoute[],
  path: string,
): LoadableEntry | null {
  const pathname = path.split('?')[0]!
  const menu = routeOf(menus, pathname)
  if (!menu || isExpired(menu)) return null
  const app = microAppByMenu(registry, pathname, menu.microName ?? undefined)
  if (!app?.entry || app.iframe) return null
  return { ...app, entry: app.entry }
}

/** The Network Information API where the browser has it (Chromium). */
interface Connection {
  saveData?: boolean
  effectiveType?: string
}

/** Prefetching spends data the user may pay for: never with Save-Data on or on a 2G-like link. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

const connectionOf = (): Connection | undefined =>
  (navigator as Navigator & { connection?: Connection }).connection

/** An HTML entry (qiankun) is prefetched by the browser at its idle priority. */
function linkPrefetch(url: string): void {
  const link = document.createElement('link')
  link.rel = 'prefetch'
  link.href = url
  document.head.append(link)
}

/** The sub-app entries prefetched in this page: each once. */
const prefetched = new Set<string>()

/**
 * Fetches ahead what mounting this sub-app will need, once per entry: a federated app through the
 * Module Federation runtime's preload (manifest, remote entry, its expose's chunks), a qiankun app's
 * HTML entry through `<link rel="prefetch">`. A failed federated preload may be tried again later.
 */
export function prefetchSubApp(app: LoadableEntry): void {
  const url = absoluteEntry(app.entry)
  if (prefetched.has(url) || !prefetchAllowed(connectionOf())) return
  prefetched.add(url)
  if (app.component === 'qiankun') linkPrefetch(url)
  else preloadFederatedSubApp(app).catch(() => prefetched.delete(url))
}

/** Prefetches the sub-apps of these menu paths (those the user has; the rest are ignored). */
export function prefetchPaths(
  registry: readonly MicroAppEntry[],
  menus: readonly MenuRoute[],
  paths: readonly (string | null)[],
): void {
  for (const path of paths) {
    const app = path && prefetchableApp(registry, menus, path)
    if (app) prefetchSubApp(app)
  }
}
