import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { cancelPick, createPick, type PickShipped } from '../wms'
import type { OmsContext } from './context'
import { moveOrder } from './move'
import { orderRow } from './orders'
import { linesOf } from './reshape'
import { omsOrder } from './schema'

/** Hands a released order to its warehouse: a WMS pick list reserving its lines (refused if short). */
export async function allocateOrder(c: OmsContext, id: string) {
  const order = await orderRow(c, id)
  // moved first: of two concurrent calls only one makes a pick list
  await moveOrder(c, id, 'allocate')
  const pick = await createPick(c, { warehouseId: order.warehouseId!, lines: await linesOf(c, id) })
  await c.tx.update(omsOrder).set({ pickId: pick.id }).where(eq(omsOrder.id, id))
}

/** Cancels an order not yet shipped; a pick list made for it is cancelled too, giving its stock back. */
export async function cancelOrder(c: OmsContext, id: string, reason: string) {
  const moved = await moveOrder(c, id, 'cancel', {}, reason)
  if (moved.pickId) await cancelPick(c, moved.pickId)
}

/** The WMS shipped a pick list: the order handed to it is shipped. */
export function pickShippedListener(ids: IdGenerator) {
  return async (tx: Tx, shipped: PickShipped) => {
    const [order] = await tx
      .select()
      .from(omsOrder)
      .where(and(eq(omsOrder.pickId, shipped.pickId), eq(omsOrder.status, 'allocated')))
    if (!order) return
    await moveOrder({ tx, ids, userId: null, locale: 'zh_CN' }, order.id, 'ship', {}, shipped.code)
  }
}
