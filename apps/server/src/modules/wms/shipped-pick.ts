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

/** The id of the shipped pick list with this code, or null: how OMS finds the order a shipment carries. */
export async function shippedPickId(tx: Tx, code: string): Promise<string | null> {
  const [pick] = await tx
    .select({ id: wmsPick.id })
    .from(wmsPick)
    .where(and(eq(wmsPick.code, code), eq(wmsPick.status, 'shipped')))
  return pick?.id ?? null
}
