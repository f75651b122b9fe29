import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import type { Database } from '../../core/db/database'
import { tenant } from './schema'

const DEFAULT_TIME_ZONE = 'Asia/Shanghai'
const CACHE_MS = 60_000

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory
  }
}

/** Read-mostly facts about tenants that every request may need, cached briefly. */
export class TenantDirectory {
  private readonly zones = new Map<string, { zone: string; until: number }>()

  constructor(private readonly db: Database) {}

  async timeZoneOf(tenantId: string): Promise<string> {
    const hit = this.zones.get(tenantId)
    if (hit && hit.until > Date.now()) return hit.zone
    const [row] = await this.db.withSystem((tx) =>
      tx.select({ timeZone: tenant.timeZone }).from(tenant).where(eq(tenant.tenantId, tenantId)),
    )
    const zone = row?.timeZone ?? DEFAULT_TIME_ZONE
    this.zones.set(tenantId, { zone, until: Date.now() + CACHE_MS })
    return zone
  }
}

export const tenantDirectoryPlugin = fp(
  async (app) => {
    app.decorate('tenants', new TenantDirectory(app.db))
  },
  { name: 'tenants', dependencies: ['db'] },
)
