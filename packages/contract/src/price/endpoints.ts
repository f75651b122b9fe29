import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { ANOMALY_KINDS, ANOMALY_STATUSES, ORDER_STATUSES, PRICE_SCOPES, ROUNDINGS } from './constants'

/** The price centre's own calls (issue 28), under `/api/store-price/`; docs/price-centre.md lists them. */
const BASE = '/api/store-price'
const tags = ['price']

const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Fen = Type.Integer({ minimum: 0, maximum: 99_999_999, description: 'money in fen' })
const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
}
/** One of a list of strings (typed as that union). */
const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))

/** Whom and when a price is asked for: the goods' shop, the member's grade, the sales channel, the time. */
const InquiryContext = {
  shopId: Type.Optional(Id),
  memberGradeId: Type.Optional(Id),
  channel: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** tenant-local time; now when absent */
  at: Type.Optional(DateTime),
}

/** Why a price is what it is: the list, its item's rule and the order that last set it. */
export const PriceExplanation = Type.Object({
  /** list: a price list's item; goods_member / goods_retail: the goods' own price (no list had it) */
  source: lit(['list', 'goods_member', 'goods_retail'] as const),
  listId: Type.Union([Id, Type.Null()]),
  listCode: Type.Union([Type.String(), Type.Null()]),
  listName: Type.Union([Type.String(), Type.Null()]),
  scope: Type.Union([lit(PRICE_SCOPES), Type.Null()]),
  priority: Type.Union([Type.Integer(), Type.Null()]),
  itemId: Type.Union([Id, Type.Null()]),
  rule: Type.Union([lit(['fixed', 'formula'] as const), Type.Null()]),
  baseFen: Type.Union([Fen, Type.Null()]),
  discountBp: Type.Union([Type.Integer(), Type.Null()]),
  surchargeFen: Type.Union([Type.Integer(), Type.Null()]),
  rounding: Type.Union([lit(ROUNDINGS), Type.Null()]),
  orderId: Type.Union([Id, Type.Null()]),
  /** the codes of the lists that applied, in the order they were tried */
  considered: Type.Array(Type.String()),
})
export type PriceExplanation = Static<typeof PriceExplanation>

export const PriceAnswer = Type.Object({
  goodsId: Id,
  /** null: the goods does not exist in the tenant */
  priceFen: Type.Union([Fen, Type.Null()]),
  /** the promotion floor, when a floor list has the goods */
  floorFen: Type.Union([Fen, Type.Null()]),
  explanation: Type.Union([PriceExplanation, Type.Null()]),
})
export type PriceAnswer = Static<typeof PriceAnswer>

export const ChangeLine = Type.Object({
  goodsId: Id,
  newPriceFen: Fen,
})
const ChangeLineRecord = Type.Object({
  id: Id,
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  oldPriceFen: Type.Union([Fen, Type.Null()]),
  newPriceFen: Fen,
})

export const ChangeOrder = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  listId: Id,
  listName: Type.String(),
  status: lit(ORDER_STATUSES),
  effectiveAt: Type.String(),
  instanceId: Type.Union([Id, Type.Null()]),
  submitterId: Type.Union([Id, Type.Null()]),
  appliedAt: Type.Union([Type.String(), Type.Null()]),
  remark: Type.Union([Type.String(), Type.Null()]),
  lineCount: Type.Integer(),
  createTime: Type.String(),
})
export type ChangeOrder = Static<typeof ChangeOrder>

export const ChangeOrderDetail = Type.Object({
  ...ChangeOrder.properties,
  lines: Type.Array(ChangeLineRecord),
  anomalies: Type.Integer(),
})
export type ChangeOrderDetail = Static<typeof ChangeOrderDetail>

export const PriceAnomaly = Type.Object({
  id: Id,
  kind: lit(ANOMALY_KINDS),
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  listId: Id,
  orderId: Type.Union([Id, Type.Null()]),
  priceFen: Type.Integer(),
  limitValue: Type.Integer(),
  source: lit(['save', 'nightly'] as const),
  status: lit(ANOMALY_STATUSES),
  note: Type.Union([Type.String(), Type.Null()]),
  handledAt: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
})
export type PriceAnomaly = Static<typeof PriceAnomaly>

