import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { ActivityInput } from './activity'
import { PROM_MANAGER_BASE } from './resources'

const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000_000 })
const Code = Type.String({ maxLength: 32 })

/**
 * One cart line. Without `unitPriceFen` the server asks the price centre for the goods' price at this
 * shop, member grade, channel and time.
 */
export const TrialLine = Type.Object(
  {
    goodsId: Id,
    quantity: Type.Integer({ minimum: 1, maximum: 99_999 }),
    unitPriceFen: Type.Optional(Fen),
    classId: Type.Optional(Type.Union([Id, Type.Null()])),
    brandId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
)
export type TrialLine = Static<typeof TrialLine>

/**
 * The member a trial prices for: coupons and per-member uses are read by the id; grade and tags, when not
 * given, are the member's own (the members' module says).
 */
export const TrialMember = Type.Object(
  {
    id: Id,
    grade: Type.Optional(Code),
    tags: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  },
  { additionalProperties: false },
)

/**
 * A trial calculation: a cart, who buys it where and when, and the coupons chosen. Without `preview`
 * it is priced against the tenant's approved activities (scheduled, active, or past their end); with
 * `preview` against that unsaved activity alone (the editor's live preview).
 */
export const TrialInput = Type.Object(
  {
    lines: Type.Array(TrialLine, { minItems: 1, maxItems: 200 }),
    member: Type.Optional(Type.Union([TrialMember, Type.Null()])),
    shopId: Type.Optional(Type.Union([Id, Type.Null()])),
    channel: Type.Optional(Type.Union([Code, Type.Null()])),
    scene: Type.Optional(Type.Union([Code, Type.Null()])),
    time: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
        description: 'the sale’s time in the tenant’s time zone; now when absent',
      }),
    ),
    couponIds: Type.Optional(Type.Array(Id, { maxItems: 20, description: 'the member’s coupons chosen' })),
    codes: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 32 }), {
        maxItems: 20,
        description: 'promotion codes entered: an activity or coupon with a code applies only with it',
      }),
    ),
    preview: Type.Optional(ActivityInput),
  },
  { additionalProperties: false },
)
export type TrialInput = Static<typeof TrialInput>

/** Why an activity or a coupon was not applied, or the suggestion: a code of the engine and its values. */
export const TrialReason = Type.Object({
  code: Type.String(),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
})
export type TrialReason = Static<typeof TrialReason>

const Allocation = Type.Object({
  source: Type.Union([Type.Literal('activity'), Type.Literal('coupon')]),
  id: Type.String(),
  amountFen: Type.Integer(),
})
const GoodsQuantity = Type.Object({ goodsId: Type.String(), quantity: Type.Integer() })

/** The engine's answer (`@store/promotion-engine` `EngineResult`, docs/promotions.md). */
export const TrialResult = Type.Object({
  lines: Type.Array(
    Type.Object({
      lineId: Type.String(),
      goodsId: Type.String(),
      quantity: Type.Integer(),
      unitPriceFen: Type.Integer(),
      originalFen: Type.Integer(),
      discountFen: Type.Integer(),
      payableFen: Type.Integer(),
      allocations: Type.Array(Allocation),
    }),
  ),
  totals: Type.Object({
    originalFen: Type.Integer(),
    itemDiscountFen: Type.Integer(),
    orderDiscountFen: Type.Integer(),
    couponDiscountFen: Type.Integer(),
    goodsPayableFen: Type.Integer(),
    shippingFen: Type.Integer(),
    shippingDiscountFen: Type.Integer(),
    payableFen: Type.Integer(),
  }),
  applied: Type.Array(
    Type.Object({
      activityId: Type.String(),
      name: Type.String(),
      promType: Type.Integer(),
      form: Type.String(),
      layer: Type.String(),
      amountFen: Type.Integer(),
      lineIds: Type.Array(Type.String()),
      capped: Type.Optional(Type.Boolean()),
      gifts: Type.Optional(Type.Array(GoodsQuantity)),
      points: Type.Optional(Type.Number()),
      issuedCoupons: Type.Optional(
        Type.Array(Type.Object({ templateId: Type.String(), count: Type.Integer() })),
      ),
    }),
  ),
  rejected: Type.Array(Type.Object({ activityId: Type.String(), name: Type.String(), reason: TrialReason })),
  coupons: Type.Object({
    applied: Type.Array(
      Type.Object({
        couponId: Type.String(),
        name: Type.String(),
        amountFen: Type.Integer(),
        lineIds: Type.Array(Type.String()),
      }),
    ),
    usable: Type.Array(Type.Object({ couponId: Type.String(), amountFen: Type.Integer() })),
    unusable: Type.Array(Type.Object({ couponId: Type.String(), reason: TrialReason })),
  }),
  points: Type.Object({ base: Type.Number(), bonus: Type.Number(), total: Type.Number() }),
  suggestion: Type.Union([TrialReason, Type.Null()]),
})
export type TrialResult = Static<typeof TrialResult>

/** Trial calculation (spec §2 promotions "trial calculation"). */
export const trialEndpoints = {
  trial: defineEndpoint({
    method: 'POST',
    path: `${PROM_MANAGER_BASE}/activity/trial`,
    tags: ['promotion-activity'],
    summary:
      'Price a cart against the approved activities (or one unsaved activity) and explain every decision',
    body: TrialInput,
    reply: TrialResult,
  }),
}
