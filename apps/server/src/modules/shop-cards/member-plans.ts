import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { MemberPlan, MemberPlanInput, PlanPeriod, SaleStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { formatDateTime } from '../../core/time'
import { couponTemplateUsable } from '../promotion'
import type { CardsContext } from './context'
import { shopMemberPlan, shopMemberPurchase } from './schema'
import { pageOf, scheduleOf } from './time'

export type PlanRow = typeof shopMemberPlan.$inferSelect

const toPlan = (r: PlanRow, purchases: number, tz: string): MemberPlan => ({
  id: r.id,
  name: r.name,
  period: r.period as PlanPeriod,
  priceFen: r.priceFen,
  discountPercent: r.discountPercent,
  freeShipping: r.freeShipping ? 1 : 0,
  monthlyCoupons: r.monthlyCoupons,
  couponTemplateId: r.couponTemplateId,
  graceDays: r.graceDays,
  startTime: formatDateTime(r.startTime, tz),
  endTime: formatDateTime(r.endTime, tz),
  status: r.status as SaleStatus,
  purchases,
  createTime: formatDateTime(r.createTime, tz),
})

async function purchasesOf(c: CardsContext, ids: string[]) {
  if (!ids.length) return new Map<string, number>()
  const rows = await c.tx
    .select({ planId: shopMemberPurchase.planId, n: count() })
    .from(shopMemberPurchase)
    .where(inArray(shopMemberPurchase.planId, ids))
    .groupBy(shopMemberPurchase.planId)
  return new Map(rows.map((r) => [r.planId, Number(r.n)]))
}

export async function planPage(
  c: CardsContext,
  f: { current: number; size: number; name?: string; status?: SaleStatus },
) {
  const conds: SQL[] = []
  if (f.name) conds.push(ilike(shopMemberPlan.name, `%${escapeLike(f.name)}%`))
  if (f.status) conds.push(eq(shopMemberPlan.status, f.status))
  const where = and(...conds)
  const [{ n }] = (await c.tx.select({ n: count() }).from(shopMemberPlan).where(where)) as [{ n: number }]
  const rows = await c.tx
    .select()
    .from(shopMemberPlan)
    .where(where)
    .orderBy(desc(shopMemberPlan.createTime), desc(shopMemberPlan.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  const purchases = await purchasesOf(
    c,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((r) => toPlan(r, purchases.get(r.id) ?? 0, c.timeZone)),
    Number(n),
    f.current,
    f.size,
  )
}

/** The plan; `forSale`: it must be on sale now. Unknown: "no such plan". */
export async function planRow(
  c: CardsContext,
  id: string,
  forSale = false,
  now = new Date(),
): Promise<PlanRow> {
  const [row] = await c.tx.select().from(shopMemberPlan).where(eq(shopMemberPlan.id, id))
  if (!row) throw badRequest('memberPlanUnknown')
  if (forSale && (row.status !== 'active' || now < row.startTime || now > row.endTime))
    throw badRequest('cardsNotOnSale', { name: row.name })
  return row
}

async function planOf(c: CardsContext, id: string) {
  return toPlan(await planRow(c, id), (await purchasesOf(c, [id])).get(id) ?? 0, c.timeZone)
}

/**
 * Creates a plan or edits one on sale (memberships bought keep their end dates). Its coupon template,
 * when it names one, must be able to issue coupons.
 */
export async function submitPlan(c: CardsContext, input: MemberPlanInput): Promise<MemberPlan> {
  if (input.couponTemplateId && !(await couponTemplateUsable(c, input.couponTemplateId)))
    throw badRequest('memberPlanTemplateUnusable')
  const { id: _id, startTime: _s, endTime: _e, ...fields } = input
  const values = { ...fields, name: input.name.trim(), ...scheduleOf(input, c.timeZone) }
  if (input.id) {
    const row = await planRow(c, input.id)
    if (row.status === 'stopped') throw badRequest('cardsStopped', { name: row.name })
    await c.tx
      .update(shopMemberPlan)
      .set({ ...values, updateUser: c.userId, updateTime: new Date() })
      .where(eq(shopMemberPlan.id, input.id))
    return planOf(c, input.id)
  }
  const id = c.ids.next()
  await c.tx.insert(shopMemberPlan).values({ id, ...values, createUser: c.userId, updateUser: c.userId })
  return planOf(c, id)
}

export async function stopPlan(c: CardsContext, id: string): Promise<MemberPlan> {
  await planRow(c, id)
  await c.tx
    .update(shopMemberPlan)
    .set({ status: 'stopped', updateUser: c.userId, updateTime: new Date() })
    .where(eq(shopMemberPlan.id, id))
  return planOf(c, id)
}
