import { and, count, countDistinct, desc, eq, isNotNull, ne, sql, sum } from 'drizzle-orm'
import type { DrawPrizeKind, DrawRecord, LuckyDrawStats, Page } from '@store/contract'
import { formatDateTime } from '../../core/time'
import type { EngageContext } from './context'
import { drawRow, poolOf } from './draw-read'
import { engageDrawRecord } from './schema'

type RecordRow = typeof engageDrawRecord.$inferSelect

export const recordOut = (r: RecordRow, timeZone: string): DrawRecord => ({
  id: r.id,
  drawId: r.drawId,
  memberId: r.memberId,
  seed: r.seed,
  roll: r.roll,
  rolledPrizeId: r.rolledPrizeId,
  prizeId: r.prizeId,
  prizeName: r.prizeName,
  prizeKind: r.prizeKind as DrawPrizeKind | null,
  points: r.points,
  couponTemplateId: r.couponTemplateId,
  shopGoodsId: r.shopGoodsId,
  orderId: r.orderId,
  costPoints: r.costPoints,
  day: r.day,
  createTime: formatDateTime(r.createTime, timeZone),
})

export interface RecordQuery {
  current: number
  size: number
  drawId: string
  memberId?: string
  /** 1: draws that awarded a prize other than "none"; 0: the others */
  won?: 0 | 1
}

const R = engageDrawRecord
const wonPrize = and(isNotNull(R.prizeId), ne(R.prizeKind, 'none'))

/** An activity's draws, newest first, by member and by whether they won. */
export async function recordPage(c: EngageContext, q: RecordQuery): Promise<Page<DrawRecord>> {
  await drawRow(c.tx, q.drawId)
  const where = and(
    eq(R.drawId, q.drawId),
    q.memberId ? eq(R.memberId, q.memberId) : undefined,
    q.won === 1 ? wonPrize : q.won === 0 ? sql`NOT (${wonPrize ?? sql`true`})` : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(R).where(where)
  const rows = await c.tx
    .select()
    .from(R)
    .where(where)
    .orderBy(desc(R.createTime), desc(R.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return {
    records: rows.map((r) => recordOut(r, c.timeZone)),
    total,
    size: q.size,
    current: q.current,
    pages: Math.ceil(total / q.size),
  }
}

/** An activity's figures from its records, and per prize how often it was rolled and awarded, and what is left. */
export async function drawStats(c: EngageContext, drawId: string): Promise<LuckyDrawStats> {
  await drawRow(c.tx, drawId)
  const [totals] = await c.tx
    .select({
      draws: count(),
      members: countDistinct(R.memberId),
      pointsSpent: sum(R.costPoints).mapWith(Number),
      winners: count(sql`CASE WHEN ${wonPrize} THEN 1 END`),
    })
    .from(R)
    .where(eq(R.drawId, drawId))
  const rolled = await c.tx
    .select({ prizeId: R.rolledPrizeId, n: count() })
    .from(R)
    .where(and(eq(R.drawId, drawId), isNotNull(R.rolledPrizeId)))
    .groupBy(R.rolledPrizeId)
  const pool = await poolOf(c.tx, drawId)
  return {
    draws: totals?.draws ?? 0,
    members: totals?.members ?? 0,
    pointsSpent: totals?.pointsSpent ?? 0,
    winners: totals?.winners ?? 0,
    prizes: pool.map((p) => ({
      prizeId: p.id,
      name: p.name,
      kind: p.kind as DrawPrizeKind,
      probabilityPpm: p.probabilityPpm,
      rolled: rolled.find((r) => r.prizeId === p.id)?.n ?? 0,
      awarded: p.awarded,
      remaining: p.stock,
    })),
  }
}
