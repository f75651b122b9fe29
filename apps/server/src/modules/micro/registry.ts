import { and, asc, eq, or } from 'drizzle-orm'
import type { MicroAppEntry, MicroComponent } from '@store/contract'
import { TtlCache } from '../../core/cache'
import type { Database, TenantContext, Tx } from '../../core/db/database'
import { microApp, microAppGray, microAppVersion } from './schema'

/**
 * How long a node keeps a tenant's resolved registry. A change made on this node drops it at once
 * (`invalidate`); other nodes see it when their copy expires.
 */
const REGISTRY_TTL_MS = 3_000

declare module '../../core/db/database' {
  interface CommittedEvents {
    /** The catalogue, a version or pins changed: the tenants' registries (every tenant's without ids). */
    'micro:registry-changed': { tenantIds?: string[] }
  }
}

type Release = Pick<MicroAppEntry, 'version' | 'entry' | 'bridge'>
const NO_RELEASE: Release = { version: null, entry: null, bridge: null }

/**
 * The registry of the transaction's tenant: every enabled sub-app with the version the tenant gets —
 * its pin when it has one (and that version exists), else the current version, else none.
 */
export async function readRegistry(tx: Tx): Promise<MicroAppEntry[]> {
  const apps = await tx
    .select()
    .from(microApp)
    .where(and(eq(microApp.status, 1), eq(microApp.isDeleted, 0)))
    .orderBy(asc(microApp.sort), asc(microApp.name))
  const pins = await tx.select({ name: microAppGray.name, version: microAppGray.version }).from(microAppGray)
  const versions = await tx
    .select({
      name: microAppVersion.name,
      version: microAppVersion.version,
      entry: microAppVersion.entry,
      bridge: microAppVersion.bridge,
      current: microAppVersion.current,
    })
    .from(microAppVersion)
    .where(
      or(
        eq(microAppVersion.current, true),
        ...pins.map((p) => and(eq(microAppVersion.name, p.name), eq(microAppVersion.version, p.version))),
      ),
    )
  const pinned = new Map(pins.map((p) => [p.name, p.version]))
  const releaseOf = (name: string): Release => {
    const mine = versions.filter((v) => v.name === name)
    const chosen = mine.find((v) => v.version === pinned.get(name)) ?? mine.find((v) => v.current)
    return chosen ? { version: chosen.version, entry: chosen.entry, bridge: chosen.bridge } : NO_RELEASE
  }
  return apps.map((a) => ({
    name: a.name,
    baseroute: a.baseroute,
    component: a.component as MicroComponent,
    iframe: a.iframe === 1,
    url: a.url,
    expose: a.expose,
    ...releaseOf(a.name),
  }))
}

/** Each tenant's resolved registry, cached briefly per node; the signed-in routes read it here. */
export class MicroRegistry {
  private readonly cache = new TtlCache<MicroAppEntry[]>(REGISTRY_TTL_MS)

  constructor(private readonly db: Database) {}

  of(tenant: TenantContext): Promise<MicroAppEntry[]> {
    return this.cache.get(tenant.tenantId, () => this.db.withTenant(tenant, readRegistry))
  }

  /** Drops the cached registries of these tenants (every tenant's without ids). */
  invalidate(tenantIds?: string[]): void {
    this.cache.invalidate(tenantIds && ((key) => tenantIds.includes(key)))
  }
}
