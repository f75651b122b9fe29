import type { ShipmentStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { carrierById } from './catalogue'
import type { TmsContext } from './context'
import type { ShipmentRow } from './moves'

/** A step added to a shipment's timeline, as the areas that ship through TMS hear it. */
export interface ShipmentTracked {
  tenantId: string
  /** what the shipment carries: a shipped WMS pick list's code, or free text */
  sourceRef: string
  waybillNo: string | null
  carrierName: string
  status: ShipmentStatus
  location: string | null
}
export type ShipmentTrackedListener = (tx: Tx, tracked: ShipmentTracked) => Promise<void>

const listeners: ShipmentTrackedListener[] = []

/**
 * The port the order management area plugs into (it comes above TMS): it hears each new timeline step
 * in the transaction that recorded it, so an order follows its parcel or neither changes. Returns the
 * unplug function.
 */
export function onShipmentTracked(listener: ShipmentTrackedListener): () => void {
  listeners.push(listener)
  return () => void listeners.splice(listeners.indexOf(listener), 1)
}

export async function announceShipmentTracked(
  c: TmsContext,
  shipment: ShipmentRow,
  status: ShipmentStatus,
  location: string | null,
): Promise<void> {
  if (listeners.length === 0) return
  const carrier = await carrierById(c, shipment.carrierId)
  const tracked: ShipmentTracked = {
    tenantId: shipment.tenantId,
    sourceRef: shipment.sourceRef,
    waybillNo: shipment.waybillNo,
    carrierName: carrier.name,
    status,
    location,
  }
  for (const listener of listeners) await listener(c.tx, tracked)
}
