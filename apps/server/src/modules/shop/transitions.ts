import { eq } from 'drizzle-orm'
import type { ShopOrderDetail, ShopOrderStatus } from '@store/contract'
import { translate } from '@store/contract'
import { badRequest } from '../../core/errors'
import { alertOrder } from './alerts'
import type { OrderContext, ShopContext } from './context'
import { logOrder, moveOrder } from './order-log'
import { announceOrderCancelled } from './order-cancelled'
import { announceOrderMoney } from './order-money'
import { announceOrderPaid } from './order-paid'
import { prepaidFen } from './prepaid'
import { lockOrder, orderDetail, orderLines } from './order-queries'
import { refundPayment } from './refund'
import { shopOrder } from './schema'
import { loadSettings } from './settings'
import { releaseStock } from './stock'

const detail = (c: ShopContext, id: string) => orderDetail(c.tx, id, c.timeZone)

/** The pharmacist approved the order's prescription (the pharmacy area calls it): it waits to be paid. */
export async function approvePrescription(c: OrderContext, id: string): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  const { cancelMinutes } = await loadSettings(c.tx)
  const expiresAt = new Date(Date.now() + cancelMinutes * 60_000)
  await moveOrder(c, order, ['awaiting_prescription'], 'unpaid', 'prescription_approved', { expiresAt })
  await c.scheduleTimeout(c.tx, c.tenantId, id, expiresAt)
  return detail(c, id)
}

/** Charges what the prepaid tenders left of an order through the gateway; nothing left, no charge. */
async function chargeRest(c: OrderContext, order: { orderNo: string }, amountFen: number, method: number) {
  if (amountFen === 0) return null
  const answer = await c.payments.charge({ orderNo: order.orderNo, amountFen, method })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
  return answer.reference
}

/**
 * Pays an unpaid order with an enabled method: the gateway charges what its prepaid tenders (gift cards)
 * did not pay (nothing when they paid it all); the shop hears `newOrder`.
 */
export async function payOrder(c: OrderContext, id: string, method: number): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  const { payment } = await loadSettings(c.tx)
  if (!payment.some((m) => m.paymentMethod === method && m.isEnabled)) throw badRequest('shopPaymentDisabled')
  // refused before anything is charged
  if (order.status !== 'unpaid') await moveOrder(c, order, ['unpaid'], 'paid', 'pay')
  const prepaid = await prepaidFen(c.tx, id)
  const paymentRef = await chargeRest(c, order, order.payableFen - prepaid, method)
  await moveOrder(c, order, ['unpaid'], 'paid', 'pay', {
    paidFen: order.payableFen,
    prepaidFen: prepaid,
    paymentMethod: method,
    paymentRef,
    paidAt: new Date(),
    expiresAt: null,
  })
  await announceOrderMoney(c.tx, {
    type: 'paid',
    tenantId: c.tenantId,
    orderId: id,
    paidFen: order.payableFen,
    paidAt: new Date(),
  })
  await alertOrder(c, 'newOrder', {
    orderNo: order.orderNo,
    deliveryType: order.deliveryType,
    amountFen: order.payableFen,
  })
  if (order.deliveryType === 'express')
    await announceOrderPaid(c.tx, {
      tenantId: c.tenantId,
      orderId: id,
      orderNo: order.orderNo,
      buyerName: order.buyerName,
      buyerPhone: order.buyerPhone,
      address: order.address ?? '',
      lines: (await orderLines(c.tx, id)).map((l) => ({ goodsId: l.goodsId, quantity: l.quantity })),
    })
  return detail(c, id)
}

export async function shipOrder(
  c: OrderContext,
  id: string,
  carrier: string,
  trackingNo: string,
): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  if (order.deliveryType !== 'express') throw badRequest('shopNotExpress')
  await moveOrder(
    c,
    order,
    ['paid'],
    'shipped',
    'ship',
    { carrier, trackingNo, shippedAt: new Date() },
    `${carrier} ${trackingNo}`,
  )
  return detail(c, id)
}

export async function pickupOrder(c: OrderContext, id: string): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  if (order.deliveryType !== 'pickup') throw badRequest('shopNotPickup')
  await moveOrder(c, order, ['paid'], 'completed', 'pickup')
  return detail(c, id)
}

export async function completeOrder(c: OrderContext, id: string): Promise<ShopOrderDetail> {
  await moveOrder(c, await lockOrder(c.tx, id), ['shipped'], 'completed', 'complete')
  return detail(c, id)
}

const CANCELLABLE: readonly ShopOrderStatus[] = ['awaiting_prescription', 'unpaid', 'group_forming', 'paid']
const PAID: readonly string[] = ['group_forming', 'paid']

/**
 * Cancels an order before it ships: its units go back to stock and a paid order is refunded what
 * after-sales have not refunded yet, to its prepaid tenders first, the rest through the gateway (the shop
 * hears `refundOrder`); what the tenders paid of an unpaid order goes back to them through the
 * cancellation port.
 * `buyer`: the shop's cancellation rules apply.
 */
export async function cancelOrder(
  c: ShopContext & Pick<OrderContext, 'payments'>,
  id: string,
  reason: string,
  by: 'staff' | 'buyer' = 'staff',
): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  if (by === 'buyer') {
    const { cancel } = await loadSettings(c.tx)
    const allowed = PAID.includes(order.status) ? cancel.buyerCancelPaid : cancel.buyerCancelUnpaid
    if (CANCELLABLE.includes(order.status as ShopOrderStatus) && !allowed)
      throw badRequest('shopBuyerCancelRefused')
  }
  const refundFen = PAID.includes(order.status) ? order.paidFen - order.refundedFen : 0
  await moveOrder(
    c,
    order,
    CANCELLABLE,
    'cancelled',
    'cancel',
    { cancelReason: reason, expiresAt: null, refundedFen: order.paidFen },
    reason,
  )
  for (const line of await orderLines(c.tx, id)) await releaseStock(c.tx, line.shopGoodsId, line.quantity)
  if (refundFen > 0) {
    await refundPayment(c, order, refundFen)
    await announceOrderMoney(c.tx, {
      type: 'refunded',
      tenantId: c.tenantId,
      orderId: id,
      paidFen: order.paidFen,
      refundedFen: order.paidFen,
    })
  }
  await announceOrderCancelled(c.tx, { tenantId: c.tenantId, orderId: id, orderNo: order.orderNo })
  if (refundFen > 0)
    await alertOrder(c, 'refundOrder', {
      orderNo: order.orderNo,
      deliveryType: order.deliveryType,
      amountFen: refundFen,
    })
  return detail(c, id)
}

/** The unpaid-order timeout: cancels the order if it is still unpaid and its time has passed. */
export async function expireOrder(c: OrderContext, id: string, now = new Date()): Promise<boolean> {
  const order = await lockOrder(c.tx, id)
  if (order.status !== 'unpaid' || !order.expiresAt || order.expiresAt > now) return false
  await cancelOrder(c, id, translate('shopUnpaidTimeout', c.locale))
  return true
}

export async function remarkOrder(c: ShopContext, id: string, remark: string): Promise<ShopOrderDetail> {
  await lockOrder(c.tx, id)
  await c.tx
    .update(shopOrder)
    .set({ remark, updateUser: c.userId, updateTime: new Date() })
    .where(eq(shopOrder.id, id))
  await logOrder(c, id, 'remark', null, null, remark)
  return detail(c, id)
}
