import { and, count, desc, eq, isNull } from 'drizzle-orm'
import {
  DRAW_PPM,
  type DrawPrizeInput,
  type DrawStatus,
  type LuckyDraw,
  type LuckyDrawDetail,
  type LuckyDrawInput,
  type Page,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { couponTemplateUsable } from '../promotion'
import { activityGoods } from '../shop'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { drawDetail, drawOut, drawRow, poolOf, type PrizeRow } from './draw-read'
import { at, holds, statusWhere } from './schedule'
import { engageDraw, engageDrawPrize } from './schema'

/**
 * The pool's own rules: probabilities summing to exactly one, a points prize's points, a coupon prize's
 * template the promotions can issue, a goods prize's goods on sale in the shop.
 */
async function checkPool(c: EngageContext, prizes: DrawPrizeInput[]) {
  const sum = prizes.reduce((s, p) => s + p.probabilityPpm, 0)
  if (sum !== DRAW_PPM) throw badRequest('drawProbabilitySum', { sum: sum / (DRAW_PPM / 100) })
  for (const p of prizes) {
    if (p.kind === 'points' && !p.points) throw badRequest('drawPrizePoints', { name: p.name })
    if (p.kind === 'coupon' && !(p.couponTemplateId && (await couponTemplateUsable(c, p.couponTemplateId))))
      throw badRequest('drawPrizeCoupon', { name: p.name })
    if (p.kind === 'goods' && !(p.shopGoodsId && (await activityGoods(c.tx, [p.shopGoodsId])).length))
      throw badRequest('drawPrizeGoods', { name: p.name })
  }
}

const prizeValues = (p: DrawPrizeInput) => ({
  name: p.name.trim(),
  kind: p.kind,
  points: p.kind === 'points' ? p.points! : null,
  couponTemplateId: p.kind === 'coupon' ? p.couponTemplateId! : null,
  shopGoodsId: p.kind === 'goods' ? p.shopGoodsId! : null,
  stock: p.kind === 'none' ? null : (p.stock ?? 0),
  probabilityPpm: p.probabilityPpm,
})

/**
 * Once an activity has draws, its records must still recompute from their seeds: the pool keeps its
 * prizes, order, kinds and chances; only names, stock and what a prize hands over may change (each record
 * keeps what it gave).
 */
function sameOdds(pool: PrizeRow[], prizes: DrawPrizeInput[]) {
  return (
    pool.length === prizes.length &&
    pool.every((p, i) => {
      const q = prizes[i]!
      return q.id === p.id && q.kind === p.kind && q.probabilityPpm === p.probabilityPpm
    })
  )
}

/** Creates or changes an activity and its pool, in the caller's transaction. A stopped one is final. */
export async function submitDraw(c: EngageContext, input: LuckyDrawInput): Promise<LuckyDrawDetail> {
  if (input.endTime <= input.startTime) throw badRequest('drawTimeOrder')
  await checkPool(c, input.prizes)
  const fields = {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    startTime: at(input.startTime, c.timeZone),
    endTime: at(input.endTime, c.timeZone),
    costPoints: input.costPoints,
    dailyLimit: input.dailyLimit,
    totalLimit: input.totalLimit,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  if (!input.id) {
    const id = c.ids.next()
    await c.tx.insert(engageDraw).values({ id, ...fields, createUser: c.userId })
    await insertPool(c, id, input.prizes)
    return drawDetail(c.tx, id, c.timeZone)
  }
  const row = await drawRow(c.tx, input.id, true)
  if (row.stoppedAt) throw badRequest('drawStopped')
  await c.tx.update(engageDraw).set(fields).where(eq(engageDraw.id, row.id))
  if (row.draws === 0) {
    await c.tx.delete(engageDrawPrize).where(eq(engageDrawPrize.drawId, row.id))
    await insertPool(c, row.id, input.prizes)
  } else {
    const pool = await poolOf(c.tx, row.id)
    if (!sameOdds(pool, input.prizes)) throw badRequest('drawPrizesLocked')
    for (const p of input.prizes) {
      const { name, stock, couponTemplateId, shopGoodsId } = prizeValues(p)
      await c.tx
        .update(engageDrawPrize)
        .set({ name, stock, couponTemplateId, shopGoodsId })
        .where(eq(engageDrawPrize.id, p.id!))
    }
  }
  return drawDetail(c.tx, row.id, c.timeZone)
}

async function insertPool(c: EngageContext, drawId: string, prizes: DrawPrizeInput[]) {
  await c.tx
    .insert(engageDrawPrize)
    .values(prizes.map((p, sort) => ({ id: c.ids.next(), drawId, sort, ...prizeValues(p) })))
}

/** Stops an activity for good (a guarded update: stopping twice is refused). */
export async function stopDraw(c: EngageContext, id: string): Promise<LuckyDrawDetail> {
  await drawRow(c.tx, id)
  const stopped = await c.tx
    .update(engageDraw)
    .set({ stoppedAt: new Date(), updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(engageDraw.id, id), isNull(engageDraw.stoppedAt)))
    .returning({ id: engageDraw.id })
  if (!stopped.length) throw badRequest('drawStopped')
  return drawDetail(c.tx, id, c.timeZone)
}

export interface DrawPageQuery {
  current: number
  size: number
  name?: string
  status?: DrawStatus
}

/** Activities, newest first, by name and state. */
export async function drawPage(c: EngageContext, q: DrawPageQuery): Promise<Page<LuckyDraw>> {
  const where = and(
    q.name ? holds(engageDraw.name, q.name) : undefined,
    q.status ? statusWhere(engageDraw, q.status) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(engageDraw).where(where)
  const rows = await c.tx
    .select()
    .from(engageDraw)
    .where(where)
    .orderBy(desc(engageDraw.createTime), desc(engageDraw.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const now = new Date()
  return pageOf(
    rows.map((r) => drawOut(r, c.timeZone, now)),
    total,
    q,
  )
}
