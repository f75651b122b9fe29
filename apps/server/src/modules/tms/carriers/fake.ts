import { randomBytes } from 'node:crypto'
import { SHIPMENT_FLOW, type ShipmentStatus, type TmsWebhookEvent } from '@store/contract'
import type { CarrierAdapter, CarrierEvent } from './port'
import { signatureOf } from './signature'

const LOCATIONS: Partial<Record<ShipmentStatus, string>> = {
  picked_up: 'Origin hub',
  in_transit: 'Sorting centre',
  out_for_delivery: 'Delivery station',
}

/**
 * The demo and test carrier: it answers at once and sends nothing off the machine. Its waybill
 * numbers are random (FK + 16 hex digits), so one cannot be guessed from another. Each `track` call
 * moves the parcel one step further until it is out for delivery; delivery is confirmed by the staff.
 * Its pushed events (`fakeCarrierPush`) go to the webhook like a real carrier's.
 */
export const fakeCarrier: CarrierAdapter = {
  async createWaybill() {
    return { waybillNo: `FK${randomBytes(8).toString('hex').toUpperCase()}` }
  },
  async cancel() {},
  async track(waybillNo, current) {
    // after an exception the parcel goes back in transit; nothing follows created (no waybill yet),
    // cancelled, or out for delivery (staff confirm the delivery)
    const at = SHIPMENT_FLOW.indexOf((current === 'exception' ? 'picked_up' : current) as never)
    const next = at > 0 ? SHIPMENT_FLOW[at + 1] : undefined
    if (!next || next === 'delivered') return []
    const event: CarrierEvent = {
      eventId: `${waybillNo}-${randomBytes(6).toString('hex')}`,
      status: next,
      location: LOCATIONS[next],
      occurredAt: new Date(),
    }
    return [event]
  },
}

/** What the fake carrier posts to the webhook for an event: the body, signed with the carrier's secret. */
export const fakeCarrierPush = (secret: string, event: TmsWebhookEvent) => ({
  headers: { 'x-tms-signature': signatureOf(secret, event) },
  payload: event,
})
