import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { GiftCard, GiftCardStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { formatDateTime } from '../../core/time'
import { lockType } from './card-types'
import { moveBalance } from './card-ledger'
import { generateCode, normaliseCode } from './code'
import type { CardsContext } from './context'
import { shopGiftCard, shopGiftCardType } from './schema'
import { DAY_MS, pageOf } from './time'

export type CardRow = typeof shopGiftCard.$inferSelect

async function toCards(c: CardsContext, rows: CardRow[]): Promise<GiftCard[]> {
  const typeIds = [...new Set(rows.map((r) => r.typeId))]
  const types = typeIds.length
    ? await c.tx
        .select({ id: shopGiftCardType.id, name: shopGiftCardType.name })
        .from(shopGiftCardType)
        .where(inArray(shopGiftCardType.id, typeIds))
    : []
  const nameOf = new Map(types.map((t) => [t.id, t.name]))
  const at = (d: Date | null) => d && formatDateTime(d, c.timeZone)
  return rows.map((r) => ({
    id: r.id,
    cardNo: r.cardNo,
    typeId: r.typeId,
    typeName: nameOf.get(r.typeId) ?? '',
    memberId: r.memberId,
    status: r.status as GiftCardStatus,
    faceFen: r.faceFen,
    balanceFen: r.balanceFen,
    activateTime: at(r.activateTime),
    expireTime: at(r.expireTime),
    createTime: formatDateTime(r.createTime, c.timeZone),
  }))
}

export async function cardOf(c: CardsContext, id: string): Promise<GiftCard> {
  const [row] = await c.tx.select().from(shopGiftCard).where(eq(shopGiftCard.id, id))
  return (await toCards(c, [row!]))[0]!
}

export async function cardPage(
  c: CardsContext,
  f: {
    current: number
    size: number
    cardNo?: string
    memberId?: string
    typeId?: string
    status?: GiftCardStatus
  },
) {
  const conds: SQL[] = []
  if (f.cardNo) conds.push(sql`${shopGiftCard.cardNo} ilike ${`%${escapeLike(normaliseCode(f.cardNo))}%`}`)
  if (f.memberId) conds.push(eq(shopGiftCard.memberId, f.memberId))
  if (f.typeId) conds.push(eq(shopGiftCard.typeId, f.typeId))
  if (f.status) conds.push(eq(shopGiftCard.status, f.status))
  const where = and(...conds)
  const [{ n }] = (await c.tx.select({ n: count() }).from(shopGiftCard).where(where)) as [{ n: number }]
  const rows = await c.tx
    .select()
    .from(shopGiftCard)
    .where(where)
    .orderBy(desc(shopGiftCard.createTime), desc(shopGiftCard.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  return pageOf(await toCards(c, rows), Number(n), f.current, f.size)
}

export async function memberCards(c: CardsContext, memberId: string): Promise<GiftCard[]> {
  const rows = await c.tx
    .select()
    .from(shopGiftCard)
    .where(eq(shopGiftCard.memberId, memberId))
    .orderBy(desc(shopGiftCard.createTime))
  return toCards(c, rows)
}

/** Sells `quantity` cards of a type on sale, each with an unguessable number; they wait to be activated. */
export async function sellCards(
  c: CardsContext,
  input: { typeId: string; quantity: number; memberId?: string },
): Promise<GiftCard[]> {
  const type = await lockType(c, input.typeId, true)
  const rows = await c.tx
    .insert(shopGiftCard)
    .values(
      Array.from({ length: input.quantity }, () => ({
        id: c.ids.next(),
        typeId: type.id,
        cardNo: generateCode(),
        memberId: input.memberId ?? null,
        faceFen: type.faceFen,
        createUser: c.userId,
        updateUser: c.userId,
      })),
    )
    .returning()
  return toCards(c, rows)
}

/** The card by its number, locked for the change about to be made. */
export async function lockCardByNo(c: CardsContext, cardNo: string): Promise<CardRow> {
  const [row] = await c.tx
    .select()
    .from(shopGiftCard)
    .where(eq(shopGiftCard.cardNo, normaliseCode(cardNo)))
    .for('update')
  if (!row) throw badRequest('giftCardUnknown')
  return row
}

/** A member's active card, locked: it must be theirs, active and not past its expiry. */
export async function lockUsableCard(c: CardsContext, cardNo: string, memberId: string, now = new Date()) {
  const card = await lockCardByNo(c, cardNo)
  if (card.memberId !== memberId) throw badRequest('giftCardNotYours')
  if (card.status !== 'active' || (card.expireTime && card.expireTime <= now))
    throw badRequest('giftCardNotActive')
  return card
}

/**
 * A member activates a sold card (an anonymous one becomes theirs): its face value is loaded as the
 * ledger's first entry and it stays valid for its type's days from now.
 */
export async function activateCard(
  c: CardsContext,
  input: { cardNo: string; memberId: string },
  now = new Date(),
): Promise<GiftCard> {
  const card = await lockCardByNo(c, input.cardNo)
  if (card.memberId && card.memberId !== input.memberId) throw badRequest('giftCardNotYours')
  if (card.status !== 'inactive') throw badRequest('giftCardAlreadyActive')
  const type = await lockType(c, card.typeId)
  await c.tx
    .update(shopGiftCard)
    .set({
      status: 'active',
      memberId: input.memberId,
      activateTime: now,
      expireTime: new Date(now.getTime() + type.validDays * DAY_MS),
    })
    .where(eq(shopGiftCard.id, card.id))
  await moveBalance(c, card.id, 'load', card.faceFen, { memberId: input.memberId })
  return cardOf(c, card.id)
}
