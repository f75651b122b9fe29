import { and, eq } from 'drizzle-orm'
import { translate, type PurchaseRecord } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { refundPoints, spendPointsFromLots, type LedgerContext } from '../ledger'
import type { OrderRefundedListener } from '../shop'
import { activityOf, assertRunning } from './activities'
import type { ActivityContext } from './context'
import { cancelActivityOrder, orderFor } from './pay'
import { giveBackUnits, purchaseRecord, takeUnits } from './purchases'
import { shopActivityPurchase } from './schema'

const purchase = shopActivityPurchase
const spendKey = (id: string) => `shop-activity:exchange:${id}`
const ledgerOf = (c: Pick<ActivityContext, 'ids' | 'userId' | 'now'>): LedgerContext => ({
  ids: c.ids,
  userId: c.userId,
  at: c.now,
})

/**
 * An integral-shop exchange, in one transaction: units within the stock and the member's limit, the
 * points spent through the member's points ledger (which records the lots that funded them, kept on
 * the exchange), the goods sold as a paid shop order at the cash part. Too few points: refused, nothing kept.
 */
export async function exchange(
  c: ActivityContext,
  input: { activityId: string; memberId: string; quantity: number },
): Promise<PurchaseRecord> {
  const a = await activityOf(c.tx, input.activityId, 'integral')
  assertRunning(a, c)
  await takeUnits(c, a, input.memberId, input.quantity)
  const id = c.ids.next()
  const points = a.points! * input.quantity
  const { lots } = await spendPointsFromLots(c.tx, ledgerOf(c), {
    memberId: input.memberId,
    eventKey: spendKey(id),
    points,
    remark: `积分商城兑换：${a.name}`,
  })
  const sale = {
    memberId: input.memberId,
    quantity: input.quantity,
    unitPriceFen: a.activityPriceFen,
    recordId: id,
  }
  const orderId = await orderFor(c, a, sale)
  await c.tx.insert(purchase).values({
    id,
    activityId: a.id,
    memberId: input.memberId,
    quantity: input.quantity,
    paidFen: a.activityPriceFen * input.quantity,
    orderId,
    points,
    spendEventKey: spendKey(id),
    lots,
    status: 'paid',
    createUser: c.userId,
  })
  return purchaseRecord(c, id)
}

type Giver = Pick<ActivityContext, 'tx' | 'ids' | 'userId' | 'now'>

/** Marks a paid exchange refunded, once (a guarded state change); null: it was not paid (any more). */
async function markRefunded(c: Giver, id: string) {
  const [p] = await c.tx
    .update(purchase)
    .set({ status: 'refunded' })
    .where(and(eq(purchase.id, id), eq(purchase.status, 'paid')))
    .returning()
  return p ?? null
}

/** What the exchange took goes back: its points into exactly the lots that funded it, its units to the counters. */
async function giveBack(c: Giver, p: typeof purchase.$inferSelect) {
  await refundPoints(c.tx, ledgerOf(c), {
    eventKey: `shop-activity:exchange-refund:${p.id}`,
    spendEventKey: p.spendEventKey!,
    remark: '积分商城兑换退回',
  })
  await giveBackUnits(c, p.activityId, p.memberId, p.quantity)
}

/**
 * Refunds an exchange once: its points go back into exactly the lots that funded it, its shop order is
 * cancelled (the cash refunded, the units back to the goods' stock, through the shop's cancel), its
 * units back to the activity's counter and the member's limit.
 */
export async function refundExchange(c: ActivityContext, id: string): Promise<PurchaseRecord> {
  const p = await markRefunded(c, id)
  if (!p) {
    const [seen] = await c.tx.select({ id: purchase.id }).from(purchase).where(eq(purchase.id, id))
    throw seen ? badRequest('shopActivityRefunded') : notFound()
  }
  await activityOf(c.tx, p.activityId, 'integral')
  if (p.orderId) await cancelActivityOrder(c, p.orderId, translate('shopActivityExchangeRefunded', c.locale))
  await giveBack(c, p)
  return purchaseRecord(c, p.id)
}

/**
 * An after-sale refunded an exchange's order in full (the shop refunded the cash and took the units
 * back): the exchange is refunded too, its points back to their lots, once.
 */
export const exchangeOrderRefunded: OrderRefundedListener = async (c, order) => {
  if (order.source?.kind !== 'integral') return
  const p = await markRefunded({ ...c, now: new Date() }, order.source.recordId)
  if (p) await giveBack({ ...c, now: new Date() }, p)
}
