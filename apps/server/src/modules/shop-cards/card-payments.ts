import { and, asc, eq, inArray } from 'drizzle-orm'
import type { GiftCard } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { lockOrderToPay } from '../shop'
import { moveBalance, netPaid, type LedgerContext } from './card-ledger'
import { cardOf, lockUsableCard } from './cards'
import type { CardsContext } from './context'
import { generateCode } from './code'
import { shopGiftCard, shopGiftCardEntry } from './schema'

/**
 * Pays `amountFen` of an unpaid shop order with a member's card: never more than the order still has to
 * pay after the cards' earlier payments (the order is locked while it is paid), never more than the card
 * holds (the guarded debit).
 */
export async function payWithCard(
  c: CardsContext,
  input: { cardNo: string; memberId: string; orderId: string; amountFen: number },
): Promise<GiftCard> {
  const order = await lockOrderToPay(c.tx, input.orderId)
  if (!order) throw notFound()
  if (order.status !== 'unpaid') throw badRequest('giftCardOrderNotUnpaid')
  if (input.amountFen > order.payableFen - (await netPaid(c, input.orderId)))
    throw badRequest('giftCardOverOrder')
  const card = await lockUsableCard(c, input.cardNo, input.memberId)
  await moveBalance(c, card.id, 'pay', -input.amountFen, { orderId: input.orderId, memberId: input.memberId })
  return cardOf(c, card.id)
}

/** Gives back to a card up to what it paid for an order and was not refunded yet. */
async function giveBack(
  c: LedgerContext,
  card: { id: string; memberId: string | null },
  orderId: string,
  amountFen: number,
) {
  if (amountFen > (await netPaid(c, orderId, card.id))) throw badRequest('giftCardOverRefund')
  await moveBalance(c, card.id, 'refund', amountFen, { orderId, memberId: card.memberId })
}

/** Refunds part of what a card paid for an order back to it (an after-sale's refund). */
export async function refundToCard(
  c: CardsContext,
  input: { cardId: string; orderId: string; amountFen: number },
): Promise<GiftCard> {
  const [card] = await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, input.cardId)).for('update')
  if (!card) throw notFound()
  await giveBack(c, card, input.orderId, input.amountFen)
  return cardOf(c, card.id)
}

/** The cards that paid for an order, locked in id order (parallel refunds of one order take turns). */
async function payingCards(c: LedgerContext, orderId: string) {
  return c.tx
    .select({ id: shopGiftCard.id, memberId: shopGiftCard.memberId })
    .from(shopGiftCard)
    .where(
      inArray(
        shopGiftCard.id,
        c.tx
          .select({ cardId: shopGiftCardEntry.cardId })
          .from(shopGiftCardEntry)
          .where(and(eq(shopGiftCardEntry.orderId, orderId), eq(shopGiftCardEntry.kind, 'pay'))),
      ),
    )
    .orderBy(asc(shopGiftCard.id))
    .for('update')
}

/**
 * Gives back up to `amountFen` of an order's gift-card payments, card after card, each up to what it
 * paid and was not refunded yet (`refund` entries); answers what the cards took back. A cancelled
 * order's cards get back all they paid (`amountFen` omitted).
 */
export async function refundOrderToCards(
  c: LedgerContext,
  orderId: string,
  amountFen = Infinity,
): Promise<number> {
  let given = 0
  for (const card of await payingCards(c, orderId)) {
    const part = Math.min(await netPaid(c, orderId, card.id), amountFen - given)
    if (part <= 0) continue
    await giveBack(c, card, orderId, part)
    given += part
  }
  return given
}

/**
 * Transfers `amountFen` of a member's card to another member: it leaves the card (transfer out) and is
 * loaded onto a new active card of the same type for the other member (transfer in), expiring with it.
 */
export async function transferCard(
  c: CardsContext,
  input: { cardNo: string; memberId: string; toMemberId: string; amountFen: number },
): Promise<GiftCard> {
  if (input.toMemberId === input.memberId) throw badRequest('giftCardSameMember')
  const card = await lockUsableCard(c, input.cardNo, input.memberId)
  await moveBalance(c, card.id, 'transfer_out', -input.amountFen, { memberId: input.toMemberId })
  const id = c.ids.next()
  await c.tx.insert(shopGiftCard).values({
    id,
    typeId: card.typeId,
    cardNo: generateCode(),
    memberId: input.toMemberId,
    status: 'active',
    faceFen: input.amountFen,
    activateTime: new Date(),
    expireTime: card.expireTime,
    createUser: c.userId,
    updateUser: c.userId,
  })
  await moveBalance(c, id, 'transfer_in', input.amountFen, { memberId: input.memberId })
  return cardOf(c, id)
}
