import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { tenant } from './schema'

export type TenantRow = typeof tenant.$inferSelect

/** The tenant's row in the registry, unless removed (whatever its status or expiry). */
export async function liveTenant(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenant)
    .where(and(eq(tenant.tenantId, tenantId), eq(tenant.isDeleted, 0)))
  return row
}

/** The tenant's `accountNumber`: how many users it may have (-1 unlimited); undefined for an unknown tenant. */
export async function accountLimitOf(tx: Tx, tenantId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ limit: tenant.accountNumber })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
  return row?.limit
}

/** The tenant's time zone and licence expiry (null: none), removed or not; undefined for an unknown tenant. */
export async function zoneAndExpiryOf(
  tx: Tx,
  tenantId: string,
): Promise<{ timeZone: string; expireTime: Date | null } | undefined> {
  const [row] = await tx
    .select({ timeZone: tenant.timeZone, expireTime: tenant.expireTime })
    .from(tenant)
    .where(eq(tenant.tenantId, tenantId))
  return row
}
