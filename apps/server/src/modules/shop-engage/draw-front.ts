import { randomInt } from 'node:crypto'
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { DrawPrizeKind, DrawRecord, FrontLuckyDraw } from '@store/contract'
import { AppError, badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberExists } from '../insider'
import { earnPoints, spendPoints } from '../ledger'
import { issueMemberCoupons } from '../promotion'
import { createActivityOrder, shopPayments } from '../shop'
import type { EngageContext } from './context'
import { drawRow, drawStatus, poolOf, type DrawRow, type PrizeRow } from './draw-read'
import { recordOut } from './draw-records'
import { dayOf } from './schedule'
import { prizeAt, rollOf } from './draw-rng'
import { engageDraw, engageDrawMember, engageDrawPrize, engageDrawRecord } from './schema'

/**
 * Counts one more draw for the member by one guarded upsert: refused (no row back) when the whole count
 * or today's count is at its limit. The row's lock queues the member's concurrent draws.
 */
async function countDraw(c: EngageContext, draw: DrawRow, memberId: string, day: string) {
  const m = engageDrawMember
  const rows = await c.tx
    .insert(m)
    .values({ drawId: draw.id, memberId, total: 1, day, dayCount: 1 })
    .onConflictDoUpdate({
      target: [m.tenantId, m.drawId, m.memberId],
      set: {
        total: sql`${m.total} + 1`,
        dayCount: sql`CASE WHEN ${m.day} = excluded.day THEN ${m.dayCount} + 1 ELSE 1 END`,
        day: sql`excluded.day`,
      },
      setWhere: sql`${m.total} < ${draw.totalLimit} AND (${m.day} <> excluded.day OR ${m.dayCount} < ${draw.dailyLimit})`,
    })
    .returning({ total: m.total })
  if (rows.length) return
  const [seen] = await c.tx
    .select({ total: m.total })
    .from(m)
    .where(and(eq(m.drawId, draw.id), eq(m.memberId, memberId)))
  if (seen && seen.total >= draw.totalLimit) throw badRequest('drawTotalLimit', { limit: draw.totalLimit })
  throw badRequest('drawDailyLimit', { limit: draw.dailyLimit })
}

/** Takes one unit of a prize's stock by a guarded decrement; a "none" prize never runs out. */
async function takePrize(c: EngageContext, prize: PrizeRow): Promise<boolean> {
  const p = engageDrawPrize
  const limited = prize.stock !== null
  const rows = await c.tx
    .update(p)
    .set({ awarded: sql`${p.awarded} + 1`, ...(limited ? { stock: sql`${p.stock} - 1` } : {}) })
    .where(and(eq(p.id, prize.id), limited ? and(isNotNull(p.stock), gte(p.stock, 1)) : undefined))
    .returning({ id: p.id })
  return rows.length === 1
}

/**
 * Awards the rolled prize if a unit of it is left. A coupon prize's unit is taken and its coupon issued by
 * the promotions inside a savepoint: when the promotions refuse (template disabled or used up, the member at
 * its per-member limit) the savepoint is rolled back, the stock and count stay as they were, and the draw
 * falls to "thanks" instead of failing the member's paid draw.
 */
async function awardPrize(c: EngageContext, prize: PrizeRow, memberId: string): Promise<boolean> {
  if (prize.kind !== 'coupon') return takePrize(c, prize)
  await c.tx.execute(sql`SAVEPOINT draw_coupon`)
  let awarded: boolean
  try {
    awarded =
      (await takePrize(c, prize)) &&
      (await issueMemberCoupons(c, { templateId: prize.couponTemplateId!, memberId, quantity: 1 })) === 1
  } catch (e) {
    if (!(e instanceof AppError)) throw e
    await c.tx.execute(sql`ROLLBACK TO SAVEPOINT draw_coupon`)
    awarded = false
  }
  await c.tx.execute(sql`RELEASE SAVEPOINT draw_coupon`)
  return awarded
}

function ensureRunning(draw: DrawRow, now: Date) {
  const status = drawStatus(draw, now)
  if (status === 'stopped') throw badRequest('drawStopped')
  if (status !== 'running') throw badRequest('drawNotRunning')
}

/**
 * A member draws, in one transaction: the activity must be running and the member within its daily and
 * whole limits; the cost is spent from the member's points; a fresh seed is rolled on the server and the
 * rolled prize is awarded if a unit of it is left (else the draw falls to "thanks"); a points prize is
 * credited to the member's points, a coupon prize's coupon issued (`awardPrize`), a goods prize waits for
 * its claim. The record keeps the seed and roll, so the outcome recomputes.
 */
