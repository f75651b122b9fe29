import { desc, eq, sql } from 'drizzle-orm'
import type { RedemptionSummary } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { promActivity, promRedemption } from './schema'

const countWhere = (status: string) =>
  sql<number>`count(*) filter (where ${promRedemption.status} = ${status})`.mapWith(Number)

/** Redemptions per activity and shop from the redemptions table: committed ones, their discount, and those reserved. */
export async function redemptionSummary(tx: Tx, activityId?: string): Promise<RedemptionSummary[]> {
  const discount =
    sql<number>`coalesce(sum(${promRedemption.amountFen}) filter (where ${promRedemption.status} = 'committed'), 0)`.mapWith(
      Number,
    )
  return tx
    .select({
      activityId: promActivity.id,
      activityCode: promActivity.code,
      activityName: promActivity.name,
      shopId: promRedemption.shopId,
      committed: countWhere('committed'),
      discountFen: discount,
      reserved: countWhere('reserved'),
      budgetFen: promActivity.budgetFen,
    })
    .from(promRedemption)
    .innerJoin(promActivity, eq(promActivity.id, promRedemption.activityId))
    .where(activityId ? eq(promRedemption.activityId, activityId) : undefined)
    .groupBy(
      promActivity.id,
      promActivity.code,
      promActivity.name,
      promActivity.budgetFen,
      promRedemption.shopId,
    )
    .orderBy(desc(discount), promActivity.code)
}
