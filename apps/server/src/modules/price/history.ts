import { and, asc, eq } from 'drizzle-orm'
import type { HistoryEntry } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import { priceHistory } from './schema'

/** One goods' price changes, oldest first (in one list, or in every list). */
export async function historyOf(tx: Tx, goodsId: string, listId: string | undefined, timeZone: string) {
  const rows = await tx
    .select()
    .from(priceHistory)
    .where(and(eq(priceHistory.goodsId, goodsId), listId ? eq(priceHistory.listId, listId) : undefined))
    .orderBy(asc(priceHistory.effectiveAt), asc(priceHistory.id))
  return rows.map((r): HistoryEntry => ({
    id: r.id,
    goodsId: r.goodsId,
    listId: r.listId,
    orderId: r.orderId,
    oldPriceFen: r.oldPriceFen,
    newPriceFen: r.newPriceFen,
    effectiveAt: formatDateTime(r.effectiveAt, timeZone),
  }))
}