export async function drawOnce(c: EngageContext, drawId: string, memberId: string): Promise<DrawRecord> {
  const now = new Date()
  const draw = await drawRow(c.tx, drawId)
  ensureRunning(draw, now)
  if (!(await memberExists(c.tx, memberId))) throw badRequest('drawMemberMissing')
  const day = dayOf(now, c.timeZone)
  await countDraw(c, draw, memberId, day)

  const id = c.ids.next()
  const ledger = { ids: c.ids, userId: c.userId, at: now }
  if (draw.costPoints > 0)
    await spendPoints(c.tx, ledger, {
      memberId,
      eventKey: `lucky-draw:${id}`,
      points: draw.costPoints,
      remark: draw.name,
    })
  const seed = randomInt(0, 2 ** 32 - 1)
  const roll = rollOf(seed)
  const rolled = prizeAt(await poolOf(c.tx, drawId), roll)
  const won = rolled && (await awardPrize(c, rolled, memberId)) ? rolled : null
  if (won?.kind === 'points')
    await earnPoints(c.tx, ledger, {
      memberId,
      eventKey: `lucky-draw-prize:${id}`,
      points: won.points!,
      frozenUntil: null,
      expiresAt: null,
      remark: `${draw.name}：${won.name}`,
    })
  await c.tx
    .update(engageDraw)
    .set({ draws: sql`${engageDraw.draws} + 1` })
    .where(eq(engageDraw.id, drawId))
  const [row] = await c.tx
    .insert(engageDrawRecord)
    .values({
      id,
      drawId,
      memberId,
      seed,
      roll,
      rolledPrizeId: rolled?.id ?? null,
      prizeId: won?.id ?? null,
      prizeName: won?.name ?? null,
      prizeKind: won?.kind ?? null,
      points: won?.kind === 'points' ? won.points : null,
      couponTemplateId: won?.kind === 'coupon' ? won.couponTemplateId : null,
      shopGoodsId: won?.kind === 'goods' ? won.shopGoodsId : null,
      costPoints: draw.costPoints,
      day,
      createUser: c.userId,
    })
    .returning()
  return recordOut(row!, c.timeZone)
}

/**
 * A member claims a goods prize it won, once: the record is locked (parallel claims queue on it and find it
 * claimed), then the shop makes a paid pick-up order of the goods at price 0 through its activity-order port
 * (the goods' stock taken by its guarded decrement: sold out refuses the claim, which may be made again later)
 * and the record keeps the order.
 */
export async function claimPrize(c: EngageContext, recordId: string, memberId: string): Promise<DrawRecord> {
  const R = engageDrawRecord
  const [record] = await c.tx
    .select()
    .from(R)
    .where(
      and(eq(R.id, recordId), eq(R.memberId, memberId), eq(R.prizeKind, 'goods'), isNotNull(R.shopGoodsId)),
    )
    .for('update')
  if (!record) throw badRequest('drawClaimMissing')
  if (record.orderId) throw badRequest('drawClaimed')
  const draw = await drawRow(c.tx, record.drawId)
  const orderId = await createActivityOrder(
    { ...c, payments: shopPayments },
    {
      memberId,
      lines: [{ shopGoodsId: record.shopGoodsId!, quantity: 1, unitPriceFen: 0 }],
      source: { kind: 'lucky_draw', activityId: draw.id, recordId: record.id, activityName: draw.name },
    },
  )
  const [row] = await c.tx.update(R).set({ orderId }).where(eq(R.id, record.id)).returning()
  return recordOut(row!, c.timeZone)
}

/** The shop front's view of an activity for a member: its prizes and the draws the member has left. */
export async function frontDraw(c: EngageContext, drawId: string, memberId: string): Promise<FrontLuckyDraw> {
  const draw = await drawRow(c.tx, drawId)
  if (!(await memberExists(c.tx, memberId))) throw badRequest('drawMemberMissing')
  const [mine] = await c.tx
    .select()
    .from(engageDrawMember)
    .where(and(eq(engageDrawMember.drawId, drawId), eq(engageDrawMember.memberId, memberId)))
  const today = dayOf(new Date(), c.timeZone)
  const usedToday = mine && mine.day === today ? mine.dayCount : 0
  const leftTotal = Math.max(0, draw.totalLimit - (mine?.total ?? 0))
  return {
    id: draw.id,
    name: draw.name,
    description: draw.description,
    startTime: formatDateTime(draw.startTime, c.timeZone),
    endTime: formatDateTime(draw.endTime, c.timeZone),
    status: drawStatus(draw, new Date()),
    costPoints: draw.costPoints,
    prizes: (await poolOf(c.tx, drawId)).map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind as DrawPrizeKind,
    })),
    leftToday: Math.min(leftTotal, Math.max(0, draw.dailyLimit - usedToday)),
    leftTotal,
  }
}
