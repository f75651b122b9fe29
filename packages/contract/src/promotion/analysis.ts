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
}
