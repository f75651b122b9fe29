import { and, eq, inArray } from 'drizzle-orm'
import { SHIPMENT_STATUS_NAMES, type ShipmentStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import type { TmsContext } from './context'
import { tmsShipment } from './schema'
import { pickedUp, sourcesOf } from './status-flow'

export type ShipmentRow = typeof tmsShipment.$inferSelect

export async function shipmentRow(c: Pick<TmsContext, 'tx'>, id: string): Promise<ShipmentRow> {
  const [row] = await c.tx.select().from(tmsShipment).where(eq(tmsShipment.id, id))
  if (!row) throw notFound()
  return row
}

/**
 * Moves a shipment one step to `to` with one guarded UPDATE: of two concurrent moves only one goes
 * through, and a move that would skip a step (or cancel after pickup) is refused and changes nothing.
 */
export async function moveShipment(
  c: TmsContext,
  id: string,
  to: ShipmentStatus,
  changes: Partial<ShipmentRow> = {},
): Promise<ShipmentRow> {
  const [moved] = await c.tx
    .update(tmsShipment)
    .set({ ...changes, status: to, updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(tmsShipment.id, id), inArray(tmsShipment.status, sourcesOf(to))))
    .returning()
  if (moved) return moved
  const from = (await shipmentRow(c, id)).status as ShipmentStatus
  if (to === 'cancelled' && pickedUp(from)) throw badRequest('tmsCancelAfterPickup')
  const name = (s: ShipmentStatus) => SHIPMENT_STATUS_NAMES[s][c.locale]
  throw badRequest('tmsStepSkipped', { from: name(from), to: name(to) })
}
