import type { Tx } from '../../core/db/database'
import { tenantApp } from './schema'

/** The applications the transaction's tenant has opened. */
export async function openedApplicationIds(tx: Tx): Promise<Set<string>> {
  return new Set((await tx.select({ id: tenantApp.applicationId }).from(tenantApp)).map((r) => r.id))
}
