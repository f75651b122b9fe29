import { eq } from 'drizzle-orm'
import type { TmsShipmentDetail } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { tmsShipment } from './schema'
import { shipmentDetail } from './shipments'

/**
 * Read-only, for other areas (the logistics services' tracking screen): the shipment holding waybill
 * `waybillNo` in the transaction's tenant with its tracking timeline, or null when there is none.
 */
export async function shipmentByWaybill(tx: Tx, waybillNo: string): Promise<TmsShipmentDetail | null> {
  const [row] = await tx
    .select({ id: tmsShipment.id })
    .from(tmsShipment)
    .where(eq(tmsShipment.waybillNo, waybillNo))
  return row ? shipmentDetail({ tx }, row.id) : null
}
