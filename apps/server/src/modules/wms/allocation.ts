import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm'
import type { WmsContext } from './context'
import { wmsBin, wmsLot, wmsStock, wmsZone } from './schema'
import { reserve, type StockKey } from './stock'

export interface Allocation extends StockKey {
  qty: number
}

/**
 * The cells a goods may be picked from in a warehouse, first-expiring-first-out: unexpired lots only
 * (a lot is good through its expiry date), lots without an expiry last, in enabled bins no stocktake
 * has frozen.
 */
function candidates(c: WmsContext, warehouseId: string, goodsId: string) {
  return c.tx
    .select({
      goodsId: wmsStock.goodsId,
      binId: wmsStock.binId,
      lotId: wmsStock.lotId,
      available: wmsStock.available,
    })
    .from(wmsStock)
    .innerJoin(wmsLot, and(eq(wmsLot.id, wmsStock.lotId), eq(wmsLot.tenantId, wmsStock.tenantId)))
    .innerJoin(wmsBin, and(eq(wmsBin.id, wmsStock.binId), eq(wmsBin.tenantId, wmsStock.tenantId)))
    .innerJoin(wmsZone, and(eq(wmsZone.id, wmsBin.zoneId), eq(wmsZone.tenantId, wmsBin.tenantId)))
    .where(
      and(
        eq(wmsStock.goodsId, goodsId),
        eq(wmsZone.warehouseId, warehouseId),
        gt(wmsStock.available, 0),
        or(isNull(wmsLot.expiryDate), gte(wmsLot.expiryDate, sql`current_date`)),
        eq(wmsBin.isDeleted, 0),
        eq(wmsBin.status, 1),
        isNull(wmsBin.frozenBy),
        eq(wmsZone.isDeleted, 0),
      ),
    )
    .orderBy(sql`${wmsLot.expiryDate} ASC NULLS LAST`, asc(wmsLot.id), asc(wmsStock.binId))
}

/**
 * Reserves `qty` of a goods, earliest expiry first. Each reservation is a guarded UPDATE: a cell
 * another call emptied meanwhile is passed over. Returns the allocations and what could not be had.
 */
export async function allocate(c: WmsContext, warehouseId: string, goodsId: string, qty: number) {
  const allocations: Allocation[] = []
  let need = qty
  for (const cell of await candidates(c, warehouseId, goodsId)) {
    if (need === 0) break
    const take = Math.min(need, cell.available)
    const { available: _, ...key } = cell
    if (await reserve(c, key, take)) {
      allocations.push({ ...key, qty: take })
      need -= take
    }
  }
  return { allocations, short: need }
}
