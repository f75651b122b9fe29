import { and, eq, inArray } from 'drizzle-orm'
import type { PriceScope, Rounding } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { goodsPriceBriefs, type GoodsPriceBrief } from '../goods'
import { PriceBook, type ItemRule, type ListRule } from './resolver'
import { priceList, priceListItem } from './schema'

/** The tenant's live price lists (few: a chain keeps tens, not thousands). */
export async function loadLists(tx: Tx): Promise<ListRule[]> {
  const rows = await tx.select().from(priceList).where(eq(priceList.isDeleted, 0))
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    scope: r.scope as PriceScope,
    scopeValue: r.scopeValue,
    shopIds: r.shopIds ? r.shopIds.split(',') : [],
    priority: r.priority,
    validFrom: r.validFrom,
    validTo: r.validTo,
    status: r.status,
  }))
}

/** The lists' entries for these goods. */
export async function loadItems(tx: Tx, goodsIds: readonly string[]): Promise<ItemRule[]> {
  if (goodsIds.length === 0) return []
  const rows = await tx
    .select()
    .from(priceListItem)
    .where(and(eq(priceListItem.isDeleted, 0), inArray(priceListItem.goodsId, [...new Set(goodsIds)])))
  return rows.map((r) => ({
    id: r.id,
    listId: r.listId,
    goodsId: r.goodsId,
    mode: r.mode as ItemRule['mode'],
    priceFen: r.priceFen,
    baseListId: r.baseListId,
    discountBp: r.discountBp,
    surchargeFen: r.surchargeFen,
    rounding: r.rounding as Rounding,
    lastOrderId: r.lastOrderId,
  }))
}

/** Everything the resolver needs for these goods, in three queries whatever the cart's size. */
export async function loadBook(
  tx: Tx,
  goodsIds: readonly string[],
): Promise<{ book: PriceBook; goods: Map<string, GoodsPriceBrief> }> {
  // one statement at a time: a transaction's client runs its queries in turn
  const lists = await loadLists(tx)
  const items = await loadItems(tx, goodsIds)
  const briefs = await goodsPriceBriefs(tx, goodsIds)
  const goods = new Map(briefs.map((g) => [g.id, g]))
  return { book: new PriceBook(lists, items, goods), goods }
}
