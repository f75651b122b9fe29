import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { CouponStatus, RedemptionStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { effectiveStatusSql } from './activity-status'
import { promActivity, promCoupon, promRedemption } from './schema'

/** What a checkout asks for: a discount of `amountFen` from one activity (and maybe a coupon), once per key. */
export interface ReserveInput {
  idempotencyKey: string
  activityId: string
  amountFen: number
  memberId?: string | null
  couponId?: string | null
  shopId?: string | null
  orderNo?: string | null
}

export type Redemption = typeof promRedemption.$inferSelect
interface Ctx {
  tx: Tx
  ids: IdGenerator
}

/** The redemptions that hold budget, count and per-member uses. */
export const HOLDING: RedemptionStatus[] = ['reserved', 'committed']

/** Why the activity's conditional update found nothing: gone, not running, budget or total limit. */
async function refusal(c: Ctx, activityId: string, amountFen: number): Promise<Error> {
  const [a] = await c.tx
    .select({
      name: promActivity.name,
      status: effectiveStatusSql,
      budgetFen: promActivity.budgetFen,
      usedFen: promActivity.usedFen,
      totalLimit: promActivity.totalLimit,
      usedCount: promActivity.usedCount,
    })
    .from(promActivity)
    .where(and(eq(promActivity.id, activityId), eq(promActivity.isDeleted, 0)))
  if (!a) return notFound()
  if (a.status !== 'active') return badRequest('promActivityNotRunning', { name: a.name })
  if (a.budgetFen !== null && a.usedFen + amountFen > a.budgetFen)
    return badRequest('promBudgetExhausted', { name: a.name })
  return badRequest('promTotalLimitReached', { name: a.name, limit: a.totalLimit ?? 0 })
}

/**
 * Reserves a discount at checkout, in the caller's transaction. The activity's budget and total count
 * are taken by one conditional UPDATE (its row lock makes concurrent reservations queue, and each
 * re-checks the condition on the row the one before left), so a budget is never overspent; the
 * per-member count is read under that lock. A key seen before answers its redemption unchanged.
 */
export async function reserveRedemption(c: Ctx, input: ReserveInput): Promise<Redemption> {
  const [created] = await c.tx
    .insert(promRedemption)
    .values({
      id: c.ids.next(),
      idempotencyKey: input.idempotencyKey,
      activityId: input.activityId,
      couponId: input.couponId ?? null,
      memberId: input.memberId ?? null,
      shopId: input.shopId ?? null,
      orderNo: input.orderNo ?? null,
      amountFen: input.amountFen,
      status: 'reserved',
    })
    .onConflictDoNothing({ target: [promRedemption.tenantId, promRedemption.idempotencyKey] })
    .returning()
  if (!created) return redemptionByKey(c, input.idempotencyKey)

  const [activity] = await c.tx
    .update(promActivity)
    .set({
      usedFen: sql`${promActivity.usedFen} + ${input.amountFen}`,
      usedCount: sql`${promActivity.usedCount} + 1`,
    })
    .where(
      and(
        eq(promActivity.id, input.activityId),
        eq(promActivity.isDeleted, 0),
        sql`${effectiveStatusSql} = 'active'`,
        sql`(${promActivity.budgetFen} is null or ${promActivity.usedFen} + ${input.amountFen} <= ${promActivity.budgetFen})`,
        sql`(${promActivity.totalLimit} is null or ${promActivity.usedCount} + 1 <= ${promActivity.totalLimit})`,
      ),
    )
    .returning({ name: promActivity.name, perMemberLimit: promActivity.perMemberLimit })
  if (!activity) throw await refusal(c, input.activityId, input.amountFen)

  if (input.memberId && activity.perMemberLimit !== null) {
    const [{ held }] = (await c.tx
      .select({ held: count() })
      .from(promRedemption)
      .where(
        and(
          eq(promRedemption.activityId, input.activityId),
          eq(promRedemption.memberId, input.memberId),
          inArray(promRedemption.status, HOLDING),
        ),
      )) as [{ held: number }]
    if (held > activity.perMemberLimit)
      throw badRequest('promMemberLimitReached', { name: activity.name, limit: activity.perMemberLimit })
  }
  if (input.couponId) await moveCoupon(c, input.couponId, ['unused'], 'locked', input.memberId)
  return created
}

/** The coupon moves from one of `from` to `to` (still valid when it is being locked), or the reservation is refused. */
async function moveCoupon(
  c: Ctx,
  couponId: string,
  from: CouponStatus[],
  to: CouponStatus,
  memberId?: string | null,
): Promise<void> {
  const [moved] = await c.tx
    .update(promCoupon)
    .set({ status: to, usedTime: to === 'used' ? sql`now()` : null, updateTime: sql`now()` })
    .where(
      and(
        eq(promCoupon.id, couponId),
        inArray(promCoupon.status, from),
        memberId ? eq(promCoupon.memberId, memberId) : undefined,
        to === 'locked' ? sql`${promCoupon.validTo} > now()` : undefined,
      ),
    )
    .returning({ id: promCoupon.id })
  if (moved) return
  const [coupon] = await c.tx
    .select({ status: promCoupon.status })
    .from(promCoupon)
    .where(eq(promCoupon.id, couponId))
  throw badRequest('promCouponUnavailable', { status: coupon?.status ?? 'missing' })
}

async function redemptionByKey(c: Ctx, key: string, lock = false): Promise<Redemption> {
  const query = c.tx.select().from(promRedemption).where(eq(promRedemption.idempotencyKey, key))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw badRequest('promRedemptionUnknown', { key })
  return row
}

async function setStatus(c: Ctx, row: Redemption, status: RedemptionStatus): Promise<Redemption> {
  const [saved] = await c.tx
    .update(promRedemption)
    .set({ status, updateTime: sql`now()` })
    .where(eq(promRedemption.id, row.id))
    .returning()
  return saved!
}

/** The order was paid: reserved → committed, its coupon used. Committing again changes nothing. */
export async function commitRedemption(c: Ctx, key: string): Promise<Redemption> {
  const row = await redemptionByKey(c, key, true)
  if (row.status === 'committed') return row
  if (row.status === 'reverted') throw badRequest('promRedemptionReverted', { key })
  if (row.couponId) await moveCoupon(c, row.couponId, ['locked'], 'used')
  return setStatus(c, row, 'committed')
}

/**
 * The order was cancelled: the discount goes back to the activity's budget and count, the coupon back
 * to unused. Reverting again changes nothing.
 */
export async function revertRedemption(c: Ctx, key: string): Promise<Redemption> {
  const row = await redemptionByKey(c, key, true)
  if (row.status === 'reverted') return row
  await c.tx
    .update(promActivity)
    .set({
      usedFen: sql`${promActivity.usedFen} - ${row.amountFen}`,
      usedCount: sql`${promActivity.usedCount} - 1`,
    })
    .where(eq(promActivity.id, row.activityId))
  if (row.couponId) await moveCoupon(c, row.couponId, ['locked', 'used'], 'unused')
  return setStatus(c, row, 'reverted')
}
