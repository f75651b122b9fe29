import { and, eq, lte } from 'drizzle-orm'
import { moveBalance } from './card-ledger'
import type { CardsContext } from './context'
import { shopGiftCard } from './schema'

/**
 * Expires the tenant's active cards past their expiry at `now`: the balance left is written off as an
 * `expire` entry and the card reads expired. Cards another transaction holds are left for the next run.
 */
export async function expireDueCards(c: CardsContext, now = new Date()): Promise<number> {
  const due = await c.tx
    .select({ id: shopGiftCard.id, balanceFen: shopGiftCard.balanceFen, memberId: shopGiftCard.memberId })
    .from(shopGiftCard)
    .where(and(eq(shopGiftCard.status, 'active'), lte(shopGiftCard.expireTime, now)))
    .for('update', { skipLocked: true })
  for (const card of due) {
    if (card.balanceFen > 0)
      await moveBalance(c, card.id, 'expire', -card.balanceFen, { memberId: card.memberId })
    await c.tx
      .update(shopGiftCard)
      .set({ status: 'expired', updateTime: now })
      .where(eq(shopGiftCard.id, card.id))
  }
  return due.length
}
