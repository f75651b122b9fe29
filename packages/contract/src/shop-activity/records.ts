import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Paging, lit } from '../shop/common'
import { SHOP_CODES } from '../shop/constants'
import { ACTIVITY_BASE, activityTags as tags } from './activity'
import { BARGAIN_STATUSES, PURCHASE_STATUSES, TEAM_STATUSES } from './constants'

const Member = Id
const RecordQuery = <S extends string>(statuses: readonly S[]) =>
  Type.Object(
    {
      ...LangParam,
      ...Paging,
      activityId: Type.Optional(Id),
      memberId: Type.Optional(Member),
      status: Type.Optional(lit(statuses)),
    },
    { additionalProperties: false },
  )
const FrontQuery = Type.Object(LangParam)

/** A group-buy team and its members, first the one who opened it. */
export const TeamRecord = Type.Object({
  id: Id,
  activityId: Id,
  activityName: Type.String(),
  teamSize: Type.Integer(),
  joined: Type.Integer(),
  status: lit(TEAM_STATUSES),
  deadline: Type.String(),
  createTime: Type.String(),
  members: Type.Array(
    Type.Object({
      memberId: Member,
      paidFen: Fen,
      refunded: Type.Boolean(),
      joinTime: Type.String(),
    }),
  ),
})
export type TeamRecord = Static<typeof TeamRecord>

/** A member's bargain: its price now, the planned cuts and the helps so far. */
export const BargainRecord = Type.Object({
  id: Id,
  activityId: Id,
  activityName: Type.String(),
  memberId: Member,
  originalFen: Fen,
  floorFen: Fen,
  currentFen: Fen,
  helpersNeeded: Type.Integer(),
  status: lit(BARGAIN_STATUSES),
  expiresAt: Type.String(),
  createTime: Type.String(),
  helps: Type.Array(Type.Object({ memberId: Member, cutFen: Fen, helpTime: Type.String() })),
})
export type BargainRecord = Static<typeof BargainRecord>

/** A seckill purchase or an integral exchange; an exchange names the points lots it spent. */
export const PurchaseRecord = Type.Object({
  id: Id,
  activityId: Id,
  activityName: Type.String(),
  memberId: Member,
  quantity: Type.Integer(),
  paidFen: Fen,
  points: Type.Integer(),
  lots: Type.Array(Type.Object({ lotId: Id, points: Type.Integer() })),
  status: lit(PURCHASE_STATUSES),
  createTime: Type.String(),
})
export type PurchaseRecord = Static<typeof PurchaseRecord>

const body = <T extends Parameters<typeof Type.Object>[0]>(props: T) =>
  Type.Object(props, { additionalProperties: false })

/** The records screens' calls (each tool's view permission). */
export const activityRecordEndpoints = {
  teams: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITY_BASE}/group/teams`,
    summary: 'Group-buy teams with their members, newest first',
    tags,
    query: RecordQuery(TEAM_STATUSES),
    reply: PageOf(TeamRecord),
  }),
  bargains: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITY_BASE}/bargain/records`,
    summary: 'Bargains with their helps, newest first',
    tags,
    query: RecordQuery(BARGAIN_STATUSES),
    reply: PageOf(BargainRecord),
  }),
  purchases: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITY_BASE}/seckill/purchases`,
    summary: 'Seckill purchases, newest first',
    tags,
    query: RecordQuery(PURCHASE_STATUSES),
    reply: PageOf(PurchaseRecord),
  }),
  exchanges: defineEndpoint({
    method: 'GET',
    path: `${ACTIVITY_BASE}/integral/exchanges`,
    summary: 'Integral shop exchanges with the points lots each spent, newest first',
    tags,
    query: RecordQuery(PURCHASE_STATUSES),
    reply: PageOf(PurchaseRecord),
  }),
  refundExchange: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/integral/refund`,
    summary:
      'Refunds an exchange: its points go back to the very lots it spent, its cash through the gateway',
    tags,
    query: Type.Object({ ...LangParam, id: Id }, { additionalProperties: false }),
    reply: PurchaseRecord,
  }),
}

/** What a shop front calls (permission `shop_front`), naming the member it acts for. */
export const activityFrontEndpoints = {
  joinTeam: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/group/join`,
    summary: 'Opens a team (no teamId) or joins an open one, paying the group price',
    tags,
    query: FrontQuery,
    body: body({ activityId: Id, memberId: Member, teamId: Type.Optional(Id) }),
    reply: TeamRecord,
  }),
  startBargain: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/bargain/start`,
    summary: 'Starts a bargain: its helpers’ cuts are planned at once and sum to the reduction',
    tags,
    query: FrontQuery,
    body: body({ activityId: Id, memberId: Member }),
    reply: BargainRecord,
  }),
  helpBargain: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/bargain/help`,
    summary: 'Another member helps a bargain once: the price drops by the next planned cut',
    tags,
    query: FrontQuery,
    body: body({ bargainId: Id, memberId: Member }),
    reply: BargainRecord,
  }),
  buyBargain: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/bargain/buy`,
    summary: 'The bargain’s owner buys at the price reached, before its time limit',
    tags,
    query: FrontQuery,
    body: body({ bargainId: Id, memberId: Member }),
    reply: BargainRecord,
  }),
  buySeckill: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/seckill/buy`,
    summary: 'Buys at the seckill price from its start second, within the stock and the per-member limit',
    tags,
    query: FrontQuery,
    body: body({ activityId: Id, memberId: Member, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }),
    reply: PurchaseRecord,
  }),
  exchange: defineEndpoint({
    method: 'POST',
    path: `${ACTIVITY_BASE}/front/integral/exchange`,
    summary: 'Exchanges points (and the cash part) for integral shop goods',
    tags,
    query: FrontQuery,
    body: body({ activityId: Id, memberId: Member, quantity: Type.Integer({ minimum: 1, maximum: 99 }) }),
    reply: PurchaseRecord,
  }),
}

/** The permission of the shop front's calls. */
export const ACTIVITY_FRONT_CODE = SHOP_CODES.front
