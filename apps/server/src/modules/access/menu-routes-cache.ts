import type { Locale } from '@store/contract'
import type { Session } from '../../core/tokens'
import type { MenuSnapshot } from '../menu'

/** A serialised answer and its ETag. */
export interface CachedBody {
  body: string
  etag: string
  /** when the answer changes by itself (a menu or the tenant's licence expires), as epoch ms */
  changesAt: number | null
}

interface Entry {
  version: string
  snapshot: MenuSnapshot
  until: number
  value: Promise<CachedBody>
}

/**
 * What no version announces (the tenant's time zone and licence expiry, set by the platform) shows
 * within this age; versions and the catalog drop an answer as soon as grants or menus change.
 */
const MAX_AGE_MS = 60_000
const MAX_ENTRIES = 10_000

/**
 * One of the shell's menu trees (its routes, its buttons), serialised once per (tenant, role set,
 * language) as of the tenant's access version and the menu catalog snapshot it was built from, so a
 * reload answers from memory (304 when the shell holds the same ETag). A miss is single-flight:
 * concurrent callers wait for one build.
 */
export class MenuRoutesCache {
  private readonly entries = new Map<string, Entry>()

  async get(
    session: Session,
    locale: Locale,
    version: string,
    snapshot: MenuSnapshot,
    build: () => Promise<CachedBody>,
  ): Promise<CachedBody> {
    const key = `${session.tenantId}|${[...session.roleIds].sort().join(',')}|${locale}`
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.version === version && hit.snapshot === snapshot && hit.until > now) return hit.value
    if (!hit && this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    const value = build()
    const entry: Entry = { version, snapshot, until: now + MAX_AGE_MS, value }
    this.entries.set(key, entry)
    value.then(
      ({ changesAt }) => {
        if (changesAt !== null) entry.until = Math.min(entry.until, changesAt)
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    return value
  }
}
