import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { GiftCardEntry, GiftCardEntryKind, GiftCardStats } from '@store/contract'
import { formatDateTime } from '../../core/time'
import type { CardsContext } from './context'
import { shopGiftCard, shopGiftCardEntry } from './schema'
import { pageOf } from './time'

/** The ledger's entries, newest first, of one card or of all. */
export async function entryPage(
  c: CardsContext,
  f: { current: number; size: number; cardId?: string; kind?: GiftCardEntryKind },
) {
  const conds: SQL[] = []
  if (f.cardId) conds.push(eq(shopGiftCardEntry.cardId, f.cardId))
  if (f.kind) conds.push(eq(shopGiftCardEntry.kind, f.kind))
  const where = and(...conds)
  const [{ n }] = (await c.tx.select({ n: count() }).from(shopGiftCardEntry).where(where)) as [{ n: number }]
  const rows = await c.tx
    .select({ entry: shopGiftCardEntry, cardNo: shopGiftCard.cardNo })
    .from(shopGiftCardEntry)
    .innerJoin(shopGiftCard, eq(shopGiftCard.id, shopGiftCardEntry.cardId))
    .where(where)
    .orderBy(desc(shopGiftCardEntry.createTime), desc(shopGiftCardEntry.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const records: GiftCardEntry[] = rows.map(({ entry: e, cardNo }) => ({
    id: e.id,
    cardId: e.cardId,
    cardNo,
    kind: e.kind as GiftCardEntryKind,
    amountFen: e.amountFen,
    balanceFen: e.balanceFen,
    orderId: e.orderId,
    memberId: e.memberId,
    createTime: formatDateTime(e.createTime, c.timeZone),
  }))
  return pageOf(records, Number(n), f.current, f.size)
}

const int = (q: SQL) => sql<number>`(${q})::int`

export async function giftCardStats(c: CardsContext): Promise<GiftCardStats> {
  const [cards] = await c.tx
    .select({
      sold: int(sql`count(*)`),
      active: int(sql`count(*) filter (where ${shopGiftCard.status} = 'active')`),
      balanceFen: int(sql`coalesce(sum(${shopGiftCard.balanceFen}), 0)`),
    })
    .from(shopGiftCard)
  const [entries] = await c.tx
    .select({
      loadedFen: int(sql`coalesce(sum(${shopGiftCardEntry.amountFen}) filter (where kind = 'load'), 0)`),
      paidFen: int(
        sql`coalesce(-sum(${shopGiftCardEntry.amountFen}) filter (where kind in ('pay', 'refund')), 0)`,
      ),
    })
    .from(shopGiftCardEntry)
  return {
    sold: Number(cards?.sold ?? 0),
    active: Number(cards?.active ?? 0),
    balanceFen: Number(cards?.balanceFen ?? 0),
    loadedFen: Number(entries?.loadedFen ?? 0),
    paidFen: Number(entries?.paidFen ?? 0),
  }
}
