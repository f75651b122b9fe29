import type { ShipmentStatus } from '@store/contract'

/** Where a shipment may go next from each status: one step along the flow, never two. */
const NEXT: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  created: ['waybill_issued', 'cancelled'],
  waybill_issued: ['picked_up', 'cancelled'],
  picked_up: ['in_transit', 'exception'],
  in_transit: ['out_for_delivery', 'exception'],
  out_for_delivery: ['delivered', 'exception'],
  // once the carrier clears it, the parcel is back on the road
  exception: ['in_transit'],
  delivered: [],
  cancelled: [],
}

export const canMove = (from: ShipmentStatus, to: ShipmentStatus) => NEXT[from].includes(to)

/** The statuses a shipment may move to `to` from. */
export const sourcesOf = (to: ShipmentStatus): ShipmentStatus[] =>
  (Object.keys(NEXT) as ShipmentStatus[]).filter((from) => canMove(from, to))

const BEFORE_PICKUP: readonly ShipmentStatus[] = ['created', 'waybill_issued']

/** Whether the carrier already holds the parcels (so the shipment can no longer be cancelled). */
export const pickedUp = (status: ShipmentStatus) => status !== 'cancelled' && !BEFORE_PICKUP.includes(status)
