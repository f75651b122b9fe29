import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Flag, Paging, lit } from '../shop/common'
import { ById, CARDS_BASE, FRONT_BASE, Lang, Name, Nullable, Schedule, tags } from './common'
import { MEMBERSHIP_STATES, PLAN_PERIODS, PURCHASE_KINDS, SALE_STATUSES } from './constants'

const BASE = `${CARDS_BASE}/paying-member`

const Benefits = {
  /** percent off the member price (0: none) */
  discountPercent: Type.Integer({ minimum: 0, maximum: 90 }),
  freeShipping: Flag,
  /** coupons granted each month of membership */
  monthlyCoupons: Type.Integer({ minimum: 0, maximum: 100 }),
}
/** the promotions coupon template a plan's monthly coupons are issued from (null: none are issued) */
const CouponTemplateId = Type.Union([Id, Type.Null()])

export const MemberPlan = Type.Object({
  id: Id,
  name: Type.String(),
  period: lit(PLAN_PERIODS),
  priceFen: Fen,
  ...Benefits,
  couponTemplateId: CouponTemplateId,
  graceDays: Type.Integer(),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(SALE_STATUSES),
  purchases: Type.Integer(),
  createTime: Type.String(),
})
export type MemberPlan = Static<typeof MemberPlan>

export const MemberPlanInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Name,
    period: lit(PLAN_PERIODS),
    priceFen: Type.Integer({ minimum: 1, maximum: 99_999_999 }),
    ...Benefits,
    couponTemplateId: Type.Optional(CouponTemplateId),
    graceDays: Type.Integer({ minimum: 0, maximum: 90 }),
    ...Schedule,
  },
  { additionalProperties: false },
)
export type MemberPlanInput = Static<typeof MemberPlanInput>

export const MemberPurchase = Type.Object({
  id: Id,
  memberId: Id,
  planId: Id,
  planName: Type.String(),
  kind: lit(PURCHASE_KINDS),
  priceFen: Fen,
  periodStart: Type.String(),
  periodEnd: Type.String(),
  createTime: Type.String(),
})
export type MemberPurchase = Static<typeof MemberPurchase>

export const MemberBenefits = Type.Object({
  memberId: Id,
  state: lit(MEMBERSHIP_STATES),
  planId: Type.Union([Id, Type.Null()]),
  planName: Nullable(Type.String()),
  endTime: Nullable(Type.String()),
  /** the end of the grace period */
  graceUntil: Nullable(Type.String()),
  ...Benefits,
})
export type MemberBenefits = Static<typeof MemberBenefits>

export const PayingMemberStats = Type.Object({
  active: Type.Integer(),
  grace: Type.Integer(),
  revenueFen: Type.Integer(),
  byPlan: Type.Array(
    Type.Object({
      planId: Id,
      planName: Type.String(),
      purchases: Type.Integer(),
      revenueFen: Type.Integer(),
    }),
  ),
})
export type PayingMemberStats = Static<typeof PayingMemberStats>

export const payingMemberEndpoints = {
  planPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/plan/page`,
    summary: 'Membership plans, newest first, with their purchase counts',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(SALE_STATUSES)),
    }),
    reply: PageOf(MemberPlan),
  }),
  planSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/plan/submit`,
    summary: 'Creates or edits a plan: period, price, benefits, grace days, sale window',
    tags,
    query: Lang,
    body: MemberPlanInput,
    reply: MemberPlan,
  }),
  planStop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/plan/stop`,
    summary: 'Stops selling a plan (memberships bought stay valid)',
    tags,
    query: ById,
    reply: MemberPlan,
  }),
  purchasePage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/purchase/page`,
    summary: 'Purchases and renewals, newest first, by member and plan',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      memberId: Type.Optional(Id),
      planId: Type.Optional(Id),
    }),
    reply: PageOf(MemberPurchase),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats`,
    summary: 'Members active and in grace now, revenue by plan',
    tags,
    query: Lang,
    reply: PayingMemberStats,
  }),
  frontBuy: defineEndpoint({
    method: 'POST',
    path: `${FRONT_BASE}/paying-member/buy`,
    summary: 'A member buys or renews a plan: a renewal extends from the current end date',
    tags,
    query: Lang,
    body: Type.Object({ memberId: Id, planId: Id }, { additionalProperties: false }),
    reply: MemberBenefits,
  }),
  frontBenefits: defineEndpoint({
    method: 'GET',
    path: `${FRONT_BASE}/paying-member/benefits`,
    summary: 'A member’s membership state now and the benefits the checkout applies',
    tags,
    query: Type.Object({ ...LangParam, memberId: Id }),
    reply: MemberBenefits,
  }),
}
