import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { GoodsStockBrief } from '../goods'
import type { WmsContext } from './context'
import { wmsLot } from './schema'

/** a receipt line's lot, as asked for or as stored */
type LotInput = { lotNo?: string | null; productionDate?: string | null; expiryDate?: string | null }

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The database's date today: the one clock expiry is judged by, here and in allocation. */
export async function today(tx: Tx): Promise<string> {
  const { rows } = await tx.execute<{ today: string }>(sql`SELECT current_date::text AS today`)
  return rows[0]!.today
}

/**
 * A receipt line's lot is acceptable: pharmacy goods name lot, production and expiry dates; expiry
 * comes after production and is not past; a lot already known keeps its dates.
 */
export async function assertLot(c: WmsContext, goods: GoodsStockBrief, line: LotInput, day: string) {
  const { lotNo, productionDate, expiryDate } = line
  if (goods.lotTracked && (!lotNo || !productionDate || !expiryDate))
    throw badRequest('wmsLotRequired', { goods: goods.tradeName })
  if (productionDate && expiryDate && expiryDate <= productionDate)
    throw badRequest('wmsDatesOrder', { goods: goods.tradeName })
  if (expiryDate && expiryDate < day)
    throw badRequest('wmsLotExpired', { goods: goods.tradeName, lot: lotNo ?? '' })
  const known = await findLot(c.tx, goods.id, lotNo ?? '')
  if (
    known &&
    (known.productionDate !== (productionDate ?? null) || known.expiryDate !== (expiryDate ?? null))
  )
    throw badRequest('wmsLotDatesConflict', { goods: goods.tradeName, lot: lotNo ?? '' })
}

async function findLot(tx: Tx, goodsId: string, lotNo: string) {
  const [lot] = await tx
    .select()
    .from(wmsLot)
    .where(and(eq(wmsLot.goodsId, goodsId), eq(wmsLot.lotNo, lotNo)))
  return lot
}

/** The lot's id, registering it on first receipt (goods without a lot share the lot numbered ''). */
export async function lotIdFor(c: WmsContext, goodsId: string, line: LotInput): Promise<string> {
  const lotNo = line.lotNo ?? ''
  await c.tx
    .insert(wmsLot)
    .values({
      id: c.ids.next(),
      goodsId,
      lotNo,
      productionDate: line.productionDate ?? null,
      expiryDate: line.expiryDate ?? null,
    })
    .onConflictDoNothing()
  return (await findLot(c.tx, goodsId, lotNo))!.id
}
