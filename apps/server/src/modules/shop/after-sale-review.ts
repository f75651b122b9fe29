import { and, eq, sql } from 'drizzle-orm'
import { AFTER_SALE_STATUS_LABELS, type AfterSaleDetail, type AfterSaleStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { alertOrder } from './alerts'
import { afterSaleDetail, afterSaleLines, lockAfterSale } from './after-sale-queries'
import type { OrderContext } from './context'
import { logOrder } from './order-log'
import { announceOrderMoney } from './order-money'
import { lockOrder, sourceOf } from './order-queries'
import { announceOrderRefunded } from './order-refunded'
import { refundPayment } from './refund'
import { shopAfterSale, shopOrder, shopOrderLine } from './schema'
import { releaseStock } from './stock'

const yuan = (fen: number) => (fen / 100).toFixed(2)

/** Moves a pending request to `to` in one guarded UPDATE; a request reviewed already is refused. */
async function review(
  c: OrderContext,
  id: string,
  to: Exclude<AfterSaleStatus, 'pending'>,
  set: Partial<typeof shopAfterSale.$inferInsert> = {},
) {
  const sale = await lockAfterSale(c.tx, id)
  const refuse = () =>
    badRequest('shopAfterSaleState', {
      status: AFTER_SALE_STATUS_LABELS[sale.status as AfterSaleStatus][c.locale],
    })
  if (sale.status !== 'pending') throw refuse()
  const moved = await c.tx
    .update(shopAfterSale)
    .set({ ...set, status: to, reviewUser: c.userId, reviewTime: new Date(), updateTime: new Date() })
    .where(and(eq(shopAfterSale.id, id), eq(shopAfterSale.status, 'pending')))
    .returning({ id: shopAfterSale.id })
  if (moved.length === 0) throw refuse()
  return sale
}

/**
 * Approves a pending request: the order is refunded its amount (never past what was paid: a guarded
 * update), to its prepaid tenders (gift cards) first up to what they paid, the rest through the
 * gateway; a return's units go back to stock, the shop hears `refundOrder`; an order refunded in full
 * is announced to the order-refunded listeners (the activities).
 */
export async function approveAfterSale(c: OrderContext, id: string): Promise<AfterSaleDetail> {
  const sale = await review(c, id, 'refunded')
  const order = await lockOrder(c.tx, sale.orderId)
  const refunded = await c.tx
    .update(shopOrder)
    .set({ refundedFen: sql`${shopOrder.refundedFen} + ${sale.amountFen}`, updateTime: new Date() })
    .where(
      and(
        eq(shopOrder.id, order.id),
        sql`${shopOrder.refundedFen} + ${sale.amountFen} <= ${shopOrder.paidFen}`,
      ),
    )
    .returning({ paidFen: shopOrder.paidFen, refundedFen: shopOrder.refundedFen })
  if (refunded.length === 0) throw badRequest('shopAfterSaleNothingLeft')
  for (const { line, orderLine } of await afterSaleLines(c.tx, id)) {
    await c.tx
      .update(shopOrderLine)
      .set({ refundedFen: sql`${shopOrderLine.refundedFen} + ${line.amountFen}` })
      .where(eq(shopOrderLine.id, orderLine.id))
    if (line.quantity > 0) await releaseStock(c.tx, orderLine.shopGoodsId, line.quantity)
  }
  const { reference } = await refundPayment(c, order, sale.amountFen)
  await c.tx.update(shopAfterSale).set({ refundRef: reference }).where(eq(shopAfterSale.id, id))
  await announceOrderMoney(c.tx, {
    type: 'refunded',
    tenantId: c.tenantId,
    orderId: order.id,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen + sale.amountFen,
  })
  await logOrder(c, order.id, 'after_sale_refund', null, null, `${sale.afterSaleNo} ¥${yuan(sale.amountFen)}`)
  const [after] = refunded
  if (after!.refundedFen === after!.paidFen)
    await announceOrderRefunded(c, { orderId: order.id, source: sourceOf(order) })
  await alertOrder(
    c,
    'refundOrder',
    { orderNo: order.orderNo, deliveryType: order.deliveryType, amountFen: sale.amountFen },
    'shopAfterSaleRefund',
  )
  return afterSaleDetail(c.tx, id, c.timeZone)
}

/** Refuses a pending request with a reason: what it claimed of each line may be asked again. */
export async function refuseAfterSale(c: OrderContext, id: string, reason: string): Promise<AfterSaleDetail> {
  const sale = await review(c, id, 'refused', { refuseReason: reason })
  for (const { line, orderLine } of await afterSaleLines(c.tx, id))
    await c.tx
      .update(shopOrderLine)
      .set({
        claimedFen: sql`${shopOrderLine.claimedFen} - ${line.amountFen}`,
        claimedQty: sql`${shopOrderLine.claimedQty} - ${line.quantity}`,
      })
      .where(eq(shopOrderLine.id, orderLine.id))
  await logOrder(c, sale.orderId, 'after_sale_refuse', null, null, `${sale.afterSaleNo} ${reason}`)
  return afterSaleDetail(c.tx, id, c.timeZone)
}
