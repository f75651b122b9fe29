import { and, eq, gte, sql } from 'drizzle-orm'
import type { CommissionEntryKind } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { engageCommissionEntry, engageDistributor } from './schema'

export interface Posting {
  distributorId: string
  kind: CommissionEntryKind
  /** change of the frozen balance (fen) */
  frozenFen: number
  /** change of the available balance (fen) */
  availableFen: number
  orderNo?: string | null
  withdrawalId?: string | null
}

/**
 * Posts one ledger entry and moves the distributor's balances by the same amounts, in one guarded update:
 * it is refused (false, nothing written) when either balance would go below zero. Balances therefore always
 * equal the sums of their entries and never go negative.
 */
export async function postCommission(
  tx: Tx,
  ids: IdGenerator,
  userId: string | null,
  p: Posting,
): Promise<boolean> {
  const d = engageDistributor
  const moved = await tx
    .update(d)
    .set({
      frozenFen: sql`${d.frozenFen} + ${p.frozenFen}`,
      availableFen: sql`${d.availableFen} + ${p.availableFen}`,
      updateTime: new Date(),
    })
    .where(
      and(
        eq(d.id, p.distributorId),
        gte(sql`${d.frozenFen} + ${p.frozenFen}`, 0),
        gte(sql`${d.availableFen} + ${p.availableFen}`, 0),
      ),
    )
    .returning({ id: d.id })
  if (!moved.length) return false
  await tx.insert(engageCommissionEntry).values({
    id: ids.next(),
    distributorId: p.distributorId,
    kind: p.kind,
    frozenFen: p.frozenFen,
    availableFen: p.availableFen,
    orderNo: p.orderNo ?? null,
    withdrawalId: p.withdrawalId ?? null,
    createUser: userId,
  })
  return true
}
