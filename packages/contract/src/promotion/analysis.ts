import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { LangParam } from '../resource'
import { PROM_MANAGER_BASE } from './resources'

/** What one activity gave in one shop: committed redemptions and their discount, and those still reserved. */
export const RedemptionSummary = Type.Object(
  {
    activityId: Id,
    activityCode: Type.String(),
    activityName: Type.String(),
    shopId: Type.Union([Id, Type.Null()]),
    committed: Type.Integer(),
    discountFen: Type.Integer({ description: 'the committed redemptions’ discount, in fen' }),
    reserved: Type.Integer(),
    budgetFen: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type RedemptionSummary = Static<typeof RedemptionSummary>

/** Sales (what members paid, in fen) in the activity's period and in the same-length period just before it. */
const Uplift = {
  salesFen: Type.Integer(),
  beforeSalesFen: Type.Integer(),
  upliftFen: Type.Integer({ description: 'salesFen − beforeSalesFen' }),
  upliftPermille: Type.Union([Type.Integer(), Type.Null()], {
    description: 'the uplift in ‰ of the sales before; null when nothing was sold before',
  }),
  spentFen: Type.Integer({ description: 'discount held by reserved and committed redemptions, in fen' }),
}

/** One shop's sales against the period before and the discount the activity gave there. */
export const ShopPerformance = Type.Object(
  { shopId: Type.Union([Id, Type.Null()]), ...Uplift },
  { additionalProperties: false },
)
export type ShopPerformance = Static<typeof ShopPerformance>

/** One day's discount taken from the budget and the total taken up to that day. */
export const BudgetBurnDay = Type.Object(
  {
    day: Type.String({ description: 'yyyy-MM-dd in the tenant’s time zone' }),
    spentFen: Type.Integer(),
    cumulativeFen: Type.Integer(),
  },
  { additionalProperties: false },
)
export type BudgetBurnDay = Static<typeof BudgetBurnDay>

/**
 * An activity's sales uplift (its period so far against the same length just before its start, in its
 * shops, from the members' purchases) and its budget burn (day by day, all shops together).
 */
export const ActivityPerformance = Type.Object(
  {
    activityId: Id,
    activityCode: Type.String(),
    activityName: Type.String(),
    from: Type.String(),
    to: Type.String({ description: 'the activity’s end, or now while it runs' }),
    beforeFrom: Type.String(),
    ...Uplift,
    budgetFen: Type.Union([Type.Integer(), Type.Null()]),
    shops: Type.Array(ShopPerformance),
    burn: Type.Array(BudgetBurnDay),
  },
  { additionalProperties: false },
)
export type ActivityPerformance = Static<typeof ActivityPerformance>

/** Analysis (spec §2 promotions "analysis"): redemptions and discount cost per activity and shop. */
export const analysisEndpoints = {
  redemptions: defineEndpoint({
    method: 'GET',
    path: `${PROM_MANAGER_BASE}/analysis/redemptions`,
    tags: ['promotion-analysis'],
    summary: 'Redemptions and discount cost per activity and shop, largest discount first',
    query: Type.Object({ activityId: Type.Optional(Id), ...LangParam }, { additionalProperties: false }),
    reply: Type.Array(RedemptionSummary),
  }),
  performance: defineEndpoint({
    method: 'GET',
    path: `${PROM_MANAGER_BASE}/analysis/performance`,
    tags: ['promotion-analysis'],
    summary:
      'An activity’s sales uplift against the same-length period before, per shop, and its budget burn by day',
    query: Type.Object({ activityId: Id, ...LangParam }, { additionalProperties: false }),
    reply: ActivityPerformance,
  }),
}
