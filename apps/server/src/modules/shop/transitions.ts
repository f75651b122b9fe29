import { eq } from 'drizzle-orm'
import type { ShopOrderDetail, ShopOrderStatus } from '@store/contract'
import { translate } from '@store/contract'
import { badRequest } from '../../core/errors'
import { alertOrder } from './alerts'
import type { OrderContext, ShopContext } from './context'
import { logOrder, moveOrder } from './order-log'
import { announceOrderMoney } from './order-money'
import { announceOrderPaid } from './order-paid'
import { lockOrder, orderDetail, orderLines } from './order-queries'
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

/** Pays an unpaid order through the gateway with an enabled method; the shop hears `newOrder`. */
export async function payOrder(c: OrderContext, id: string, method: number): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  const { payment } = await loadSettings(c.tx)
  if (!payment.some((m) => m.paymentMethod === method && m.isEnabled)) throw badRequest('shopPaymentDisabled')
  // refused before anything is charged
  if (order.status !== 'unpaid') await moveOrder(c, order, ['unpaid'], 'paid', 'pay')
  const answer = await c.payments.charge({ orderNo: order.orderNo, amountFen: order.payableFen, method })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
  await moveOrder(c, order, ['unpaid'], 'paid', 'pay', {
    paidFen: order.payableFen,
    paymentMethod: method,
    paymentRef: answer.reference,
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

const CANCELLABLE: readonly ShopOrderStatus[] = ['awaiting_prescription', 'unpaid', 'paid']

/**
 * Cancels an order before it ships: its units go back to stock and a paid order is refunded what
 * after-sales have not refunded yet, through the gateway (the shop hears `refundOrder`).
 * `buyer`: the shop's cancellation rules apply.
 */
export async function cancelOrder(
  c: OrderContext,
  id: string,
  reason: string,
  by: 'staff' | 'buyer' = 'staff',
): Promise<ShopOrderDetail> {
  const order = await lockOrder(c.tx, id)
  if (by === 'buyer') {
    const { cancel } = await loadSettings(c.tx)
    const allowed = order.status === 'paid' ? cancel.buyerCancelPaid : cancel.buyerCancelUnpaid
    if (CANCELLABLE.includes(order.status as ShopOrderStatus) && !allowed)
      throw badRequest('shopBuyerCancelRefused')
  }
  const refundFen = order.status === 'paid' ? order.paidFen - order.refundedFen : 0
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
    const answer = await c.payments.refund({
      orderNo: order.orderNo,
      reference: order.paymentRef ?? '',
      amountFen: refundFen,
    })
    if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
    await announceOrderMoney(c.tx, {
      type: 'refunded',
      tenantId: c.tenantId,
      orderId: id,
      paidFen: order.paidFen,
      refundedFen: order.paidFen,
    })
    await alertOrder(c, 'refundOrder', {
      orderNo: order.orderNo,
      deliveryType: order.deliveryType,
      amountFen: refundFen,
    })
  }
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
