import { count, desc, eq, sum } from 'drizzle-orm'
import type { CommissionEntry, CommissionEntryKind, DistributionStats, Page } from '@store/contract'
import { formatDateTime } from '../../core/time'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { engageCommissionEntry, engageDistOrder, engageDistributor, engageWithdrawal } from './schema'

const E = engageCommissionEntry

/** A distributor's ledger, newest first. */
export async function ledgerPage(
  c: EngageContext,
  q: { current: number; size: number; distributorId: string },
): Promise<Page<CommissionEntry>> {
  const where = eq(E.distributorId, q.distributorId)
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(E).where(where)
  const rows = await c.tx
    .select()
    .from(E)
    .where(where)
    .orderBy(desc(E.createTime), desc(E.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      distributorId: r.distributorId,
      kind: r.kind as CommissionEntryKind,
      frozenFen: r.frozenFen,
      availableFen: r.availableFen,
      orderNo: r.orderNo,
      withdrawalId: r.withdrawalId,
      createTime: formatDateTime(r.createTime, c.timeZone),
    })),
    total,
    q,
  )
}

/** The tenant's distribution figures. */
export async function distributionStats(c: EngageContext): Promise<DistributionStats> {
  const D = engageDistributor
  const W = engageWithdrawal
  const byStatus = await c.tx.select({ status: D.status, n: count() }).from(D).groupBy(D.status)
  const [balances] = await c.tx
    .select({ frozen: sum(D.frozenFen).mapWith(Number), available: sum(D.availableFen).mapWith(Number) })
    .from(D)
  const withdrawals = await c.tx
    .select({ status: W.status, n: count(), fen: sum(W.amountFen).mapWith(Number) })
    .from(W)
    .groupBy(W.status)
  const [orders] = await c.tx.select({ n: count() }).from(engageDistOrder)
  const of = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0
  return {
    approved: of('approved'),
    pending: of('pending'),
    attributedOrders: orders?.n ?? 0,
    frozenFen: balances?.frozen ?? 0,
    availableFen: balances?.available ?? 0,
    withdrawnFen: withdrawals.find((w) => w.status === 'approved')?.fen ?? 0,
    pendingWithdrawals: withdrawals.find((w) => w.status === 'pending')?.n ?? 0,
  }
}
