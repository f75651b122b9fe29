import { and, eq, sql } from 'drizzle-orm'
import type { GiftCardEntryKind } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { CardsContext } from './context'
import { shopGiftCard, shopGiftCardEntry } from './schema'

/** What the ledger's writes need: the transaction, ids and who acts (no zone or language: they answer no text). */
export type LedgerContext = Pick<CardsContext, 'tx' | 'ids' | 'userId'>

/**
 * Moves a card's balance by `amountFen` (signed) and writes the ledger entry with the balance after it,
 * in the caller's transaction. The UPDATE is guarded (`balance + amount >= 0`) and the table checks
 * `balance_fen >= 0`: parallel debits of one card take turns on its row and the one that would overdraw
 * it is refused ("balance too low"), so the balance always equals the sum of the card's entries.
 */
export async function moveBalance(
  c: LedgerContext,
  cardId: string,
  kind: GiftCardEntryKind,
  amountFen: number,
  more: { orderId?: string | null; memberId?: string | null } = {},
): Promise<number> {
  const [row] = await c.tx
    .update(shopGiftCard)
    .set({ balanceFen: sql`${shopGiftCard.balanceFen} + ${amountFen}`, updateTime: new Date() })
    .where(and(eq(shopGiftCard.id, cardId), sql`${shopGiftCard.balanceFen} + ${amountFen} >= 0`))
    .returning({ balanceFen: shopGiftCard.balanceFen })
  if (!row) throw badRequest('giftCardShort')
  await c.tx.insert(shopGiftCardEntry).values({
    id: c.ids.next(),
    cardId,
    kind,
    amountFen,
    balanceFen: row.balanceFen,
    orderId: more.orderId ?? null,
    memberId: more.memberId ?? null,
    createUser: c.userId,
  })
  return row.balanceFen
}

/** What `cardId` paid for `orderId` and has not had refunded yet (fen, ≥ 0). */
export async function netPaid(c: LedgerContext, orderId: string, cardId?: string): Promise<number> {
  const [row] = await c.tx
    .select({ net: sql<number>`coalesce(-sum(${shopGiftCardEntry.amountFen}), 0)::int` })
    .from(shopGiftCardEntry)
    .where(
      and(
        eq(shopGiftCardEntry.orderId, orderId),
        sql`${shopGiftCardEntry.kind} in ('pay', 'refund')`,
        cardId ? eq(shopGiftCardEntry.cardId, cardId) : undefined,
      ),
    )
  return Number(row?.net ?? 0)
}