/** The unresolved anomalies: open, acknowledged, and by kind (kinds without any left out). */
export const AnomalyCounts = Type.Object({
  open: Type.Integer(),
  acknowledged: Type.Integer(),
  kinds: Type.Array(Type.Object({ kind: lit(ANOMALY_KINDS), count: Type.Integer() })),
})
export type AnomalyCounts = Static<typeof AnomalyCounts>

export const HistoryEntry = Type.Object({
  id: Id,
  goodsId: Id,
  listId: Id,
  orderId: Id,
  oldPriceFen: Type.Union([Fen, Type.Null()]),
  newPriceFen: Fen,
  effectiveAt: Type.String(),
})
export type HistoryEntry = Static<typeof HistoryEntry>

export const Proposal = Type.Object({
  goodsId: Id,
  goodsName: Type.String(),
  currentFen: Type.Union([Fen, Type.Null()]),
  proposedFen: Type.Union([Fen, Type.Null()]),
  /** the margin guards moved the strategy's price */
  clamped: Type.Boolean(),
})
export type Proposal = Static<typeof Proposal>

export const priceEndpoints = {
  inquiry: defineEndpoint({
    method: 'POST',
    path: `${BASE}/inquiry`,
    summary: 'The price of each goods of a cart for a shop, member grade, channel and time, with why',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({
      goodsIds: Type.Array(Id, { minItems: 1, maxItems: 200 }),
      ...InquiryContext,
    }),
    reply: Type.Array(PriceAnswer),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: `${BASE}/history`,
    summary: 'The price history of one goods (append-only, oldest first)',
    tags,
    query: Type.Object({ ...LangParam, goodsId: Id, listId: Type.Optional(Id) }),
    reply: Type.Array(HistoryEntry),
  }),
  orderPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/page`,
    summary: 'Price-change orders, newest first',
    tags,
    query: Type.Object({ ...LangParam, ...Paging, status: Type.Optional(lit(ORDER_STATUSES)) }),
    reply: PageOf(ChangeOrder),
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/detail`,
    summary: 'One price-change order with its lines',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: ChangeOrderDetail,
  }),
  orderSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/save`,
    summary: 'Saves a draft order (no id: a new one) and checks its prices for anomalies',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({
      id: Type.Optional(Id),
      title: Type.String({ minLength: 1, maxLength: 64 }),
      listId: Id,
      effectiveAt: DateTime,
      remark: Type.Optional(Type.String({ maxLength: 255 })),
      lines: Type.Array(ChangeLine, { minItems: 1, maxItems: 1000 }),
    }),
    reply: ChangeOrderDetail,
  }),
  orderSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/submit`,
    summary: 'Submits a draft for approval (workflow process price_change)',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: ChangeOrder,
  }),
  orderWithdraw: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/withdraw`,
    summary: 'Withdraws an order awaiting approval or its effective time; nothing is changed',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: ChangeOrder,
  }),
  orderRemove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/remove`,
    summary: 'Removes a draft order',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: Type.Boolean(),
  }),
  anomalyPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/anomaly/page`,
    summary: 'Price anomalies, newest first',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      status: Type.Optional(lit(ANOMALY_STATUSES)),
      kind: Type.Optional(lit(ANOMALY_KINDS)),
    }),
    reply: PageOf(PriceAnomaly),
  }),
  anomalyCounts: defineEndpoint({
    method: 'GET',
    path: `${BASE}/anomaly/counts`,
    summary:
      'How many anomalies are open and acknowledged, and the unresolved ones by kind (the home page’s figures)',
    tags,
    query: Type.Object(LangParam),
    reply: AnomalyCounts,
  }),
  anomalyHandle: defineEndpoint({
    method: 'POST',
    path: `${BASE}/anomaly/handle`,
    summary: 'Acknowledges or resolves an anomaly with a note',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({
      id: Id,
      status: lit(['acknowledged', 'resolved'] as const),
      note: Type.String({ minLength: 1, maxLength: 255 }),
    }),
    reply: PriceAnomaly,
  }),
  strategyPropose: defineEndpoint({
    method: 'POST',
    path: `${BASE}/strategy/propose`,
    summary: 'A strategy’s prices for a selection of goods, as a diff against a list',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({
      strategyId: Id,
      listId: Id,
      goodsIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
    }),
    reply: Type.Array(Proposal),
  }),
}
