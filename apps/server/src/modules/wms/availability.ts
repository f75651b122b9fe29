import { and, asc, eq, gt, gte, inArray, isNull, or, sql, sum } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { wmsBin, wmsLot, wmsStock, wmsWarehouse, wmsZone } from './schema'

/** A live warehouse and what of the asked goods it could pick now. */
export interface WarehouseStock {
  warehouseId: string
  code: string
  name: string
  /** the shop whose own stock it holds */
  shopId: string | null
  /** where it is, when known */
  location: { latitude: number; longitude: number } | null
  /** available units per goods id, counted as a pick list allocates (unexpired lots, bins not frozen) */
  stock: Map<string, number>
}

/**
 * Read-only, for the order management area's routing: every live, enabled warehouse with the
 * pickable stock of the goods (none asked: the warehouses alone).
 */
export async function warehouseStock(tx: Tx, goodsIds: readonly string[]): Promise<WarehouseStock[]> {
  const warehouses = await tx
    .select({
      warehouseId: wmsWarehouse.id,
      code: wmsWarehouse.code,
      name: wmsWarehouse.name,
      shopId: wmsWarehouse.shopId,
      latitude: wmsWarehouse.latitude,
      longitude: wmsWarehouse.longitude,
    })
    .from(wmsWarehouse)
    .where(and(eq(wmsWarehouse.isDeleted, 0), eq(wmsWarehouse.status, 1)))
    .orderBy(asc(wmsWarehouse.code))
  const rows = goodsIds.length
    ? await tx
        .select({
          warehouseId: wmsZone.warehouseId,
          goodsId: wmsStock.goodsId,
          available: sum(wmsStock.available),
        })
        .from(wmsStock)
        .innerJoin(wmsLot, and(eq(wmsLot.id, wmsStock.lotId), eq(wmsLot.tenantId, wmsStock.tenantId)))
        .innerJoin(wmsBin, and(eq(wmsBin.id, wmsStock.binId), eq(wmsBin.tenantId, wmsStock.tenantId)))
        .innerJoin(wmsZone, and(eq(wmsZone.id, wmsBin.zoneId), eq(wmsZone.tenantId, wmsBin.tenantId)))
        .where(
          and(
            inArray(wmsStock.goodsId, [...goodsIds]),
            gt(wmsStock.available, 0),
            or(isNull(wmsLot.expiryDate), gte(wmsLot.expiryDate, sql`current_date`)),
            eq(wmsBin.isDeleted, 0),
            eq(wmsBin.status, 1),
            isNull(wmsBin.frozenBy),
            eq(wmsZone.isDeleted, 0),
          ),
        )
        .groupBy(wmsZone.warehouseId, wmsStock.goodsId)
    : []
  return warehouses.map(({ latitude, longitude, ...w }) => ({
    ...w,
    location:
      latitude === null || longitude === null
        ? null
        : { latitude: Number(latitude), longitude: Number(longitude) },
    stock: new Map(
      rows.filter((r) => r.warehouseId === w.warehouseId).map((r) => [r.goodsId, Number(r.available)]),
    ),
  }))
}
