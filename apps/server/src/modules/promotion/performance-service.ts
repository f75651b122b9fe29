import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ActivityPerformance, ShopPerformance } from '@store/contract'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { shopSales, type ShopSales } from '../crm'
import type { PromContext } from './context'
import { HOLDING } from './redemption-service'
import { promActivity, promRedemption } from './schema'

type Figures = Omit<ShopPerformance, 'shopId'>

/** Sales against the period before, in fen, with the uplift in ‰ of the sales before (none when nothing sold before). */
export function uplift(salesFen: number, beforeSalesFen: number, spentFen: number): Figures {
  const upliftFen = salesFen - beforeSalesFen
  return {
    salesFen,
    beforeSalesFen,
    upliftFen,
    upliftPermille: beforeSalesFen > 0 ? Math.round((upliftFen * 1000) / beforeSalesFen) : null,
    spentFen,
  }
}

const byShop = (rows: ShopSales[]) => new Map(rows.map((r) => [r.shopId, r.paidFen]))

/**
 * An activity's sales uplift and budget burn. Its period runs from its start to its end, or to now while
 * it runs; the period before is as long and ends at its start. Sales are the members' purchases (the CRM's)
 * in the activity's shops (every shop when its scope names none); the budget burn is what its reserved and
 * committed redemptions hold, by the day they were taken in the tenant's time zone.
 */
export async function activityPerformance(c: PromContext, activityId: string): Promise<ActivityPerformance> {
  const [a] = await c.tx
    .select()
    .from(promActivity)
    .where(and(eq(promActivity.id, activityId), eq(promActivity.isDeleted, 0)))
  if (!a) throw notFound()
  const from = a.startTime
  const to = new Date(Math.max(from.getTime(), Math.min(a.endTime.getTime(), Date.now())))
  const beforeFrom = new Date(from.getTime() - (to.getTime() - from.getTime()))
  const shopIds = a.scope.shopIds ?? []
  const [during, before] = [
    byShop(await shopSales(c.tx, { from, to, shopIds })),
    byShop(await shopSales(c.tx, { from: beforeFrom, to: from, shopIds })),
  ]
  const holding = and(eq(promRedemption.activityId, activityId), inArray(promRedemption.status, HOLDING))
  const spentRows = await c.tx
    .select({
      shopId: promRedemption.shopId,
      spentFen: sql<number>`sum(${promRedemption.amountFen})`.mapWith(Number),
    })
    .from(promRedemption)
    .where(holding)
    .groupBy(promRedemption.shopId)
  const spent = new Map(spentRows.map((r) => [r.shopId, r.spentFen]))
  const day = sql<string>`to_char(timezone(${c.timeZone}, ${promRedemption.createTime}), 'YYYY-MM-DD')`
  const days = await c.tx
    .select({ day, spentFen: sql<number>`sum(${promRedemption.amountFen})`.mapWith(Number) })
    .from(promRedemption)
    .where(holding)
    // by position: the time zone is a bound parameter, so the select's expression and a repeated one differ
    .groupBy(sql`1`)
    .orderBy(sql`1`)

  const keys = new Set<string | null>([...shopIds, ...during.keys(), ...before.keys(), ...spent.keys()])
  const shops = [...keys]
    .map((shopId) => ({
      shopId,
      ...uplift(during.get(shopId) ?? 0, before.get(shopId) ?? 0, spent.get(shopId) ?? 0),
    }))
    .sort((x, y) => y.salesFen - x.salesFen || String(x.shopId).localeCompare(String(y.shopId)))
  const sum = (f: (s: ShopPerformance) => number) => shops.reduce((n, s) => n + f(s), 0)
  let cumulativeFen = 0
  return {
    activityId: a.id,
    activityCode: a.code,
    activityName: a.name,
    from: formatDateTime(from, c.timeZone),
    to: formatDateTime(to, c.timeZone),
    beforeFrom: formatDateTime(beforeFrom, c.timeZone),
    ...uplift(
      sum((s) => s.salesFen),
      sum((s) => s.beforeSalesFen),
      sum((s) => s.spentFen),
    ),
    budgetFen: a.budgetFen,
    shops,
    burn: days.map((d) => ({ ...d, cumulativeFen: (cumulativeFen += d.spentFen) })),
  }
}
