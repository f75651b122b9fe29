import { and, asc, count, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { EndpointQuery, WmsStockAlert, WmsStockRow, wmsEndpoints } from '@store/contract'
import { ALERT_DEFAULTS } from '@store/contract'
import type { PgSelect } from 'drizzle-orm/pg-core'
import { goodsIdsMatching } from '../goods'
import type { WmsContext } from './context'
import { goodsOfRecords } from './goods'
import { wmsBin, wmsLot, wmsStock, wmsWarehouse, wmsZone } from './schema'

type StockQuery = EndpointQuery<typeof wmsEndpoints.stockPage>
type AlertQuery = EndpointQuery<typeof wmsEndpoints.alerts>

/** at most this many goods match a keyword: a search, not an export */
const KEYWORD_GOODS = 500

/** Stock with its lot, bin, zone and warehouse (ids are unique across tenants; RLS keeps each table in one). */
const placed = <Q extends PgSelect>(q: Q, where: SQL | undefined) =>
  q
    .innerJoin(wmsLot, eq(wmsLot.id, wmsStock.lotId))
    .innerJoin(wmsBin, eq(wmsBin.id, wmsStock.binId))
    .innerJoin(wmsZone, eq(wmsZone.id, wmsBin.zoneId))
    .innerJoin(wmsWarehouse, eq(wmsWarehouse.id, wmsZone.warehouseId))
    .where(where)

/** The stock cells that hold something, with where they lie and their lot. */
export async function stockPage(c: Pick<WmsContext, 'tx'>, q: StockQuery) {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const filters: (SQL | undefined)[] = [gt(wmsStock.onHand, 0)]
  if (q.warehouseId) filters.push(eq(wmsZone.warehouseId, q.warehouseId))
  if (q.goodsId) filters.push(eq(wmsStock.goodsId, q.goodsId))
  const keyword = q.keyword?.trim()
  if (keyword) {
    const goodsIds = await goodsIdsMatching(c.tx, keyword, KEYWORD_GOODS)
    const lot = ilike(wmsLot.lotNo, `${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
    filters.push(goodsIds.length ? or(inArray(wmsStock.goodsId, goodsIds), lot) : lot)
  }
  const where = and(...filters)
  const [{ total }] = (await placed(c.tx.select({ total: count() }).from(wmsStock).$dynamic(), where)) as [
    { total: number },
  ]
  const rows = await placed(
    c.tx
      .select({
        goodsId: wmsStock.goodsId,
        binId: wmsStock.binId,
        binCode: wmsBin.code,
        lotId: wmsStock.lotId,
        lotNo: wmsLot.lotNo,
        productionDate: wmsLot.productionDate,
        expiryDate: wmsLot.expiryDate,
        warehouseId: wmsWarehouse.id,
        warehouseName: wmsWarehouse.name,
        onHand: wmsStock.onHand,
        reserved: wmsStock.reserved,
        available: wmsStock.available,
      })
      .from(wmsStock)
      .$dynamic(),
    where,
  )
    .orderBy(asc(wmsStock.goodsId), sql`${wmsLot.expiryDate} ASC NULLS LAST`, asc(wmsBin.code))
    .limit(size)
    .offset((current - 1) * size)
  const goods = await goodsOfRecords(
    c,
    rows.map((r) => r.goodsId),
  )
  const records: WmsStockRow[] = rows.map((r) => ({
    ...r,
    goodsCode: goods(r.goodsId).goodsCode,
    goodsName: goods(r.goodsId).tradeName,
  }))
  return { records, total, current, size, pages: Math.ceil(total / size) }
}

/**
 * Lots in stock that have expired or expire within `days`, soonest first; then goods in stock whose
 * available quantity is below `below`, lowest first.
 */
export async function stockAlerts(c: Pick<WmsContext, 'tx'>, q: AlertQuery): Promise<WmsStockAlert[]> {
  const days = q.days ?? ALERT_DEFAULTS.days
  const below = q.below ?? ALERT_DEFAULTS.below
  const lots = await c.tx
    .select({
      goodsId: wmsStock.goodsId,
      lotNo: wmsLot.lotNo,
      expiryDate: wmsLot.expiryDate,
      expired: sql<boolean>`${wmsLot.expiryDate} < current_date`,
      qty: sql<number>`sum(${wmsStock.onHand})::int`,
    })
    .from(wmsStock)
    .innerJoin(wmsLot, eq(wmsLot.id, wmsStock.lotId))
    .where(and(gt(wmsStock.onHand, 0), sql`${wmsLot.expiryDate} < current_date + ${days}::int`))
    .groupBy(wmsStock.goodsId, wmsLot.lotNo, wmsLot.expiryDate)
    .orderBy(asc(wmsLot.expiryDate), asc(wmsStock.goodsId))
  const low = await c.tx
    .select({ goodsId: wmsStock.goodsId, qty: sql<number>`sum(${wmsStock.available})::int` })
    .from(wmsStock)
    .groupBy(wmsStock.goodsId)
    .having(sql`sum(${wmsStock.onHand}) > 0 AND sum(${wmsStock.available}) < ${below}`)
    .orderBy(sql`sum(${wmsStock.available})`, asc(wmsStock.goodsId))
  const goods = await goodsOfRecords(
    c,
    [...lots, ...low].map((r) => r.goodsId),
  )
  const named = (goodsId: string) => ({
    goodsId,
    goodsCode: goods(goodsId).goodsCode,
    goodsName: goods(goodsId).tradeName,
  })
  return [
    ...lots.map((l) => ({
      kind: l.expired ? ('expired' as const) : ('near_expiry' as const),
      ...named(l.goodsId),
      lotNo: l.lotNo,
      expiryDate: l.expiryDate,
      qty: l.qty,
    })),
    ...low.map((g) => ({
      kind: 'low_stock' as const,
      ...named(g.goodsId),
      lotNo: null,
      expiryDate: null,
      qty: g.qty,
    })),
  ]
}
