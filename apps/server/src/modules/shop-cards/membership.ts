import { count, desc, eq, and, sql, type SQL } from 'drizzle-orm'
import type { MemberBenefits, MemberPurchase, MembershipState, PayingMemberStats } from '@store/contract'
import { formatDateTime } from '../../core/time'
import type { CardsContext } from './context'
import { planRow, type PlanRow } from './member-plans'
import { shopMemberPlan, shopMemberPurchase, shopMembership } from './schema'
import { DAY_MS, addMonths, pageOf } from './time'

/** Active until the end, in grace for the plan's grace days after it, expired after that. */
export function membershipState(endTime: Date, graceDays: number, now: Date): MembershipState {
  if (now < endTime) return 'active'
  return now.getTime() < endTime.getTime() + graceDays * DAY_MS ? 'grace' : 'expired'
}

/** A membership row's end before its first purchase: long expired. */
const NEVER_HELD = new Date(0)
const NONE = { discountPercent: 0, freeShipping: 0 as const, monthlyCoupons: 0 }

function benefitsOf(
  c: CardsContext,
  memberId: string,
  held: { endTime: Date; plan: PlanRow } | undefined,
  now: Date,
): MemberBenefits {
  if (!held)
    return {
      memberId,
      state: 'expired',
      planId: null,
      planName: null,
      endTime: null,
      graceUntil: null,
      ...NONE,
    }
  const { endTime, plan } = held
  const state = membershipState(endTime, plan.graceDays, now)
  return {
    memberId,
    state,
    planId: plan.id,
    planName: plan.name,
    endTime: formatDateTime(endTime, c.timeZone),
    graceUntil: formatDateTime(new Date(endTime.getTime() + plan.graceDays * DAY_MS), c.timeZone),
    ...(state === 'expired'
      ? NONE
      : {
          discountPercent: plan.discountPercent,
          freeShipping: plan.freeShipping ? 1 : 0,
          monthlyCoupons: plan.monthlyCoupons,
        }),
  }
}

async function heldBy(c: CardsContext, memberId: string, lock = false) {
  const q = c.tx
    .select({ endTime: shopMembership.endTime, plan: shopMemberPlan })
    .from(shopMembership)
    .innerJoin(shopMemberPlan, eq(shopMemberPlan.id, shopMembership.planId))
    .where(eq(shopMembership.memberId, memberId))
  const [row] = lock ? await q.for('update', { of: shopMembership }) : await q
  return row
}

/** A member's membership now and the benefits the checkout applies (none once expired). */
export async function memberBenefits(c: CardsContext, memberId: string, now = new Date()) {
  return benefitsOf(c, memberId, await heldBy(c, memberId), now)
}

/**
 * A member buys a plan on sale. While the membership is active or in grace this is a renewal: the new
 * period runs on from the current end date; once expired (or never bought) it starts now. The member's
 * membership row is locked, so two purchases at once each add their period.
 */
export async function buyPlan(
  c: CardsContext,
  input: { memberId: string; planId: string },
  now = new Date(),
) {
  const plan = await planRow(c, input.planId, true, now)
  await c.tx
    .insert(shopMembership)
    .values({ memberId: input.memberId, planId: plan.id, endTime: NEVER_HELD, createUser: c.userId })
    .onConflictDoNothing()
  const held = await heldBy(c, input.memberId, true)
  const renewing = membershipState(held!.endTime, held!.plan.graceDays, now) !== 'expired'
  const periodStart = renewing ? held!.endTime : now
  const periodEnd = addMonths(periodStart, plan.period === 'year' ? 12 : 1)
  await c.tx
    .update(shopMembership)
    .set({ planId: plan.id, endTime: periodEnd, updateUser: c.userId, updateTime: now })
    .where(eq(shopMembership.memberId, input.memberId))
  await c.tx.insert(shopMemberPurchase).values({
    id: c.ids.next(),
    memberId: input.memberId,
    planId: plan.id,
    kind: renewing ? 'renewal' : 'purchase',
    priceFen: plan.priceFen,
    periodStart,
    periodEnd,
    createUser: c.userId,
  })
  return benefitsOf(c, input.memberId, { endTime: periodEnd, plan }, now)
}

export async function purchasePage(
  c: CardsContext,
  f: { current: number; size: number; memberId?: string; planId?: string },
) {
  const conds: SQL[] = []
  if (f.memberId) conds.push(eq(shopMemberPurchase.memberId, f.memberId))
  if (f.planId) conds.push(eq(shopMemberPurchase.planId, f.planId))
  const where = and(...conds)
  const [{ n }] = (await c.tx.select({ n: count() }).from(shopMemberPurchase).where(where)) as [{ n: number }]
  const rows = await c.tx
    .select({ p: shopMemberPurchase, planName: shopMemberPlan.name })
    .from(shopMemberPurchase)
    .innerJoin(shopMemberPlan, eq(shopMemberPlan.id, shopMemberPurchase.planId))
    .where(where)
    .orderBy(desc(shopMemberPurchase.createTime), desc(shopMemberPurchase.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const at = (d: Date) => formatDateTime(d, c.timeZone)
  const records: MemberPurchase[] = rows.map(({ p, planName }) => ({
    id: p.id,
    memberId: p.memberId,
    planId: p.planId,
    planName,
    kind: p.kind as MemberPurchase['kind'],
    priceFen: p.priceFen,
    periodStart: at(p.periodStart),
    periodEnd: at(p.periodEnd),
    createTime: at(p.createTime),
  }))
  return pageOf(records, Number(n), f.current, f.size)
}

/** Members active and in grace now, and revenue (purchases and renewals) by plan. */
export async function payingMemberStats(c: CardsContext, now = new Date()): Promise<PayingMemberStats> {
  const graceEnd = sql`${shopMembership.endTime} + make_interval(days => ${shopMemberPlan.graceDays})`
  const [states] = await c.tx
    .select({
      active: sql<number>`(count(*) filter (where ${shopMembership.endTime} > ${now}))::int`,
      grace: sql<number>`(count(*) filter (where ${shopMembership.endTime} <= ${now} and ${graceEnd} > ${now}))::int`,
    })
    .from(shopMembership)
    .innerJoin(shopMemberPlan, eq(shopMemberPlan.id, shopMembership.planId))
  const byPlan = await c.tx
    .select({
      planId: shopMemberPlan.id,
      planName: shopMemberPlan.name,
      purchases: sql<number>`count(${shopMemberPurchase.id})::int`,
      revenueFen: sql<number>`coalesce(sum(${shopMemberPurchase.priceFen}), 0)::int`,
    })
    .from(shopMemberPlan)
    .leftJoin(shopMemberPurchase, eq(shopMemberPurchase.planId, shopMemberPlan.id))
    .groupBy(shopMemberPlan.id, shopMemberPlan.name)
    .orderBy(desc(sql`coalesce(sum(${shopMemberPurchase.priceFen}), 0)`))
  const plans = byPlan.map((p) => ({
    ...p,
    purchases: Number(p.purchases),
    revenueFen: Number(p.revenueFen),
  }))
  return {
    active: Number(states?.active ?? 0),
    grace: Number(states?.grace ?? 0),
    revenueFen: plans.reduce((s, p) => s + p.revenueFen, 0),
    byPlan: plans,
  }
}
