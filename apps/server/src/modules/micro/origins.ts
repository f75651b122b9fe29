import { isNotNull } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { microApp, microAppVersion } from './schema'

const originOf = (address: string): string | null => {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null // a path on this server
  }
}

/**
 * The other servers the registry loads sub-apps from: the origins of every published build's entry
 * and every app's own address (a CDN, an area team's server). The page's CSP lets their scripts in.
 */
export async function subAppOrigins(tx: Tx): Promise<string[]> {
  const entries = await tx.selectDistinct({ address: microAppVersion.entry }).from(microAppVersion)
  const urls = await tx
    .selectDistinct({ address: microApp.url })
    .from(microApp)
    .where(isNotNull(microApp.url))
  const origins = [...entries, ...urls].map((row) => originOf(row.address ?? ''))
  return [...new Set(origins.filter((o): o is string => o !== null))].sort()
}
