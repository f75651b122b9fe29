import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { wmsPick } from './schema'

/**
 * The code of a pick list that has shipped, or null: how the transport area (TMS) checks the outbound
 * a shipment carries without reading the warehouse's tables.
 */
export async function shippedPickCode(tx: Tx, pickId: string): Promise<string | null> {
  const [pick] = await tx
    .select({ code: wmsPick.code })
    .from(wmsPick)
    .where(and(eq(wmsPick.id, pickId), eq(wmsPick.status, 'shipped')))
  return pick?.code ?? null
}
