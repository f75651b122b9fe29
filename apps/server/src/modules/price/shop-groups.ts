import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { loadBook } from './book'
import { resolvePrice } from './resolver'
import { priceAnomaly, priceListItem } from './schema'

/**
 * Inconsistent prices across the shops of one group (anomaly `shop_mismatch`): a goods a shop-group
 * list prices whose resolved price differs between the group's shops at `at` (another list overrides
 * it in some of them). The anomaly holds the lowest price and, as its limit, the highest.
 */
export async function checkShopGroups(tx: Tx, ids: IdGenerator, at: Date): Promise<number> {
  const { book: lists } = await loadBook(tx, [])
  const groups = lists.lists.filter((l) => l.scope === 'shop_group' && l.status === 1 && l.shopIds.length > 1)
  if (groups.length === 0) return 0
  const items = await tx
    .select({ listId: priceListItem.listId, goodsId: priceListItem.goodsId })
    .from(priceListItem)
    .where(
      and(
        eq(priceListItem.isDeleted, 0),
        inArray(
          priceListItem.listId,
          groups.map((g) => g.id),
        ),
      ),
    )
  const { book } = await loadBook(
    tx,
    items.map((i) => i.goodsId),
  )
  const rows = items.flatMap(({ listId, goodsId }) => {
    const group = groups.find((g) => g.id === listId)!
    const prices = group.shopIds.flatMap(
      (shopId) => resolvePrice(book, goodsId, { at, shopId })?.priceFen ?? [],
    )
    const [low, high] = [Math.min(...prices), Math.max(...prices)]
    return prices.length > 1 && low !== high
      ? [
          {
            id: ids.next(),
            kind: 'shop_mismatch',
            goodsId,
            listId,
            priceFen: low,
            limitValue: high,
            source: 'nightly',
            fingerprint: `shop_mismatch:${goodsId}:${listId}:`,
          },
        ]
      : []
  })
  if (rows.length) await tx.insert(priceAnomaly).values(rows).onConflictDoNothing()
  return rows.length
}
