import { and, eq, lte, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { loadBook } from './book'
import { notifyOrder } from './notices'
import { priceChangeLine, priceChangeOrder, priceHistory, priceListItem } from './schema'
import { changedTags, recordTagJob } from './tag-jobs'

/**
 * Applies a scheduled order that is due, once: the claim (scheduled → applied) is one conditional
 * update, so of two workers running the same job only one finds the order still scheduled. Each
 * line becomes the list's fixed price and one history row; the goods whose printed price moved make
 * the order's tag print job. Answers whether it applied the order.
 */
export async function applyOrder(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  orderId: string,
): Promise<boolean> {
  const [order] = await tx
    .update(priceChangeOrder)
    .set({ status: 'applied', appliedAt: sql`now()`, updateTime: sql`now()` })
    .where(
      and(
        eq(priceChangeOrder.id, orderId),
        eq(priceChangeOrder.status, 'scheduled'),
        lte(priceChangeOrder.effectiveAt, sql`now()`),
      ),
    )
    .returning()
  if (!order) return false
  const lines = await tx.select().from(priceChangeLine).where(eq(priceChangeLine.orderId, orderId))
  const goodsIds = lines.map((l) => l.goodsId)
  const { book } = await loadBook(tx, goodsIds)
  for (const line of lines) {
    const item = book.item(order.listId, line.goodsId)
    const change = { mode: 'fixed', priceFen: line.newPriceFen, lastOrderId: orderId, updateTime: sql`now()` }
    if (item) await tx.update(priceListItem).set(change).where(eq(priceListItem.id, item.id))
    else
      await tx
        .insert(priceListItem)
        .values({ id: ids.next(), listId: order.listId, goodsId: line.goodsId, ...change })
    await tx.insert(priceHistory).values({
      id: ids.next(),
      goodsId: line.goodsId,
      listId: order.listId,
      orderId,
      oldPriceFen: item ? book.itemFen(item).priceFen : null,
      newPriceFen: line.newPriceFen,
      effectiveAt: order.effectiveAt,
    })
  }
  const list = book.lists.find((l) => l.id === order.listId)
  if (list) {
    const { book: after } = await loadBook(tx, goodsIds)
    await recordTagJob(tx, ids, order, changedTags(list, goodsIds, book, after, new Date()))
  }
  await notifyOrder(tx, 'newPriceOrderMessage', { ...order, tenantId }, [order.submitterId], {
    count: String(lines.length),
  })
  return true
}
