import type { Tx } from '../../core/db/database'
import { tenant } from './schema'

export interface TenantSeed {
  tenantId: string
  tenantFullName: string
  domain?: string
}

export async function seedTenant(tx: Tx, t: TenantSeed): Promise<void> {
  await tx.insert(tenant).values(t).onConflictDoNothing()
}
