import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Paging, WXSHOP_BASE as BASE, lit } from '../shop/common'
import { BASIS_POINTS, COMMISSION_ENTRY_KINDS, DISTRIBUTOR_STATUSES, WITHDRAWAL_STATUSES } from './constants'

const tags = ['shop-engage']
const Level = Type.Integer({ minimum: 1, maximum: 3 })
const Reason = Type.String({ minLength: 1, maxLength: 64 })
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])

export const Distributor = Type.Object({
  id: Id,
  memberId: Id,
  /** the member's name (null: the member is unknown) */
  memberName: Nullable(Type.String()),
  /** the invitation code: an order checked out with it is attributed to the distributor */
  code: Type.String(),
  level: Type.Integer(),
  status: lit(DISTRIBUTOR_STATUSES),
  refuseReason: Nullable(Type.String()),
  /** commission of paid orders whose after-sale window is still open */
  frozenFen: Type.Integer(),
  /** commission that may be withdrawn */
  availableFen: Type.Integer(),
  createTime: Type.String(),
})
export type Distributor = Static<typeof Distributor>

export const CommissionRule = Type.Object({
  id: Id,
  level: Type.Integer(),
  /** null: every goods without a rule of its own */
  goodsId: Type.Union([Id, Type.Null()]),
  rateBp: Type.Integer(),
})
export type CommissionRule = Static<typeof CommissionRule>

export const CommissionEntry = Type.Object({
  id: Id,
  distributorId: Id,
  kind: lit(COMMISSION_ENTRY_KINDS),
  frozenFen: Type.Integer({ description: 'change of the frozen balance, in fen' }),
  availableFen: Type.Integer({ description: 'change of the available balance, in fen' }),
  orderNo: Nullable(Type.String()),
  withdrawalId: Type.Union([Id, Type.Null()]),
  createTime: Type.String(),
})
export type CommissionEntry = Static<typeof CommissionEntry>

export const Withdrawal = Type.Object({
  id: Id,
  distributorId: Id,
  memberId: Id,
  memberName: Nullable(Type.String()),
  amountFen: Type.Integer(),
  status: lit(WITHDRAWAL_STATUSES),
  reason: Nullable(Type.String()),
  createTime: Type.String(),
  reviewTime: Nullable(Type.String()),
})
export type Withdrawal = Static<typeof Withdrawal>

export const DistributionStats = Type.Object({
  approved: Type.Integer(),
  pending: Type.Integer(),
  attributedOrders: Type.Integer(),
  frozenFen: Type.Integer(),
  availableFen: Type.Integer(),
  withdrawnFen: Type.Integer(),
  pendingWithdrawals: Type.Integer(),
})
export type DistributionStats = Static<typeof DistributionStats>

const byId = Type.Object({ ...LangParam, id: Id })
const json = Type.Object(LangParam)

export const distributionEndpoints = {
  distributorPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/distribution/distributor/page`,
    summary: 'Distributors, newest first, by state and code',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      status: Type.Optional(lit(DISTRIBUTOR_STATUSES)),
      code: Type.Optional(Type.String({ maxLength: 16 })),
    }),
    reply: PageOf(Distributor),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/distributor/approve`,
    summary: 'Approves a pending distributor at a level (or moves an approved one to another level)',
    tags,
    query: json,
    body: Type.Object({ id: Id, level: Level }, { additionalProperties: false }),
    reply: Distributor,
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/distributor/refuse`,
    summary: 'Refuses a pending distributor with a reason',
    tags,
    query: json,
    body: Type.Object({ id: Id, reason: Reason }, { additionalProperties: false }),
    reply: Distributor,
  }),
  rules: defineEndpoint({
    method: 'GET',
    path: `${BASE}/distribution/rule/list`,
    summary: 'Commission rules by level and goods',
    tags,
    query: json,
    reply: Type.Array(CommissionRule),
  }),
  ruleSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/rule/submit`,
    summary:
      'Creates (no id) or changes a commission rule: level, goods (none: all others), rate in basis points',
    tags,
    query: json,
    body: Type.Object(
      {
        id: Type.Optional(Id),
        level: Level,
        goodsId: Type.Optional(Id),
        rateBp: Type.Integer({ minimum: 0, maximum: BASIS_POINTS }),
      },
      { additionalProperties: false },
    ),
    reply: CommissionRule,
  }),
  ruleRemove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/rule/remove`,
    summary: 'Removes commission rules',
    tags,
    query: Type.Object({ ...LangParam, ids: IdList }),
    reply: Type.Boolean(),
  }),
  ledger: defineEndpoint({
    method: 'GET',
    path: `${BASE}/distribution/ledger/page`,
    summary: 'A distributor’s commission ledger, newest first',
    tags,
    query: Type.Object({ ...LangParam, ...Paging, distributorId: Id }),
    reply: PageOf(CommissionEntry),
  }),
  withdrawalPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/distribution/withdrawal/page`,
    summary: 'Withdrawal requests, newest first, by state',
    tags,
    query: Type.Object({ ...LangParam, ...Paging, status: Type.Optional(lit(WITHDRAWAL_STATUSES)) }),
    reply: PageOf(Withdrawal),
  }),
  withdrawalApprove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/withdrawal/approve`,
    summary: 'Approves a pending withdrawal: the held amount is paid out',
    tags,
    query: byId,
    reply: Withdrawal,
  }),
  withdrawalRefuse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/distribution/withdrawal/refuse`,
    summary: 'Refuses a pending withdrawal with a reason: the held amount returns to the available balance',
    tags,
    query: json,
    body: Type.Object({ id: Id, reason: Reason }, { additionalProperties: false }),
    reply: Withdrawal,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/distribution/stats`,
    summary: 'Distributors, attributed orders and commission balances of the tenant',
    tags,
    query: json,
    reply: DistributionStats,
  }),
  frontApply: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/distribution/apply`,
    summary: 'A member applies to be a distributor (again after a refusal)',
    tags,
    query: json,
    body: Type.Object({ memberId: Id }, { additionalProperties: false }),
    reply: Distributor,
  }),
  frontMine: defineEndpoint({
    method: 'GET',
    path: `${BASE}/front/distribution/mine`,
    summary: 'A member’s distributor record (code, level, balances), or null',
    tags,
    query: Type.Object({ ...LangParam, memberId: Id }),
    reply: Type.Union([Distributor, Type.Null()]),
  }),
  frontWithdraw: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/distribution/withdraw`,
    summary: 'An approved distributor asks to withdraw part of its available commission',
    tags,
    query: json,
    body: Type.Object(
      { memberId: Id, amountFen: Type.Integer({ minimum: 1, maximum: 99_999_999 }) },
      { additionalProperties: false },
    ),
    reply: Withdrawal,
  }),
}
