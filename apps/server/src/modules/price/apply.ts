import { and, eq, lte, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { loadBook } from './book'
import { notifyOrder } from './notices'
import { priceChangeLine, priceChangeOrder, priceHistory, priceListItem } from './schema'

/**
 * Applies a scheduled order that is due, once: the claim (scheduled → applied) is one conditional
 * update, so of two workers running the same job only one finds the order still scheduled. Each
 * line becomes the list's fixed price and one history row. Answers whether it applied the order.
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
  const { book } = await loadBook(
    tx,
    lines.map((l) => l.goodsId),
  )
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
  await notifyOrder(
    tx,
    'newPriceOrderMessage',
    { ...order, tenantId },
    [order.submitterId],
    'priceNoticeApplied',
    { count: lines.length },
  )
  return true
}
