import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { DRAW_STATUSES, VOTE_PERIODS } from './constants'

const tags = ['shop-engage']
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const ImageUrl = Type.String({ maxLength: 255, pattern: '^https?://\\S+$' })

/** One option of a vote as staff set it. */
export const VoteOptionInput = Type.Object(
  {
    /** an existing option's id (edits keep it); none: a new option */
    id: Type.Optional(Id),
    text: Text(64),
    imageUrl: Type.Optional(ImageUrl),
  },
  { additionalProperties: false },
)
export type VoteOptionInput = Static<typeof VoteOptionInput>

export const VoteOption = Type.Object({
  id: Id,
  text: Type.String(),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  votes: Type.Integer(),
})
export type VoteOption = Static<typeof VoteOption>

export const Vote = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  /** `activity`: one vote per member in all; `daily`: one a day */
  period: lit(VOTE_PERIODS),
  votes: Type.Integer(),
  createTime: Type.String(),
})
export type Vote = Static<typeof Vote>

export const VoteDetail = Type.Object({ ...Vote.properties, options: Type.Array(VoteOption) })
export type VoteDetail = Static<typeof VoteDetail>

export const VoteInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Text(64),
    description: Type.Optional(Type.String({ maxLength: 255 })),
    startTime: DateTime,
    endTime: DateTime,
    period: lit(VOTE_PERIODS),
    options: Type.Array(VoteOptionInput, { minItems: 2, maxItems: 50 }),
  },
  { additionalProperties: false },
)
export type VoteInput = Static<typeof VoteInput>

/** One member's vote: the option, and the period it counts in (`all`, or the tenant's day). */
export const VoteRecord = Type.Object({
  id: Id,
  voteId: Id,
  optionId: Id,
  optionText: Type.String(),
  memberId: Id,
  periodKey: Type.String(),
  createTime: Type.String(),
})
export type VoteRecord = Static<typeof VoteRecord>

/** The results: votes, members, and per option its count and share in parts per ten thousand. */
export const VoteStats = Type.Object({
  votes: Type.Integer(),
  members: Type.Integer(),
  options: Type.Array(
    Type.Object({
      optionId: Id,
      text: Type.String(),
      votes: Type.Integer(),
      /** its share of the votes in basis points (10,000 = all), rounded down */
      shareBp: Type.Integer(),
    }),
  ),
})
export type VoteStats = Static<typeof VoteStats>

/** What the shop front shows a member: the options (with counts) and whether the member may vote now. */
export const FrontVote = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  startTime: Type.String(),
  endTime: Type.String(),
  status: lit(DRAW_STATUSES),
  period: lit(VOTE_PERIODS),
  options: Type.Array(VoteOption),
  canVote: Type.Boolean(),
  /** the option the member voted for in the current period, if any */
  votedOptionId: Type.Union([Id, Type.Null()]),
})
export type FrontVote = Static<typeof FrontVote>

const byId = Type.Object({ ...LangParam, id: Id })

export const voteEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/vote/page`,
    summary: 'Vote activities, newest first, by name and state',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      name: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(DRAW_STATUSES)),
    }),
    reply: PageOf(Vote),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/vote/detail`,
    summary: 'One vote with its options and their counts',
    tags,
    query: byId,
    reply: VoteDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/vote/submit`,
    summary: 'Creates (no id) or changes a vote: schedule, period and options',
    tags,
    query: Type.Object(LangParam),
    body: VoteInput,
    reply: VoteDetail,
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: `${BASE}/vote/stop`,
    summary: 'Stops a vote for good: members can no longer vote',
    tags,
    query: byId,
    reply: VoteDetail,
  }),
  records: defineEndpoint({
    method: 'GET',
    path: `${BASE}/vote/record/page`,
    summary: 'The votes of an activity, newest first, by member and option',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      voteId: Id,
      memberId: Type.Optional(Id),
      optionId: Type.Optional(Id),
    }),
    reply: PageOf(VoteRecord),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/vote/stats`,
    summary: 'A vote’s results: votes, members, and per option its count and share',
    tags,
    query: byId,
    reply: VoteStats,
  }),
  frontDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/vote/detail`,
    summary: 'The shop front’s view of a vote for a member: options, counts, whether the member may vote now',
    tags,
    query: Type.Object({ ...LangParam, voteId: Id, memberId: Id }),
    reply: FrontVote,
  }),
  frontVote: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/vote/vote`,
    summary: 'A member votes for an option: once per period (the activity, or the day)',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ voteId: Id, memberId: Id, optionId: Id }, { additionalProperties: false }),
    reply: VoteRecord,
  }),
}
