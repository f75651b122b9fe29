import type { ShipmentStatus } from '@store/contract'

/** What a carrier is told about a shipment to issue its waybill. */
export interface WaybillRequest {
  shipmentCode: string
  serviceCode: string
  region: string
  weight: number
  parcels: number
}

/** One tracking event as a carrier reports it. */
export interface CarrierEvent {
  /** the carrier's id of the event: the same id is the same event */
  eventId: string
  status: ShipmentStatus
  location?: string
  note?: string
  occurredAt: Date
}

/**
 * The port every carrier adapter fills: the TMS service speaks only this, so a real carrier's API is
 * one more adapter and nothing else changes.
 */
export interface CarrierAdapter {
  createWaybill(request: WaybillRequest): Promise<{ waybillNo: string }>
  cancel(waybillNo: string): Promise<void>
  /** the events of a waybill after the shipment's current status, oldest first */
  track(waybillNo: string, current: ShipmentStatus): Promise<CarrierEvent[]>
}
