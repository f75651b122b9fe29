import { asc, eq } from 'drizzle-orm'
import type { ShipmentStatus } from '@store/contract'
import type { CarrierEvent } from './carriers/port'
import type { TmsContext } from './context'
import { moveShipment, type ShipmentRow } from './moves'
import { tmsTrackingEvent } from './schema'
import { announceShipmentTracked } from './shipment-events'

/**
 * Appends an event to a shipment's timeline and moves the shipment to its status. The event's key is
 * unique per shipment, so the same event delivered twice (even at once) adds one row and moves once;
 * an event repeating the current status (another hub in transit) only adds its row.
 */
export async function recordEvent(
  c: TmsContext,
  shipment: ShipmentRow,
  event: CarrierEvent,
): Promise<boolean> {
  const [added] = await c.tx
    .insert(tmsTrackingEvent)
    .values({
      id: c.ids.next(),
      shipmentId: shipment.id,
      eventKey: event.eventId,
      status: event.status,
      location: event.location ?? null,
      note: event.note ?? null,
      occurredAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: tmsTrackingEvent.id })
  if (!added) return false
  if (event.status !== shipment.status) await moveShipment(c, shipment.id, event.status)
  await announceShipmentTracked(c, shipment, event.status, event.location ?? null)
  return true
}

/** Records a step taken here (created, waybill issued, delivered, cancelled) on the timeline, once. */
export async function recordOwnStep(
  c: TmsContext,
  shipment: ShipmentRow,
  status: ShipmentStatus,
  note?: string,
) {
  const [added] = await c.tx
    .insert(tmsTrackingEvent)
    .values({
      id: c.ids.next(),
      shipmentId: shipment.id,
      eventKey: `storedesk-${status}`,
      status,
      note: note ?? null,
      occurredAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: tmsTrackingEvent.id })
  if (added) await announceShipmentTracked(c, shipment, status, null)
}

export async function timelineOf(c: Pick<TmsContext, 'tx'>, shipmentId: string) {
  const rows = await c.tx
    .select()
    .from(tmsTrackingEvent)
    .where(eq(tmsTrackingEvent.shipmentId, shipmentId))
    .orderBy(asc(tmsTrackingEvent.occurredAt), asc(tmsTrackingEvent.id))
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ShipmentStatus,
    location: r.location,
    note: r.note,
    occurredAt: r.occurredAt.toISOString(),
  }))
}
