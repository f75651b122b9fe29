import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { DRAW_PPM, DRAW_PRIZE_KINDS, DRAW_STATUSES } from './constants'

const tags = ['shop-engage']
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max })

/** One prize of a pool, as staff set it. `stock` is null for a "none" prize (never runs out). */
export const DrawPrizeInput = Type.Object(
  {
    /** an existing prize's id (edits keep it); none: a new prize */
    id: Type.Optional(Id),
    name: Text(32),
    kind: lit(DRAW_PRIZE_KINDS),
    /** the points a points prize credits */
    points: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    /** the promotion coupon template a coupon prize issues one coupon of */
    couponTemplateId: Type.Optional(Id),
    /** the shop goods a goods prize hands over (claimed as a zero-price order) */
    shopGoodsId: Type.Optional(Id),
    stock: Type.Optional(Count(10_000_000)),
    /** its chance in parts per million (1,000,000 = certain); a pool's parts sum to exactly 1,000,000 */
    probabilityPpm: Type.Integer({ minimum: 0, maximum: DRAW_PPM }),
  },
  { additionalProperties: false },
)
export type DrawPrizeInput = Static<typeof DrawPrizeInput>

export const DrawPrize = Type.Object({
  id: Id,
  name: Type.String(),
  kind: lit(DRAW_PRIZE_KINDS),
  points: Type.Union([Type.Integer(), Type.Null()]),
  couponTemplateId: Type.Union([Id, Type.Null()]),
  shopGoodsId: Type.Union([Id, Type.Null()]),
  /** what is left to award; null: unlimited (a "none" prize) */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  probabilityPpm: Type.Integer(),
  /** how many times it was awarded */
  awarded: Type.Integer(),
})
export type DrawPrize = Static<typeof DrawPrize>

export const LuckyDraw = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  costPoints: Type.Integer(),
  /** draws a member may make per day (the tenant's day) */
  dailyLimit: Type.Integer(),
  /** draws a member may make in the whole activity */
  totalLimit: Type.Integer(),
  draws: Type.Integer(),
  createTime: Type.String(),
})
export type LuckyDraw = Static<typeof LuckyDraw>

export const LuckyDrawDetail = Type.Object({ ...LuckyDraw.properties, prizes: Type.Array(DrawPrize) })
export type LuckyDrawDetail = Static<typeof LuckyDrawDetail>

export const LuckyDrawInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(64),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    startTime: DateTime,
    endTime: DateTime,
    costPoints: Count(1_000_000),
    dailyLimit: Type.Integer({ minimum: 1, maximum: 1000 }),
    totalLimit: Type.Integer({ minimum: 1, maximum: 100_000 }),
    prizes: Type.Array(DrawPrizeInput, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type LuckyDrawInput = Static<typeof LuckyDrawInput>

/**
 * One draw, auditable: the seed of the seeded generator and the roll it gave (0 ≤ roll < 1,000,000) name
 * the rolled prize; the awarded prize is that one, or none ("thanks") when it had run out of stock.
 */
export const DrawRecord = Type.Object({
  id: Id,
  drawId: Id,
  memberId: Id,
  seed: Type.Integer(),
  roll: Type.Integer(),
  rolledPrizeId: Type.Union([Id, Type.Null()]),
  prizeId: Type.Union([Id, Type.Null()]),
  prizeName: Type.Union([Type.String(), Type.Null()]),
  prizeKind: Type.Union([lit(DRAW_PRIZE_KINDS), Type.Null()]),
  points: Type.Union([Type.Integer(), Type.Null()]),
  /** the coupon template a coupon prize issued a coupon of */
  couponTemplateId: Type.Union([Id, Type.Null()]),
  /** the goods of a goods prize, and the shop order its claim created (null until claimed) */
  shopGoodsId: Type.Union([Id, Type.Null()]),
  orderId: Type.Union([Id, Type.Null()]),
  costPoints: Type.Integer(),
  /** the tenant's day the draw counts in (daily limit) */
  day: Type.String(),
  createTime: Type.String(),
})
export type DrawRecord = Static<typeof DrawRecord>

export const DrawPrizeStats = Type.Object({
  prizeId: Id,
  name: Type.String(),
  kind: lit(DRAW_PRIZE_KINDS),
  probabilityPpm: Type.Integer(),
  /** rolled by the generator (awarded or fallen to "thanks" for want of stock) */
  rolled: Type.Integer(),
  awarded: Type.Integer(),
  remaining: Type.Union([Type.Integer(), Type.Null()]),
})
export const LuckyDrawStats = Type.Object({
  draws: Type.Integer(),
  members: Type.Integer(),
  pointsSpent: Type.Integer(),
  /** draws that awarded a prize of a kind other than "none" */
  winners: Type.Integer(),
  prizes: Type.Array(DrawPrizeStats),
})
export type LuckyDrawStats = Static<typeof LuckyDrawStats>

/** What the shop front shows a member: the activity, its prizes (no stock) and the draws left. */
export const FrontLuckyDraw = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  costPoints: Type.Integer(),
  prizes: Type.Array(Type.Object({ id: Id, name: Type.String(), kind: lit(DRAW_PRIZE_KINDS) })),
  leftToday: Type.Integer(),
  leftTotal: Type.Integer(),
})
export type FrontLuckyDraw = Static<typeof FrontLuckyDraw>

const byId = Type.Object({ ...LangParam, id: Id })
const forMember = { drawId: Id, memberId: Id }

export const luckyDrawEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/luckyDraw/page`,
    summary: 'Lucky draw activities, newest first, by name and state',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(DRAW_STATUSES)),
    }),
    reply: PageOf(LuckyDraw),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/luckyDraw/detail`,
    summary: 'One lucky draw with its prize pool',
    tags,
    query: byId,
    reply: LuckyDrawDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/luckyDraw/submit`,
    summary: 'Creates (no id) or changes a lucky draw: schedule, cost, limits and prize pool',
    tags,
    query: Type.Object(LangParam),
    body: LuckyDrawInput,
    reply: LuckyDrawDetail,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/luckyDraw/stop`,
    summary: 'Stops a lucky draw for good: members can no longer draw',
    tags,
    query: byId,
    reply: LuckyDrawDetail,
  }),
  records: defineEndpoint({
    method: 'GET',
    path: `${BASE}/luckyDraw/record/page`,
    summary: 'The draws of an activity, newest first, by member and prize',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      drawId: Id,
      memberId: Type.Optional(Id),
      won: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    }),
    reply: PageOf(DrawRecord),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/luckyDraw/stats`,
    summary: 'An activity’s figures: draws, members, points spent, and per prize rolled, awarded, left',
    tags,
    query: byId,
    reply: LuckyDrawStats,
  }),
  frontDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/luckyDraw/detail`,
    summary: 'The shop front’s view of a lucky draw for a member: prizes and the draws left',
    tags,
    query: Type.Object({ ...LangParam, ...forMember }),
    reply: FrontLuckyDraw,
  }),
  frontDraw: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/luckyDraw/draw`,
    summary: 'A member draws: points are spent, the server rolls a seeded generator and awards the prize',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object(forMember, { additionalProperties: false }),
    reply: DrawRecord,
  }),
  frontClaim: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/luckyDraw/claim`,
    summary:
      'A member claims a goods prize won: the shop makes a zero-price pick-up order of the goods, once',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ recordId: Id, memberId: Id }, { additionalProperties: false }),
    reply: DrawRecord,
  }),
}
