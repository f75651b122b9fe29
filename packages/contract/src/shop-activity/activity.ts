import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Paging, WXSHOP_BASE, lit } from '../shop/common'
import { ACTIVITY_PHASES, ACTIVITY_STATUSES, type ActivityKind } from './constants'

/** The activities' calls sit under the shop's service: `/api/store-wxshop/activity/<tool>/…`. */
export const ACTIVITY_BASE = `${WXSHOP_BASE}/activity`
export const activityTags = ['shop-activity']

/** A tenant-local time as the contract writes it (`yyyy-MM-dd HH:mm:ss`). */
export const LocalTime = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$',
  description: 'tenant-local time, yyyy-MM-dd HH:mm:ss',
})
const Count = (max: number) => Type.Integer({ minimum: 1, maximum: max })
const NullableInt = Type.Union([Type.Integer(), Type.Null()])

/**
 * One activity of a tool on a shop goods item. `priceFen` is the goods' price when the activity was
 * saved (the bargain's original price); `activityPriceFen` is the group price, the bargain's floor,
 * the seckill price or the integral shop's cash part. The other settings belong to one tool each.
 */
export const ShopActivity = Type.Object({
  id: Id,
  kind: lit<ActivityKind>(['group', 'bargain', 'seckill', 'integral']),
  name: Type.String(),
  shopGoodsId: Id,
  goodsName: Type.String(),
  priceFen: Fen,
  activityPriceFen: Fen,
  /** group: members a team needs, and minutes it has to fill */
  teamSize: NullableInt,
  formMinutes: NullableInt,
  /** bargain: helpers needed, minutes a started bargain lasts */
  helpers: NullableInt,
  limitMinutes: NullableInt,
  /** seckill and integral: the activity's own stock, sold so far, units per member */
  stock: NullableInt,
  sold: Type.Integer(),
  perUserLimit: NullableInt,
  /** integral: points per unit */
  points: NullableInt,
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(ACTIVITY_STATUSES),
  phase: lit(ACTIVITY_PHASES),
  createTime: Type.String(),
})
export type ShopActivity = Static<typeof ShopActivity>

/** Creates (no id) or changes an activity; the settings its tool needs are required by the server. */
export const ShopActivityInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    shopGoodsId: Id,
    activityPriceFen: Fen,
    startTime: LocalTime,
    endTime: LocalTime,
    teamSize: Type.Optional(Type.Integer({ minimum: 2, maximum: 100 })),
    formMinutes: Type.Optional(Count(30 * 24 * 60)),
    helpers: Type.Optional(Count(100)),
    limitMinutes: Type.Optional(Count(30 * 24 * 60)),
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 9_999_999 })),
    perUserLimit: Type.Optional(Count(999)),
    points: Type.Optional(Count(99_999_999)),
  },
  { additionalProperties: false },
)
export type ShopActivityInput = Static<typeof ShopActivityInput>

export const ShopActivityQuery = Type.Object(
  {
    ...LangParam,
    ...Paging,
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    phase: Type.Optional(lit(ACTIVITY_PHASES)),
  },
  { additionalProperties: false },
)
export type ShopActivityQuery = Static<typeof ShopActivityQuery>

/** A statistics card: its figure key (ACTIVITY_FIGURES), value and how it reads. */
export const ActivityFigure = Type.Object({
  key: Type.String(),
  value: Type.Integer(),
  unit: lit(['count', 'fen', 'points'] as const),
})
export type ActivityFigure = Static<typeof ActivityFigure>

const Which = Type.Object({ ...LangParam, id: Id }, { additionalProperties: false })

/** The configuration calls every tool has: page, submit (create or edit), stop, statistics. */
export const shopActivityEndpoints = (kind: ActivityKind) => {
  const base = `${ACTIVITY_BASE}/${kind}`
  return {
    page: defineEndpoint({
      method: 'GET',
      path: `${base}/page`,
      summary: `The ${kind} activities, newest first, by name and phase`,
      tags: activityTags,
      query: ShopActivityQuery,
      reply: PageOf(ShopActivity),
    }),
    submit: defineEndpoint({
      method: 'POST',
      path: `${base}/submit`,
      summary: `Creates (no id) or changes a ${kind} activity, scheduled from its start to its end time`,
      tags: activityTags,
      query: Type.Object(LangParam),
      body: ShopActivityInput,
      reply: ShopActivity,
    }),
    stop: defineEndpoint({
      method: 'POST',
      path: `${base}/stop`,
      summary: `Stops a ${kind} activity: the shop front can no longer take part`,
      tags: activityTags,
      query: Which,
      reply: ShopActivity,
    }),
    stats: defineEndpoint({
      method: 'GET',
      path: `${base}/stats`,
      summary: `The ${kind} tool's figures, of one activity or all`,
      tags: activityTags,
      query: Type.Object({ ...LangParam, activityId: Type.Optional(Id) }, { additionalProperties: false }),
      reply: Type.Array(ActivityFigure),
    }),
  }
}

export const groupActivityEndpoints = shopActivityEndpoints('group')
export const bargainActivityEndpoints = shopActivityEndpoints('bargain')
export const seckillActivityEndpoints = shopActivityEndpoints('seckill')
export const integralActivityEndpoints = shopActivityEndpoints('integral')
