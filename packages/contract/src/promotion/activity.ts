import { Type, type Static, type TSchema } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { ACTIVITY_STATUS, PROM_EXCLUSIVITY, PROM_FORMS, PROM_LAYERS } from './constants'
import { PROM_MANAGER_BASE } from './resources'

const tags = ['promotion-activity']
const BASE = `${PROM_MANAGER_BASE}/activity`

/** A string schema of fixed values whose static type is their union. */
const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Unsafe<T>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      { description },
    ),
  )
const ids = (description: string) => Type.Optional(Type.Array(Id, { maxItems: 1000, description }))
const codes = (description: string) =>
  Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: 200, description }))
/**
 * A value or null, as one JSON-schema type list: the server's validator coerces types, and in a union it
 * would turn a null into 0 or "" through the first branch; with a type list a null stays null.
 */
const orNull = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] })
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Fen = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000_000, description })

/** Who and what an activity applies to; empty or absent means no limit. Exclusions win over inclusions. */
export const ActivityScope = Type.Object(
  {
    shopIds: ids('shops it runs in'),
    channels: codes('channel codes'),
    grades: codes('member grade codes'),
    tags: ids('member tag ids'),
    goodsIds: ids('goods it applies to'),
    classIds: ids('goods classes it applies to'),
    brandIds: ids('goods brands it applies to'),
    excludeGoodsIds: ids('goods excluded'),
    excludeClassIds: ids('classes excluded'),
    excludeBrandIds: ids('brands excluded'),
  },
  { additionalProperties: false },
)
export type ActivityScope = Static<typeof ActivityScope>

/**
 * One step of an activity's benefit. `threshold` is reached by the running net amount (`unit` fen) or
 * the quantity (`unit` qty); `value` is what the form says: a price or an amount off in fen, a rate
 * in permille (850 = 85 %), a quantity given, a points multiplier in tenths.
 */
export const ActivityTier = Type.Object(
  {
    threshold: Type.Integer({ minimum: 0, maximum: 100_000_000_000 }),
    unit: literals(['fen', 'qty'] as const, 'what the threshold counts'),
    value: Type.Integer({ minimum: 0, maximum: 100_000_000_000 }),
    repeat: Type.Optional(Type.Boolean({ description: 'every N: applies once per whole threshold reached' })),
    goodsIds: ids('the gift, add-on or bundle goods'),
    couponTemplateId: Type.Optional(Id),
  },
  { additionalProperties: false },
)
export type ActivityTier = Static<typeof ActivityTier>

/** When, within its dates, it runs: weekdays 1 (Monday) to 7 and hour ranges; empty means always. */
export const HourRange = Type.Object(
  {
    from: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
    to: Type.String({ pattern: '^([01]\\d|2[0-4]):[0-5]\\d$' }),
  },
  { additionalProperties: false },
)
export type HourRange = Static<typeof HourRange>

const editable = {
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
  name: Type.String({ minLength: 1, maxLength: 64 }),
  promType: Type.Integer({ description: 'spec §3: 1 set, 2 single item, 3 series, 4 whole order' }),
  form: literals(PROM_FORMS, 'how the benefit is given'),
  sceneCode: orNull(Type.String({ maxLength: 32 })),
  layer: literals(PROM_LAYERS, 'the layer it is applied in'),
  exclusivity: literals(PROM_EXCLUSIVITY, 'how it combines with others'),
  priority: Type.Integer({ minimum: 0, maximum: 9999, description: 'higher first within a layer' }),
  startTime: DateTime,
  endTime: DateTime,
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  hours: Type.Array(HourRange, { maxItems: 12 }),
  scope: ActivityScope,
  tiers: Type.Array(ActivityTier, { minItems: 1, maxItems: 20 }),
  perMemberLimit: orNull(Type.Integer({ minimum: 1, maximum: 100_000 })),
  totalLimit: orNull(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  budgetFen: orNull(Fen('the discount it may give in all, in fen')),
  promoCode: Type.Optional(
    orNull(
      Type.String({
        minLength: 1,
        maxLength: 32,
        pattern: '^[A-Za-z0-9_-]+$',
        description: 'a promotion code the customer must enter for it to apply; null: none needed',
      }),
    ),
  ),
  slogan: orNull(Type.String({ maxLength: 128 })),
  remark: orNull(Type.String({ maxLength: 255 })),
}

/** An activity as saved: insert (no id) or update of a draft. */
export const ActivityInput = Type.Object(
  { id: Type.Optional(Id), ...editable },
  { additionalProperties: false },
)
export type ActivityInput = Static<typeof ActivityInput>

export const Activity = Type.Object(
  {
    id: Id,
    ...editable,
    status: literals(ACTIVITY_STATUS, 'as of now: scheduled turns active at its start, both end at its end'),
    usedFen: Fen('discount given by reserved and committed redemptions'),
    usedCount: Type.Integer({ minimum: 0 }),
    processInstanceId: Type.Union([Id, Type.Null()]),
    createTime: Type.String(),
    updateTime: Type.String(),
  },
  { additionalProperties: false },
)
export type Activity = Static<typeof Activity>

export const ActivityPageQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGING.defaultSize })),
    name: Type.Optional(Type.String({ maxLength: 64, description: 'part of the code or name' })),
    status: Type.Optional(literals(ACTIVITY_STATUS, 'as of now')),
    promType: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
export type ActivityPageQuery = Static<typeof ActivityPageQuery>

/** Activities: saved as drafts, reviewed through the workflow, then run by their time windows. */
export const activityEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/page`,
    tags,
    summary: 'Activities, one page, newest first; status is as of now',
    query: ActivityPageQuery,
    reply: PageOf(Activity),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One activity',
    query: Type.Object({ id: Id, ...LangParam }, { additionalProperties: false }),
    reply: Activity,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary: 'Insert (no id) or update a draft activity',
    body: ActivityInput,
    reply: Activity,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove draft activities',
    query: Type.Object({ ids: IdList, ...LangParam }, { additionalProperties: false }),
    reply: Type.Boolean(),
  }),
  submitReview: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submitReview`,
    tags,
    summary: 'Send a draft for review: starts the promotion_review process',
    body: Type.Object({ id: Id }, { additionalProperties: false }),
    reply: Activity,
  }),
  changeState: defineEndpoint({
    method: 'POST',
    path: `${BASE}/changeState`,
    tags,
    summary: 'Pause an active activity, resume a paused one, or end either',
    body: Type.Object(
      { id: Id, action: literals(['pause', 'resume', 'end'] as const, 'what to do') },
      { additionalProperties: false },
    ),
    reply: Activity,
  }),
}
