import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { BROWSE_REWARD_KINDS, BROWSE_TARGET_KINDS, DRAW_STATUSES, VOTE_PERIODS } from './constants'

const tags = ['shop-engage']
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })

const taskFields = {
  name: Text(64),
  description: Type.Optional(Type.String({ maxLength: 255 })),
  startTime: DateTime,
  endTime: DateTime,
  /** what the member browses: a page of the shop front (its path) or goods (its id) */
  targetKind: lit(BROWSE_TARGET_KINDS),
  target: Text(255),
  /** how long the member must stay, checked by the server from its own start record */
  dwellSeconds: Type.Integer({ minimum: 1, maximum: 3600 }),
  /** one reward per member in the whole task, or one a day (the tenant's day) */
  period: lit(VOTE_PERIODS),
  rewardKind: lit(BROWSE_REWARD_KINDS),
  /** points credited through the member ledgers (a `points` reward) */
  rewardPoints: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /** the promotions' coupon template issued (a `coupon` reward) */
  couponTemplateId: Type.Optional(Id),
}

/** A browse-to-earn task as staff set it up. */
export const BrowseTaskInput = Type.Object(
  { id: Type.Optional(Id), ...taskFields },
  { additionalProperties: false },
)
export type BrowseTaskInput = Static<typeof BrowseTaskInput>

export const BrowseTask = Type.Object({
  id: Id,
  ...taskFields,
  description: Type.Union([Type.String(), Type.Null()]),
  couponTemplateId: Type.Union([Id, Type.Null()]),
  /** the goods' name for a goods target, the page's path for a page */
  targetName: Type.String(),
  status: lit(DRAW_STATUSES),
  /** browses started */
  visits: Type.Integer(),
  /** rewards given */
  rewards: Type.Integer(),
  createTime: Type.String(),
})
export type BrowseTask = Static<typeof BrowseTask>

/** A browse the shop front started: the server's own start time, from which it checks the dwell. */
export const BrowseVisit = Type.Object({
  id: Id,
  taskId: Id,
  memberId: Id,
  startTime: Type.String(),
  dwellSeconds: Type.Integer(),
})
export type BrowseVisit = Static<typeof BrowseVisit>

/** A reward given for a finished browse (one per member, task and period). */
export const BrowseReward = Type.Object({
  id: Id,
  taskId: Id,
  memberId: Id,
  visitId: Id,
  /** `all`, or the tenant's day of a daily task */
  periodKey: Type.String(),
  rewardKind: lit(BROWSE_REWARD_KINDS),
  rewardPoints: Type.Integer(),
  couponTemplateId: Type.Union([Id, Type.Null()]),
  /** seconds between the browse's start and its finish, as the server measured them */
  seconds: Type.Integer(),
  createTime: Type.String(),
})
export type BrowseReward = Static<typeof BrowseReward>

export const BrowseStats = Type.Object({
  visits: Type.Integer(),
  /** browses finished with a reward */
  rewards: Type.Integer(),
  members: Type.Integer(),
  pointsGiven: Type.Integer(),
  couponsGiven: Type.Integer(),
})
export type BrowseStats = Static<typeof BrowseStats>

/** A running task as the shop front shows a member: what to browse, how long, the reward, whether it may earn now. */
export const FrontBrowseTask = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  targetKind: lit(BROWSE_TARGET_KINDS),
  target: Type.String(),
  dwellSeconds: Type.Integer(),
  period: lit(VOTE_PERIODS),
  rewardKind: lit(BROWSE_REWARD_KINDS),
  rewardPoints: Type.Integer(),
  canEarn: Type.Boolean(),
})
export type FrontBrowseTask = Static<typeof FrontBrowseTask>

const byId = Type.Object({ ...LangParam, id: Id })

export const browseEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/browse/page`,
    summary: 'Browse-to-earn tasks, newest first, by name and state',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(DRAW_STATUSES)),
    }),
    reply: PageOf(BrowseTask),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/browse/detail`,
    summary: 'One browse-to-earn task',
    tags,
    query: byId,
    reply: BrowseTask,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/browse/submit`,
    summary: 'Creates (no id) or changes a browse-to-earn task: target, dwell, reward, period, schedule',
    tags,
    query: Type.Object(LangParam),
    body: BrowseTaskInput,
    reply: BrowseTask,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/browse/stop`,
    summary: 'Stops a browse-to-earn task for good',
    tags,
    query: byId,
    reply: BrowseTask,
  }),
  rewards: defineEndpoint({
    method: 'GET',
    path: `${BASE}/browse/reward/page`,
    summary: 'The rewards a task gave, newest first, by member',
    tags,
    query: Type.Object({ ...LangParam, ...Paging, taskId: Id, memberId: Type.Optional(Id) }),
    reply: PageOf(BrowseReward),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/browse/stats`,
    summary: 'A task’s figures: browses, rewards, members, points and coupons given',
    tags,
    query: byId,
    reply: BrowseStats,
  }),
  frontList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/browse/list`,
    summary: 'The running browse-to-earn tasks for a member, with whether it may earn each now',
    tags,
    query: Type.Object({ ...LangParam, memberId: Id }),
    reply: Type.Array(FrontBrowseTask),
  }),
  frontStart: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/browse/start`,
    summary: 'A member starts browsing a task’s target: the server records the start',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ taskId: Id, memberId: Id }, { additionalProperties: false }),
    reply: BrowseVisit,
  }),
  frontFinish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/browse/finish`,
    summary: 'A member finishes browsing: past the dwell time, the reward is given once per period',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ visitId: Id, memberId: Id }, { additionalProperties: false }),
    reply: BrowseReward,
  }),
}
