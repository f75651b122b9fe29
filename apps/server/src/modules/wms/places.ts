import { and, eq, inArray } from 'drizzle-orm'
import { badRequest } from '../../core/errors'
import type { WmsContext } from './context'
import { wmsBin, wmsWarehouse, wmsZone } from './schema'

export interface BinPlace {
  id: string
  code: string
  warehouseId: string
}

/** The warehouse, live and enabled, or the refusal. */
export async function assertWarehouse(c: WmsContext, warehouseId: string): Promise<void> {
  const [found] = await c.tx
    .select({ id: wmsWarehouse.id })
    .from(wmsWarehouse)
    .where(and(eq(wmsWarehouse.id, warehouseId), eq(wmsWarehouse.isDeleted, 0), eq(wmsWarehouse.status, 1)))
  if (!found) throw badRequest('wmsWarehouseMissing')
}

/**
 * The bins stock is to move in or out of: live, enabled, in the warehouse when one is named, and not
 * frozen by a stocktake. They stay locked (FOR SHARE) until the call's transaction ends, so a stocktake
 * cannot freeze them halfway through a movement.
 */
export async function lockBins(
  c: WmsContext,
  binIds: readonly string[],
  warehouseId?: string,
  /** 'update' for a stocktake, which is about to freeze them */
  strength: 'share' | 'update' = 'share',
): Promise<Map<string, BinPlace>> {
  const wanted = [...new Set(binIds)].sort()
  const rows = await c.tx
    .select({ id: wmsBin.id, code: wmsBin.code, frozenBy: wmsBin.frozenBy, warehouseId: wmsZone.warehouseId })
    .from(wmsBin)
    .innerJoin(wmsZone, and(eq(wmsZone.id, wmsBin.zoneId), eq(wmsZone.tenantId, wmsBin.tenantId)))
    .where(
      and(
        inArray(wmsBin.id, wanted),
        eq(wmsBin.isDeleted, 0),
        eq(wmsBin.status, 1),
        eq(wmsZone.isDeleted, 0),
      ),
    )
    .orderBy(wmsBin.id)
    .for(strength, { of: wmsBin })
  const found = new Map(rows.map((r) => [r.id, r]))
  for (const id of wanted) {
    const bin = found.get(id)
    if (!bin || (warehouseId !== undefined && bin.warehouseId !== warehouseId))
      throw badRequest('wmsBinMissing', { id })
    if (bin.frozenBy !== null) throw badRequest('wmsBinFrozen', { bin: bin.code })
  }
  return new Map(rows.map(({ frozenBy: _, ...r }) => [r.id, r]))
}

/** The codes of bins, for the records that name them. */
export async function binCodes(c: Pick<WmsContext, 'tx'>, binIds: readonly string[]) {
  if (binIds.length === 0) return new Map<string, string>()
  const rows = await c.tx
    .select({ id: wmsBin.id, code: wmsBin.code })
    .from(wmsBin)
    .where(inArray(wmsBin.id, [...new Set(binIds)]))
  return new Map(rows.map((r) => [r.id, r.code]))
}

/** The names of warehouses, for the records that name them. */
export async function warehouseNames(c: Pick<WmsContext, 'tx'>, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await c.tx
    .select({ id: wmsWarehouse.id, name: wmsWarehouse.name })
    .from(wmsWarehouse)
    .where(inArray(wmsWarehouse.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The live, enabled bins of a warehouse by code, for the areas that receive goods into it. */
export async function warehouseBins(c: Pick<WmsContext, 'tx'>, warehouseId: string) {
  return c.tx
    .select({ id: wmsBin.id, code: wmsBin.code })
    .from(wmsBin)
    .innerJoin(wmsZone, and(eq(wmsZone.id, wmsBin.zoneId), eq(wmsZone.tenantId, wmsBin.tenantId)))
    .where(
      and(
        eq(wmsZone.warehouseId, warehouseId),
        eq(wmsBin.isDeleted, 0),
        eq(wmsBin.status, 1),
        eq(wmsZone.isDeleted, 0),
      ),
    )
    .orderBy(wmsBin.code)
}
