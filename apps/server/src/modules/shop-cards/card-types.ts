import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { GiftCardType, GiftCardTypeInput, SaleStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { formatDateTime } from '../../core/time'
import type { CardsContext } from './context'
import { shopGiftCard, shopGiftCardType } from './schema'
import { pageOf, scheduleOf } from './time'

type Row = typeof shopGiftCardType.$inferSelect

const toType = (r: Row, sold: number, tz: string): GiftCardType => ({
  id: r.id,
  name: r.name,
  faceFen: r.faceFen,
  validDays: r.validDays,
  startTime: formatDateTime(r.startTime, tz),
  endTime: formatDateTime(r.endTime, tz),
  status: r.status as SaleStatus,
  sold,
  createTime: formatDateTime(r.createTime, tz),
})

async function soldOf(c: CardsContext, ids: string[]) {
  if (!ids.length) return new Map<string, number>()
  const rows = await c.tx
    .select({ typeId: shopGiftCard.typeId, n: count() })
    .from(shopGiftCard)
    .where(inArray(shopGiftCard.typeId, ids))
    .groupBy(shopGiftCard.typeId)
  return new Map(rows.map((r) => [r.typeId, Number(r.n)]))
}

export async function typePage(
  c: CardsContext,
  f: { current: number; size: number; name?: string; status?: SaleStatus },
) {
  const conds: SQL[] = []
  if (f.name) conds.push(ilike(shopGiftCardType.name, `%${escapeLike(f.name)}%`))
  if (f.status) conds.push(eq(shopGiftCardType.status, f.status))
  const where = and(...conds)
  const [{ n }] = (await c.tx.select({ n: count() }).from(shopGiftCardType).where(where)) as [{ n: number }]
  const rows = await c.tx
    .select()
    .from(shopGiftCardType)
    .where(where)
    .orderBy(desc(shopGiftCardType.createTime), desc(shopGiftCardType.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const sold = await soldOf(
    c,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => toType(r, sold.get(r.id) ?? 0, c.timeZone)),
    Number(n),
    f.current,
    f.size,
  )
}

/** The type, locked; `forSale`: it must be on sale now. */
export async function lockType(c: CardsContext, id: string, forSale = false, now = new Date()): Promise<Row> {
  const [row] = await c.tx.select().from(shopGiftCardType).where(eq(shopGiftCardType.id, id)).for('update')
  if (!row) throw notFound()
  if (forSale && (row.status !== 'active' || now < row.startTime || now > row.endTime))
    throw badRequest('cardsNotOnSale', { name: row.name })
  return row
}

async function typeOf(c: CardsContext, id: string) {
  const [row] = await c.tx.select().from(shopGiftCardType).where(eq(shopGiftCardType.id, id))
  return toType(row!, (await soldOf(c, [id])).get(id) ?? 0, c.timeZone)
}

/** Creates a card type or edits one on sale (cards sold keep the face value they were sold with). */
export async function submitType(c: CardsContext, input: GiftCardTypeInput): Promise<GiftCardType> {
  const values = {
    name: input.name.trim(),
    faceFen: input.faceFen,
    validDays: input.validDays,
    ...scheduleOf(input, c.timeZone),
  }
  if (input.id) {
    const row = await lockType(c, input.id)
    if (row.status === 'stopped') throw badRequest('cardsStopped', { name: row.name })
    await c.tx
      .update(shopGiftCardType)
      .set({ ...values, updateUser: c.userId, updateTime: new Date() })
      .where(eq(shopGiftCardType.id, input.id))
    return typeOf(c, input.id)
  }
  const id = c.ids.next()
  await c.tx.insert(shopGiftCardType).values({ id, ...values, createUser: c.userId, updateUser: c.userId })
  return typeOf(c, id)
}

export async function stopType(c: CardsContext, id: string): Promise<GiftCardType> {
  await lockType(c, id)
  await c.tx
    .update(shopGiftCardType)
    .set({ status: 'stopped', updateUser: c.userId, updateTime: new Date() })
    .where(eq(shopGiftCardType.id, id))
  return typeOf(c, id)
}
