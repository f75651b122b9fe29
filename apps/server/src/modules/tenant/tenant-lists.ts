import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { tenant } from './schema'

/** Every tenant, removed ones too (their rows stay until purged): what per-tenant sweeps walk. */
export function allTenantIds(tx: Tx): Promise<{ tenantId: string }[]> {
  return tx.select({ tenantId: tenant.tenantId }).from(tenant)
}

const NAMED = { tenantId: tenant.tenantId, tenantName: tenant.tenantFullName }

/** The live tenants by id, with their full names. */
export function listLiveTenants(tx: Tx) {
  return tx.select(NAMED).from(tenant).where(eq(tenant.isDeleted, 0)).orderBy(asc(tenant.tenantId))
}

/** Those of the given tenants that are live, with their full names (in no particular order). */
export function liveTenantsAmong(tx: Tx, tenantIds: string[]) {
  return tx
    .select(NAMED)
    .from(tenant)
    .where(and(inArray(tenant.tenantId, tenantIds), eq(tenant.isDeleted, 0)))
}

/**
 * One page of the live tenants whose id starts with `tenantId` and whose full name contains
 * `tenantFullName` (each when given), by id, and how many there are in all.
 */
export async function pageOfLiveTenants(
  tx: Tx,
  filter: { tenantId?: string; tenantFullName?: string },
  page: { size: number; offset: number },
): Promise<{ records: { tenantId: string; tenantFullName: string }[]; total: number }> {
  const where = and(
    eq(tenant.isDeleted, 0),
    filter.tenantId ? ilike(tenant.tenantId, `${filter.tenantId.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.tenantFullName
      ? ilike(tenant.tenantFullName, `%${filter.tenantFullName.replace(/[\\%_]/g, '\\$&')}%`)
      : undefined,
  )
  const records = await tx
    .select({ tenantId: tenant.tenantId, tenantFullName: tenant.tenantFullName })
    .from(tenant)
    .where(where)
    .orderBy(asc(tenant.tenantId))
    .limit(page.size)
    .offset(page.offset)
  const [total] = await tx.select({ n: count() }).from(tenant).where(where)
  return { records, total: Number(total?.n ?? 0) }
}
