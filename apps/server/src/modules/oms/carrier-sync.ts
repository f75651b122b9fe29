import type { FastifyInstance } from 'fastify'
import { and, eq, notInArray } from 'drizzle-orm'
import { isCarrierStep, type OmsStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { completeDelivered, noteCarrierStep, shipWithWaybill, type ShopContext } from '../shop'
import type { ShipmentTracked } from '../tms'
import { shippedPickId } from '../wms'
import type { OmsContext } from './context'
import { logStep } from './log'
import { moveOrder } from './move'
import { omsOrder } from './schema'

type Row = typeof omsOrder.$inferSelect

/**
 * TMS recorded a step of a shipment carrying an order's pick list: the order's timeline shows it and
 * the delivery completes the order. A shop order (channel mall) follows too: its waybill ships it, the
 * carrier's steps go on its timeline, and the delivery of its last parcel completes it.
 */
export function shipmentTrackedListener(app: FastifyInstance) {
  return async (tx: Tx, tracked: ShipmentTracked) => {
    const pickId = await shippedPickId(tx, tracked.sourceRef)
    if (!pickId) return
    const [order] = await tx.select().from(omsOrder).where(eq(omsOrder.pickId, pickId))
    if (!order) return
    const c: OmsContext = { tx, ids: app.ids, userId: null, locale: 'zh_CN' }
    const note = [tracked.carrierName, tracked.waybillNo, tracked.location].filter(Boolean).join(' ')
    const status = order.status as OmsStatus
    if (tracked.status === 'delivered') {
      if (status === 'shipped') await moveOrder(c, order.id, 'complete', {}, note)
    } else if (tracked.status === 'waybill_issued' || isCarrierStep(tracked.status)) {
      await logStep(c, order.id, `carrier_${tracked.status}`, status, status, note)
    }
    if (order.channel === 'mall') await followInShop(app, tx, tracked, order, note)
  }
}

async function followInShop(
  app: FastifyInstance,
  tx: Tx,
  tracked: ShipmentTracked,
  order: Row,
  note: string,
) {
  const shop: ShopContext = {
    tx,
    ids: app.ids,
    tenantId: tracked.tenantId,
    userId: null,
    timeZone: await app.tenants.timeZoneOf(tracked.tenantId),
    locale: 'zh_CN',
  }
  if (tracked.status === 'waybill_issued' && tracked.waybillNo)
    await shipWithWaybill(shop, order.sourceNo, tracked.carrierName, tracked.waybillNo)
  else if (isCarrierStep(tracked.status)) await noteCarrierStep(shop, order.sourceNo, tracked.status, note)
  else if (tracked.status === 'delivered' && (await allParcelsDelivered(tx, order.sourceNo)))
    await completeDelivered(shop, order.sourceNo, note)
}

/** Whether every live order taken in for this shop order (split-off parts too) has been delivered. */
async function allParcelsDelivered(tx: Tx, sourceNo: string): Promise<boolean> {
  const open = await tx
    .select({ id: omsOrder.id })
    .from(omsOrder)
    .where(
      and(
        eq(omsOrder.channel, 'mall'),
        eq(omsOrder.sourceNo, sourceNo),
        notInArray(omsOrder.status, ['completed', 'cancelled']),
      ),
    )
    .limit(1)
  return open.length === 0
}
