import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import { TtlCache } from '../../core/cache'
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
  private readonly zones = new TtlCache<string>(CACHE_MS)

  constructor(private readonly db: Database) {}

  timeZoneOf(tenantId: string): Promise<string> {
    return this.zones.get(tenantId, async () => {
      const [row] = await this.db.withSystem((tx) =>
        tx.select({ timeZone: tenant.timeZone }).from(tenant).where(eq(tenant.tenantId, tenantId)),
      )
      return row?.timeZone ?? DEFAULT_TIME_ZONE
    })
  }

  /** Forgets what is cached of a tenant (clear-cache): the next request reads it afresh. */
  invalidate(tenantId: string): void {
    this.zones.invalidate((key) => key === tenantId)
  }
}

export const tenantDirectoryPlugin = fp(
  async (app) => {
    app.decorate('tenants', new TenantDirectory(app.db))
  },
  { name: 'tenants', dependencies: ['db'] },
)
