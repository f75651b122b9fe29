import { microRegistryEndpoints, type MicroAppEntry } from '@store/contract'
import { call, type Api } from '@store/request'

/** One sub-app as the server's registry gives it to this tenant (spec §3 Micro-app definition + version). */
export type { MicroAppEntry }

export const fetchRegistry = (api: Api): Promise<MicroAppEntry[]> =>
  call(api, microRegistryEndpoints.registry)

/** The sub-app whose base route holds `pathname` (spec §2: micro-apps by base route), if any. */
export function microAppOf(entries: readonly MicroAppEntry[], pathname: string): MicroAppEntry | undefined {
  let best: MicroAppEntry | undefined
  for (const entry of entries) {
    const base = entry.baseroute.replace(/\/+$/, '')
    const inside = pathname === base || pathname.startsWith(`${base}/`)
    if (inside && (!best || base.length > best.baseroute.length)) best = entry
  }
  return best
}

/**
 * The sub-app of a path: the one whose base route holds it, else the one its menu names, mounted at
 * the path's first segment (the spec's fixed `/ecshop/order/orderManagement` is the shop's).
 */
export function microAppByMenu(
  entries: readonly MicroAppEntry[],
  pathname: string,
  appName?: string,
): MicroAppEntry | undefined {
  const byBase = microAppOf(entries, pathname)
  if (byBase || !appName) return byBase
  const named = entries.find((e) => e.name === appName)
  return named && { ...named, baseroute: `/${pathname.split('/')[1] ?? ''}` }
}

/**
 * The path inside the sub-app: the menu path with the app's base path stripped (spec §2 micro-app
 * routing rule), query kept.
 */
export function innerPath(entry: MicroAppEntry, fullPath: string): string {
  const rest = fullPath.slice(entry.baseroute.replace(/\/+$/, '').length)
  if (rest === '' || rest.startsWith('?')) return `/${rest}`
  return rest
}

/** The remote's container name; the MF remote preset (configs/webpack/remote.cjs) names it the same way. */
export const containerName = (name: string): string => `storedesk_${name.replace(/[^A-Za-z0-9_]/g, '_')}`

/** An entry as an absolute URL: the registry may name a path on this server or any CDN. */
export const absoluteEntry = (entry: string, origin = window.location.origin): string =>
  new URL(entry, origin).href
