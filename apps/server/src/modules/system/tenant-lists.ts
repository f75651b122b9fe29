import { and, asc, eq, inArray } from 'drizzle-orm'
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
