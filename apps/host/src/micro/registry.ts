import type { Api } from '@store/request'

/** One sub-app as the server's registry gives it to this tenant (spec §3 Micro-app definition + version). */
export interface MicroAppEntry {
  name: string
  baseroute: string
  component: 'federation' | 'qiankun'
  iframe: boolean
  /** the external page of an iframe app */
  url: string | null
  /** the module a federated sub-app exposes, e.g. `./App` */
  expose: string
  /** the version this tenant gets (its gray-release pin, else the current one); null: none released */
  version: string | null
  /** what the host loads first: mf-manifest.json / remoteEntry.js, or the qiankun HTML entry */
  entry: string | null
  /** the bridge major the release was built against */
  bridge: number | null
}

export const REGISTRY_PATH = '/api/blade-system/micro-app/registry'

export const fetchRegistry = (api: Api): Promise<MicroAppEntry[]> => api.get<MicroAppEntry[]>(REGISTRY_PATH)

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
