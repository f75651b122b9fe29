import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { BASIS_POINTS, COMMISSION_FROZEN_DAYS } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { OrderMoneyEvent } from '../shop'
import { postCommission } from './commission-ledger'
import { engageCommissionRule, engageDistOrder, engageDistributor } from './schema'

const DAY = 86_400_000

/** What the shop's money events need besides the transaction: ids and the release job's scheduler. */
export interface CommissionRuntime {
  ids: IdGenerator
  /** queues the release of the order's commission for `at` */
  scheduleRelease: (tx: Tx, tenantId: string, orderId: string, at: Date) => Promise<void>
}

/** The commission of each line: the level's rule for its goods, else the level's rule for all goods. */
async function commissionOf(tx: Tx, level: number, lines: { goodsId: string; payableFen: number }[]) {
  const r = engageCommissionRule
  const rules = await tx
    .select()
    .from(r)
    .where(
      and(
        eq(r.level, level),
        or(
          isNull(r.goodsId),
          inArray(
            r.goodsId,
            lines.map((l) => l.goodsId),
          ),
        ),
      ),
    )
  const fallback = rules.find((x) => x.goodsId === null)?.rateBp ?? 0
  return lines.reduce((sum, l) => {
    const rate = rules.find((x) => x.goodsId === l.goodsId)?.rateBp ?? fallback
    return sum + Math.floor((l.payableFen * rate) / BASIS_POINTS)
  }, 0)
}

type Placed = Extract<OrderMoneyEvent, { type: 'placed' }>

/** An order checked out with an approved distributor's code (not the distributor's own) is attributed to it. */
async function attribute(tx: Tx, e: Placed) {
  const [distributor] = await tx
    .select()
    .from(engageDistributor)
    .where(
      and(eq(engageDistributor.code, e.inviteCode.toUpperCase()), eq(engageDistributor.status, 'approved')),
    )
  if (!distributor || distributor.memberId === e.memberId) return
  await tx.insert(engageDistOrder).values({
    orderId: e.orderId,
    orderNo: e.orderNo,
    distributorId: distributor.id,
    commissionFen: await commissionOf(tx, distributor.level, e.lines),
    status: 'placed',
  })
}

async function attributed(tx: Tx, orderId: string) {
  const [row] = await tx
    .select()
    .from(engageDistOrder)
    .where(eq(engageDistOrder.orderId, orderId))
    .for('update')
  return row
}

/**
 * The distribution centre's side of the shop's money events: attribution at checkout; the commission is
 * frozen when the order is paid (and its release queued for the end of the after-sale window); a refund
 * takes back the refunded share of a commission still frozen (all of it when the whole order is refunded).
 */
export const commissionListener =
  (rt: CommissionRuntime) =>
  async (tx: Tx, e: OrderMoneyEvent): Promise<void> => {
    if (e.type === 'placed') return attribute(tx, e)
    const order = await attributed(tx, e.orderId)
    if (!order) return
    if (e.type === 'paid') {
      if (order.status !== 'placed') return
      const releaseAt = new Date(e.paidAt.getTime() + COMMISSION_FROZEN_DAYS * DAY)
      await tx
        .update(engageDistOrder)
        .set({ status: 'frozen', releaseAt })
        .where(eq(engageDistOrder.orderId, order.orderId))
      await postCommission(tx, rt.ids, null, {
        distributorId: order.distributorId,
        kind: 'commission',
        frozenFen: order.commissionFen,
        availableFen: 0,
        orderNo: order.orderNo,
      })
      await rt.scheduleRelease(tx, e.tenantId, order.orderId, releaseAt)
      return
    }
    if (order.status !== 'frozen' || e.paidFen <= 0) return
    const kept = Math.floor((order.commissionFen * Math.max(0, e.paidFen - e.refundedFen)) / e.paidFen)
    const cut = order.commissionFen - order.cancelledFen - kept
    if (cut <= 0) return
    await tx
      .update(engageDistOrder)
      .set({
        cancelledFen: sql`${engageDistOrder.cancelledFen} + ${cut}`,
        ...(kept === 0 ? { status: 'cancelled' } : {}),
      })
      .where(eq(engageDistOrder.orderId, order.orderId))
    await postCommission(tx, rt.ids, null, {
      distributorId: order.distributorId,
      kind: 'cancel',
      frozenFen: -cut,
      availableFen: 0,
      orderNo: order.orderNo,
    })
  }

/**
 * Releases an order's frozen commission (what refunds left of it) to the available balance once its
 * after-sale window has closed: the release job's work, a guarded state change (run twice, released once).
 */
export async function releaseCommission(tx: Tx, ids: IdGenerator, orderId: string, now = new Date()) {
  const moved = await tx
    .update(engageDistOrder)
    .set({ status: 'released' })
    .where(
      and(
        eq(engageDistOrder.orderId, orderId),
        eq(engageDistOrder.status, 'frozen'),
        lte(engageDistOrder.releaseAt, now),
      ),
    )
    .returning()
  const order = moved[0]
  if (!order) return false
  const amount = order.commissionFen - order.cancelledFen
  if (amount > 0)
    await postCommission(tx, ids, null, {
      distributorId: order.distributorId,
      kind: 'release',
      frozenFen: -amount,
      availableFen: amount,
      orderNo: order.orderNo,
    })
  return true
}
