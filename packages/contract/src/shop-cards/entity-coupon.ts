import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Paging, lit } from '../shop/common'
import { ById, CARDS_BASE, FRONT_BASE, Lang, Name, Nullable, Schedule, tags } from './common'
import {
  COUPON_BATCH_STATUSES,
  COUPON_CODE_STATUSES,
  ENTITY_COUPON_KINDS,
  REDEEM_CHANNELS,
} from './constants'

const BASE = `${CARDS_BASE}/entity-coupon`

export const CouponBatch = Type.Object({
  id: Id,
  name: Type.String(),
  kind: lit(ENTITY_COUPON_KINDS),
  /** amount coupons: fen off */
  faceFen: Fen,
  /** discount coupons: percent off (1–99) */
  discountPercent: Type.Integer({ minimum: 0, maximum: 99 }),
  count: Type.Integer(),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(COUPON_BATCH_STATUSES),
  redeemed: Type.Integer(),
  createTime: Type.String(),
})
export type CouponBatch = Static<typeof CouponBatch>

export const CouponBatchInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Name,
    kind: lit(ENTITY_COUPON_KINDS),
    faceFen: Type.Optional(Fen),
    discountPercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    count: Type.Integer({ minimum: 1, maximum: 5000 }),
    ...Schedule,
  },
  { additionalProperties: false },
)
export type CouponBatchInput = Static<typeof CouponBatchInput>

export const CouponCode = Type.Object({
  id: Id,
  batchId: Id,
  batchName: Type.String(),
  code: Type.String(),
  status: lit(COUPON_CODE_STATUSES),
  memberId: Type.Union([Id, Type.Null()]),
  channel: Nullable(Type.String()),
  redeemTime: Nullable(Type.String()),
})
export type CouponCode = Static<typeof CouponCode>

export const CouponStats = Type.Object({
  batches: Type.Integer(),
  issued: Type.Integer(),
  redeemed: Type.Integer(),
  /** redeemed / issued, in percent with one decimal */
  rate: Type.Number(),
})
export type CouponStats = Static<typeof CouponStats>

export const CouponRedemption = Type.Object({
  code: Type.String(),
  batchName: Type.String(),
  kind: lit(ENTITY_COUPON_KINDS),
  faceFen: Fen,
  discountPercent: Type.Integer(),
  memberId: Id,
  redeemTime: Type.String(),
})
export type CouponRedemption = Static<typeof CouponRedemption>

export const entityCouponEndpoints = {
  batchPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/batch/page`,
    summary: 'Entity coupon batches, newest first, with how many of their codes are redeemed',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(COUPON_BATCH_STATUSES)),
    }),
    reply: PageOf(CouponBatch),
  }),
  batchSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/batch/submit`,
    summary: 'Creates a batch and generates its codes, or edits an active batch’s name, value and validity',
    tags,
    query: Lang,
    body: CouponBatchInput,
    reply: CouponBatch,
  }),
  batchVoid: defineEndpoint({
    method: 'POST',
    path: `${BASE}/batch/void`,
    summary: 'Voids a batch: its unused codes are voided and can no longer be redeemed',
    tags,
    query: ById,
    reply: CouponBatch,
  }),
  codePage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/code/page`,
    summary: 'A batch’s codes (or all), searched by code and status',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      batchId: Type.Optional(Id),
      code: Type.Optional(Type.String({ maxLength: 32 })),
      status: Type.Optional(lit(COUPON_CODE_STATUSES)),
    }),
    reply: PageOf(CouponCode),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stats`,
    summary: 'Codes issued and redeemed, and the redemption rate',
    tags,
    query: Lang,
    reply: CouponStats,
  }),
  frontRedeem: defineEndpoint({
    method: 'POST',
    path: `${FRONT_BASE}/entity-coupon/redeem`,
    summary: 'Redeems one code for a member at the shop or the POS (at most once, whoever calls)',
    tags,
    query: Lang,
    body: Type.Object(
      {
        code: Type.String({ minLength: 1, maxLength: 32 }),
        memberId: Id,
        channel: lit(REDEEM_CHANNELS),
      },
      { additionalProperties: false },
    ),
    reply: CouponRedemption,
  }),
}
