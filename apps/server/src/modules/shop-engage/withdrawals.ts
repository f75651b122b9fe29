import { and, count, desc, eq } from 'drizzle-orm'
import type { Page, Withdrawal, WithdrawalStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { postCommission } from './commission-ledger'
import type { EngageContext } from './context'
import { withMemberNames } from './member-names'
import { distributorOfMember } from './distributors'
import { pageOf } from './page'
import { engageWithdrawal } from './schema'

type Row = typeof engageWithdrawal.$inferSelect
const W = engageWithdrawal

const withdrawalOut = (r: Row, timeZone: string): Omit<Withdrawal, 'memberName'> => ({
  id: r.id,
  distributorId: r.distributorId,
  memberId: r.memberId,
  amountFen: r.amountFen,
  status: r.status as WithdrawalStatus,
  reason: r.reason,
  createTime: formatDateTime(r.createTime, timeZone),
  reviewTime: r.reviewTime ? formatDateTime(r.reviewTime, timeZone) : null,
})

/** One request as the calls answer it, with its member's name. */
const named = async (c: EngageContext, r: Row): Promise<Withdrawal> =>
  (await withMemberNames(c.tx, [withdrawalOut(r, c.timeZone)]))[0]!

const yuan = (fen: number) => (fen / 100).toFixed(2)

/**
 * An approved distributor asks to withdraw: the amount is held from its available balance by the ledger's
 * guarded update (never more than is available), and the request waits for review.
 */
export async function requestWithdrawal(
  c: EngageContext,
  memberId: string,
  amountFen: number,
): Promise<Withdrawal> {
  const distributor = await distributorOfMember(c, memberId)
  if (!distributor || distributor.status !== 'approved') throw badRequest('distNotDistributor')
  const id = c.ids.next()
  const held = await postCommission(c.tx, c.ids, c.userId, {
    distributorId: distributor.id,
    kind: 'withdraw',
    frozenFen: 0,
    availableFen: -amountFen,
    withdrawalId: id,
  })
  if (!held) {
    const now = await distributorOfMember(c, memberId)
    throw badRequest('distWithdrawTooMuch', { available: yuan(now?.availableFen ?? 0) })
  }
  const [row] = await c.tx
    .insert(W)
    .values({ id, distributorId: distributor.id, memberId, amountFen, status: 'pending' })
    .returning()
  return named(c, row!)
}

/** Reviews a pending request (a guarded state change: a request is reviewed once). */
async function review(c: EngageContext, id: string, status: 'approved' | 'refused', reason: string | null) {
  const [moved] = await c.tx
    .update(W)
    .set({ status, reason, reviewUser: c.userId, reviewTime: new Date() })
    .where(and(eq(W.id, id), eq(W.status, 'pending')))
    .returning()
  if (moved) return moved
  const [seen] = await c.tx.select({ id: W.id }).from(W).where(eq(W.id, id))
  throw seen ? badRequest('distReviewed') : notFound()
}

/** Approves a request: the held amount is paid out (it left the available balance when asked). */
export async function approveWithdrawal(c: EngageContext, id: string): Promise<Withdrawal> {
  return named(c, await review(c, id, 'approved', null))
}

/** Refuses a request with a reason: the held amount returns to the available balance. */
export async function refuseWithdrawal(c: EngageContext, id: string, reason: string): Promise<Withdrawal> {
  const row = await review(c, id, 'refused', reason.trim())
  await postCommission(c.tx, c.ids, c.userId, {
    distributorId: row.distributorId,
    kind: 'withdraw_return',
    frozenFen: 0,
    availableFen: row.amountFen,
    withdrawalId: row.id,
  })
  return named(c, row)
}

export async function withdrawalPage(
  c: EngageContext,
  q: { current: number; size: number; status?: WithdrawalStatus },
): Promise<Page<Withdrawal>> {
  const where = q.status ? eq(W.status, q.status) : undefined
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(W).where(where)
  const rows = await c.tx
    .select()
    .from(W)
    .where(where)
    .orderBy(desc(W.createTime), desc(W.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    await withMemberNames(
      c.tx,
      rows.map((r) => withdrawalOut(r, c.timeZone)),
    ),
    total,
    q,
  )
}
