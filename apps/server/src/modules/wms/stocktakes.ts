import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  STOCKTAKE_STATUS_NAMES,
  type EndpointBody,
  type WmsStocktake,
  type StocktakeStatus,
  type wmsEndpoints,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WmsContext } from './context'
import { headerOf, headerPage, headersOut, lineNamer, moveStatus, newHeader, type Paging } from './documents'
import { goodsOfRecords } from './goods'
import { assertWarehouse, lockBins } from './places'
import { wmsBin, wmsLot, wmsStock, wmsStocktake, wmsStocktakeLine } from './schema'
import { availableOf, putIn, takeAvailable } from './stock'

type NewStocktake = EndpointBody<typeof wmsEndpoints.stocktakeCreate>
type Counts = EndpointBody<typeof wmsEndpoints.stocktakeCount>
type Header = typeof wmsStocktake.$inferSelect

/** Starts a count: the bins are frozen (no stock moves in or out) and what the books say is recorded. */
export async function createStocktake(c: WmsContext, body: NewStocktake): Promise<WmsStocktake> {
  await assertWarehouse(c, body.warehouseId)
  await lockBins(c, body.binIds, body.warehouseId, 'update')
  const header = newHeader(c, 'PD', body.warehouseId, 'counting')
  await c.tx.insert(wmsStocktake).values(header)
  await c.tx.update(wmsBin).set({ frozenBy: header.id }).where(inArray(wmsBin.id, body.binIds))
  const cells = await c.tx
    .select({
      goodsId: wmsStock.goodsId,
      binId: wmsStock.binId,
      lotId: wmsStock.lotId,
      bookQty: wmsStock.onHand,
    })
    .from(wmsStock)
    .where(and(inArray(wmsStock.binId, body.binIds), sql`${wmsStock.onHand} > 0`))
  if (cells.length)
    await c.tx
      .insert(wmsStocktakeLine)
      .values(cells.map((cell) => ({ ...cell, id: c.ids.next(), stocktakeId: header.id })))
  return stocktakeDetail(c, header.id)
}

/** The header, still counting, locked until the call ends: counts and approval do not cross. */
async function counting(c: WmsContext, id: string) {
  const [row] = await c.tx.select().from(wmsStocktake).where(eq(wmsStocktake.id, id)).for('update')
  const header = row ?? (await headerOf(c, wmsStocktake, id))
  if (header.status !== 'counting')
    throw badRequest('wmsStateChanged', {
      status: STOCKTAKE_STATUS_NAMES[header.status as StocktakeStatus][c.locale],
    })
}

export async function countStocktake(c: WmsContext, body: Counts): Promise<WmsStocktake> {
  await counting(c, body.id)
  for (const l of body.lines) {
    const done = await c.tx
      .update(wmsStocktakeLine)
      .set({ countedQty: l.countedQty })
      .where(and(eq(wmsStocktakeLine.id, l.lineId), eq(wmsStocktakeLine.stocktakeId, body.id)))
      .returning({ id: wmsStocktakeLine.id })
    if (done.length === 0) throw badRequest('wmsLineMissing', { id: l.lineId })
  }
  return stocktakeDetail(c, body.id)
}

/**
 * Approval adjusts each counted variance through the ledger and thaws the bins. A shortfall larger
 * than what is available (units reserved by pick lists) is refused, and nothing changes.
 */
export async function approveStocktake(c: WmsContext, id: string): Promise<WmsStocktake> {
  await moveStatus<StocktakeStatus>(c, wmsStocktake, id, ['counting'], 'approved', STOCKTAKE_STATUS_NAMES)
  const lines = await c.tx.select().from(wmsStocktakeLine).where(eq(wmsStocktakeLine.stocktakeId, id))
  const uncounted = lines.filter((l) => l.countedQty === null).length
  if (uncounted) throw badRequest('wmsCountMissing', { count: uncounted })
  for (const l of lines) {
    const variance = l.countedQty! - l.bookQty
    if (variance > 0) await putIn(c, l, variance, 'adjust', id)
    if (variance < 0 && !(await takeAvailable(c, l, -variance, 'adjust', id))) {
      const names = await goodsOfRecords(c, [l.goodsId])
      const available = await availableOf(c, l)
      throw badRequest('wmsStockShort', { goods: names(l.goodsId).tradeName, need: -variance, available })
    }
  }
  await c.tx.update(wmsBin).set({ frozenBy: null }).where(eq(wmsBin.frozenBy, id))
  return stocktakeDetail(c, id)
}

async function withLines(c: Pick<WmsContext, 'tx'>, headers: Header[]): Promise<WmsStocktake[]> {
  const ids = headers.map((h) => h.id)
  const lines = ids.length
    ? await c.tx
        .select({
          line: wmsStocktakeLine,
          lotNo: wmsLot.lotNo,
          productionDate: wmsLot.productionDate,
          expiryDate: wmsLot.expiryDate,
        })
        .from(wmsStocktakeLine)
        .innerJoin(wmsLot, eq(wmsLot.id, wmsStocktakeLine.lotId))
        .where(inArray(wmsStocktakeLine.stocktakeId, ids))
        .orderBy(wmsStocktakeLine.binId, wmsStocktakeLine.id)
    : []
  const named = await lineNamer(
    c,
    lines.map((l) => l.line),
  )
  const out = await headersOut(c, headers)
  return headers.map((h, i) => ({
    ...out[i]!,
    status: h.status as StocktakeStatus,
    lines: lines
      .filter(({ line }) => line.stocktakeId === h.id)
      .map(({ line, ...lot }) => ({
        id: line.id,
        ...named(line),
        lotId: line.lotId,
        ...lot,
        bookQty: line.bookQty,
        countedQty: line.countedQty,
      })),
  }))
}

export async function stocktakeDetail(c: Pick<WmsContext, 'tx'>, id: string): Promise<WmsStocktake> {
  const [one] = await withLines(c, [(await headerOf(c, wmsStocktake, id)) as Header])
  return one!
}

export async function stocktakePage(c: Pick<WmsContext, 'tx'>, q: Paging) {
  const { rows, ...page } = await headerPage(c, wmsStocktake, q)
  return { ...page, records: await withLines(c, rows as Header[]) }
}
