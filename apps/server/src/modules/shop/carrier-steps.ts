import { eq } from 'drizzle-orm'
import type { CarrierStep, ShopOrderStatus } from '@store/contract'
import type { ShopContext } from './context'
import { logOrder, moveOrder } from './order-log'
import { shopOrder } from './schema'

/**
 * How an express order follows the parcel the order management area (OMS) ships for it through a
 * carrier: the first waybill ships it, the carrier's steps go on its timeline, the delivery completes
 * it. An order no longer where a step expects it (shipped or completed by hand, cancelled) only keeps
 * what it has: the warehouse's parcel never undoes the shop's own decisions.
 */
async function lockByNo(c: ShopContext, orderNo: string) {
  const [row] = await c.tx.select().from(shopOrder).where(eq(shopOrder.orderNo, orderNo)).for('update')
  return row
}

export async function shipWithWaybill(c: ShopContext, orderNo: string, carrier: string, waybillNo: string) {
  const order = await lockByNo(c, orderNo)
  if (order?.status !== 'paid' || order.deliveryType !== 'express') return
  await moveOrder(
    c,
    order,
    ['paid'],
    'shipped',
    'ship',
    { carrier, trackingNo: waybillNo, shippedAt: new Date() },
    `${carrier} ${waybillNo}`,
  )
}

export async function noteCarrierStep(c: ShopContext, orderNo: string, step: CarrierStep, note: string) {
  const order = await lockByNo(c, orderNo)
  if (order?.status !== 'shipped') return
  const status = order.status as ShopOrderStatus
  await logOrder(c, order.id, `carrier_${step}`, status, status, note)
}

export async function completeDelivered(c: ShopContext, orderNo: string, note: string) {
  const order = await lockByNo(c, orderNo)
  if (order?.status !== 'shipped') return
  await moveOrder(c, order, ['shipped'], 'completed', 'complete', {}, note)
}
