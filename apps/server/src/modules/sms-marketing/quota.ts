import { and, asc, eq, sql } from 'drizzle-orm'
import type { DeptUsage } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { smsMktDept } from './schema'

/** How many of `wanted` messages at `priceFen` each a balance pays for: never more than it covers. */
export const affordable = (balanceFen: number, priceFen: number, wanted: number): number =>
  priceFen === 0 ? wanted : Math.max(0, Math.min(wanted, Math.floor(balanceFen / priceFen)))

/**
 * Charges the department for as many of `wanted` messages as its balance pays for and answers how
 * many that is. The row lock serialises concurrent campaigns of one department, and the update is
 * guarded (and the table's check refuses spending past the quota), so the quota is never overspent.
 */
export async function chargeQuota(tx: Tx, deptId: string, wanted: number, priceFen: number): Promise<number> {
  const [dept] = await tx
    .select({ quotaFen: smsMktDept.quotaFen, spentFen: smsMktDept.spentFen })
    .from(smsMktDept)
    .where(eq(smsMktDept.id, deptId))
    .for('update')
  if (!dept) return 0
  const paid = affordable(dept.quotaFen - dept.spentFen, priceFen, wanted)
  if (paid === 0 || priceFen === 0) return paid
  const cost = paid * priceFen
  const charged = await tx
    .update(smsMktDept)
    .set({ spentFen: sql`${smsMktDept.spentFen} + ${cost}` })
    .where(and(eq(smsMktDept.id, deptId), sql`${smsMktDept.quotaFen} - ${smsMktDept.spentFen} >= ${cost}`))
    .returning({ id: smsMktDept.id })
  return charged.length ? paid : 0
}

/** Each live department's quota, what it has spent and its balance. */
export async function deptUsage(tx: Tx): Promise<DeptUsage[]> {
  const rows = await tx
    .select()
    .from(smsMktDept)
    .where(eq(smsMktDept.isDeleted, 0))
    .orderBy(asc(smsMktDept.name))
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    quotaFen: d.quotaFen,
    spentFen: d.spentFen,
    balanceFen: d.quotaFen - d.spentFen,
  }))
}
