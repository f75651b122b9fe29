import type { WlfwTracking } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { shipmentByWaybill } from '../tms'

/** A waybill's tracking timeline, read through TMS's exported lookup; an unknown number is refused. */
export async function trackWaybill(tx: Tx, waybillNo: string): Promise<WlfwTracking> {
  const shipment = await shipmentByWaybill(tx, waybillNo)
  if (!shipment) throw badRequest('tmsWaybillUnknown', { waybillNo })
  return {
    waybillNo,
    shipmentCode: shipment.code,
    carrierName: shipment.carrierName,
    status: shipment.status,
    receiverName: shipment.receiver.name,
    signedBy: shipment.signedBy,
    events: shipment.events,
  }
}
