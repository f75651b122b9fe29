import { asc, eq } from 'drizzle-orm'
import type { DrawPrize, LuckyDraw, LuckyDrawDetail, DrawPrizeKind } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { scheduleStatus } from './schedule'
import { engageDraw, engageDrawPrize } from './schema'

export type DrawRow = typeof engageDraw.$inferSelect
export type PrizeRow = typeof engageDrawPrize.$inferSelect

/** An activity's state at `now`: stopped by staff, else from its schedule. */
export const drawStatus = scheduleStatus

export const drawOut = (row: DrawRow, timeZone: string, now = new Date()): LuckyDraw => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startTime: formatDateTime(row.startTime, timeZone),
  endTime: formatDateTime(row.endTime, timeZone),
  status: drawStatus(row, now),
  costPoints: row.costPoints,
  dailyLimit: row.dailyLimit,
  totalLimit: row.totalLimit,
  draws: row.draws,
  createTime: formatDateTime(row.createTime, timeZone),
})

export const prizeOut = (p: PrizeRow): DrawPrize => ({
  id: p.id,
  name: p.name,
  kind: p.kind as DrawPrizeKind,
  points: p.points,
  couponTemplateId: p.couponTemplateId,
  shopGoodsId: p.shopGoodsId,
  stock: p.stock,
  probabilityPpm: p.probabilityPpm,
  awarded: p.awarded,
})

/** The activity's row, locked for the rest of the transaction when `lock` (edits, stop); else a 404. */
export async function drawRow(tx: Tx, id: string, lock = false): Promise<DrawRow> {
  const q = tx.select().from(engageDraw).where(eq(engageDraw.id, id))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound()
  return row
}

/** The pool in its order: the order the roll's ranges follow. */
export const poolOf = (tx: Tx, drawId: string): Promise<PrizeRow[]> =>
  tx
    .select()
    .from(engageDrawPrize)
    .where(eq(engageDrawPrize.drawId, drawId))
    .orderBy(asc(engageDrawPrize.sort))

export async function drawDetail(tx: Tx, id: string, timeZone: string): Promise<LuckyDrawDetail> {
  const row = await drawRow(tx, id)
  return { ...drawOut(row, timeZone), prizes: (await poolOf(tx, id)).map(prizeOut) }
}
