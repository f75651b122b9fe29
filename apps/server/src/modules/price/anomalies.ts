import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { AnomalyCounts, AnomalyKind, PriceAnomaly } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { goodsPriceBriefs } from '../goods'
import { loadBook } from './book'
import { breaches, type Guard } from './guards'
import { promotionsUnderFloor } from './promotion-floor'
import { priceAnomaly, priceGuard, priceList } from './schema'
import { checkShopGroups } from './shop-groups'

export interface PricedLine {
  goodsId: string
  priceFen: number
}

async function guardsOf(tx: Tx, goodsIds: readonly string[]): Promise<Map<string, Guard>> {
  if (goodsIds.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(priceGuard)
    .where(and(eq(priceGuard.isDeleted, 0), inArray(priceGuard.goodsId, [...new Set(goodsIds)])))
  return new Map(rows.map((r) => [r.goodsId, r]))
}

/**
 * Records the guards these prices of a list break (one open anomaly per kind, goods, list and order:
 * found again, it is not doubled); answers how many the prices break.
 */
export async function recordAnomalies(
  tx: Tx,
  ids: IdGenerator,
  listId: string,
  lines: readonly PricedLine[],
  found: { source: 'save' | 'nightly'; orderId?: string },
): Promise<number> {
  const [list] = await tx.select().from(priceList).where(eq(priceList.id, listId))
  if (!list) return 0
  const guards = await guardsOf(
    tx,
    lines.map((l) => l.goodsId),
  )
  const rows = lines.flatMap((line) => {
    const guard = guards.get(line.goodsId)
    return guard
      ? breaches(line.priceFen, guard, list).map((b) => ({
          id: ids.next(),
          kind: b.kind,
          goodsId: line.goodsId,
          listId,
          orderId: found.orderId ?? null,
          priceFen: line.priceFen,
          limitValue: b.limitValue,
          source: found.source,
          fingerprint: `${b.kind}:${line.goodsId}:${listId}:${found.orderId ?? ''}`,
        }))
      : []
  })
  if (rows.length) await tx.insert(priceAnomaly).values(rows).onConflictDoNothing()
  return rows.length
}

/**
 * The nightly check: every live list's entries against the guards of their goods, the shop groups'
 * prices, and the live promotions' prices against their floors.
 */
export async function checkAllLists(tx: Tx, ids: IdGenerator): Promise<number> {
  const guarded = await tx
    .select({ goodsId: priceGuard.goodsId })
    .from(priceGuard)
    .where(eq(priceGuard.isDeleted, 0))
  const { book } = await loadBook(
    tx,
    guarded.map((g) => g.goodsId),
  )
  let total = 0
  for (const list of book.lists.filter((l) => l.status === 1)) {
    const lines = guarded.flatMap(({ goodsId }) => {
      const item = book.item(list.id, goodsId)
      return item ? [{ goodsId, priceFen: book.itemFen(item).priceFen }] : []
    })
    total += await recordAnomalies(tx, ids, list.id, lines, { source: 'nightly' })
  }
  const now = new Date()
  return total + (await checkShopGroups(tx, ids, now)) + (await promotionsUnderFloor(tx, ids, now))
}

type Row = typeof priceAnomaly.$inferSelect

async function toRecords(tx: Tx, rows: Row[], timeZone: string): Promise<PriceAnomaly[]> {
  const goods = new Map(
    (
      await goodsPriceBriefs(
        tx,
        rows.map((r) => r.goodsId),
      )
    ).map((g) => [g.id, g]),
  )
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as AnomalyKind,
    goodsId: r.goodsId,
    goodsCode: goods.get(r.goodsId)?.goodsCode ?? '',
    goodsName: goods.get(r.goodsId)?.tradeName ?? '',
    listId: r.listId,
    orderId: r.orderId,
    priceFen: r.priceFen,
    limitValue: r.limitValue,
    source: r.source as PriceAnomaly['source'],
    status: r.status as PriceAnomaly['status'],
    note: r.note,
    handledAt: r.handledAt ? formatDateTime(r.handledAt, timeZone) : null,
    createTime: formatDateTime(r.createTime, timeZone),
  }))
}

export async function anomalyPage(
  tx: Tx,
  q: { current: number; size: number; status?: string; kind?: string },
  timeZone: string,
) {
  const where = and(
    q.status ? eq(priceAnomaly.status, q.status) : undefined,
    q.kind ? eq(priceAnomaly.kind, q.kind) : undefined,
  )
  const [total] = await tx.select({ n: count() }).from(priceAnomaly).where(where)
  const rows = await tx
    .select()
    .from(priceAnomaly)
    .where(where)
    .orderBy(desc(priceAnomaly.createTime), desc(priceAnomaly.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: await toRecords(tx, rows, timeZone),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

/** The unresolved anomalies for the home page: how many are open and acknowledged, and by kind. */
export async function anomalyCounts(tx: Tx): Promise<AnomalyCounts> {
  const rows = await tx
    .select({ kind: priceAnomaly.kind, status: priceAnomaly.status, n: count() })
    .from(priceAnomaly)
    .where(ne(priceAnomaly.status, 'resolved'))
    .groupBy(priceAnomaly.kind, priceAnomaly.status)
  const byKind = new Map<AnomalyKind, number>()
  for (const r of rows)
    byKind.set(r.kind as AnomalyKind, (byKind.get(r.kind as AnomalyKind) ?? 0) + Number(r.n))
  const sum = (status: string) =>
    rows.filter((r) => r.status === status).reduce((total, r) => total + Number(r.n), 0)
  return {
    open: sum('open'),
    acknowledged: sum('acknowledged'),
    kinds: [...byKind].map(([kind, n]) => ({ kind, count: n })),
  }
}

/** Acknowledges or resolves an open or acknowledged anomaly, with the handler's note. */
export async function handleAnomaly(
  tx: Tx,
  userId: string,
  input: { id: string; status: 'acknowledged' | 'resolved'; note: string },
  timeZone: string,
): Promise<PriceAnomaly> {
  const [row] = await tx.select().from(priceAnomaly).where(eq(priceAnomaly.id, input.id)).for('update')
  if (!row) throw notFound()
  if (row.status === 'resolved') throw badRequest('priceAnomalyHandled')
  const [saved] = await tx
    .update(priceAnomaly)
    .set({ status: input.status, note: input.note, handledBy: userId, handledAt: sql`now()` })
    .where(eq(priceAnomaly.id, input.id))
    .returning()
  return (await toRecords(tx, [saved!], timeZone))[0]!
}
