import { and, eq } from 'drizzle-orm'
import type { TmsWebhookEvent } from '@store/contract'
import { badRequest, unauthorized } from '../../core/errors'
import { signatureValid } from './carriers/signature'
import type { TmsContext } from './context'
import { tmsCarrier, tmsCarrierSecret, tmsShipment } from './schema'
import { recordEvent } from './tracking'

/**
 * A carrier's pushed event, in the tenant the body names: refused unless signed with that carrier's
 * secret (an unknown carrier is refused the same way, so the call tells nothing about the tenant).
 */
export async function receiveWebhook(c: TmsContext, body: TmsWebhookEvent, signature: string) {
  const [carrier] = await c.tx
    .select({ id: tmsCarrier.id, secret: tmsCarrierSecret.secret })
    .from(tmsCarrier)
    .innerJoin(tmsCarrierSecret, eq(tmsCarrierSecret.carrierId, tmsCarrier.id))
    .where(and(eq(tmsCarrier.code, body.carrier), eq(tmsCarrier.isDeleted, 0)))
  if (!carrier || !signatureValid(carrier.secret, body, signature)) throw unauthorized('tmsSignatureInvalid')
  const [shipment] = await c.tx
    .select()
    .from(tmsShipment)
    .where(and(eq(tmsShipment.carrierId, carrier.id), eq(tmsShipment.waybillNo, body.waybillNo)))
  if (!shipment) throw badRequest('tmsWaybillUnknown', { waybillNo: body.waybillNo })
  const recorded = await recordEvent(c, shipment, {
    eventId: body.eventId,
    status: body.status,
    location: body.location,
    note: body.note,
    occurredAt: new Date(body.occurredAt),
  })
  return { recorded }
}
