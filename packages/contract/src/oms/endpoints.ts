import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { OMS_ACTIONS, OMS_CHANNELS, OMS_STATUSES } from './constants'

/** The OMS calls (docs/supply-chain.md, OMS), under `/api/store-oms/`. */
const BASE = '/api/store-oms'
const tags = ['oms']

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const Qty = Type.Integer({ minimum: 1, maximum: 1_000_000 })
const ById = Type.Object({ id: Id }, { additionalProperties: false })
const Text = (max: number, min = 1) => Type.String({ minLength: min, maxLength: max })

export const OmsLineInput = Type.Object({ goodsId: Id, qty: Qty }, { additionalProperties: false })
export type OmsLineInput = Static<typeof OmsLineInput>

/** A receiver and where the order goes: the region (province or city) the routing rules look at. */
const Receiver = {
  receiverName: Text(32),
  receiverPhone: Type.String({ pattern: '^[0-9+\\- ]{5,16}$' }),
  region: Text(32),
  address: Text(255),
}

export const OmsOrder = Type.Object({
  id: Id,
  code: Type.String(),
  channel: lit(OMS_CHANNELS),
  sourceNo: Type.String(),
  status: lit(OMS_STATUSES),
  /** where a held order goes back to when released */
  heldFrom: Nullable(lit(OMS_STATUSES)),
  ...Receiver,
  warehouseId: Nullable(Id),
  warehouseName: Nullable(Type.String()),
  /** the order it was split from */
  parentId: Nullable(Id),
  /** the WMS pick list it was handed to */
  pickId: Nullable(Id),
  remark: Nullable(Type.String()),
  createTime: Type.String(),
  lines: Type.Array(
    Type.Object({ goodsId: Id, goodsCode: Type.String(), goodsName: Type.String(), qty: Type.Integer() }),
  ),
})
export type OmsOrder = Static<typeof OmsOrder>

export const OmsOrderLog = Type.Object({
  id: Id,
  action: lit(OMS_ACTIONS),
  fromStatus: Nullable(lit(OMS_STATUSES)),
  toStatus: lit(OMS_STATUSES),
  note: Nullable(Type.String()),
  createTime: Type.String(),
})
export type OmsOrderLog = Static<typeof OmsOrderLog>

export const OmsOrderDetail = Type.Object({ ...OmsOrder.properties, timeline: Type.Array(OmsOrderLog) })
export type OmsOrderDetail = Static<typeof OmsOrderDetail>

/** One row of a marketplace file: imported, or refused with why (nothing is imported when any row is) */
export const OmsImportRow = Type.Object({
  row: Type.Integer(),
  sourceNo: Type.String(),
  error: Nullable(Type.String()),
})
export const OmsImportResult = Type.Object({
  imported: Type.Integer(),
  /** orders of the file already taken in before (the same source number): left as they are */
  duplicates: Type.Integer(),
  rows: Type.Array(OmsImportRow),
})
export type OmsImportResult = Static<typeof OmsImportResult>

/** The orders a routing or a split made: the order itself, then any split off it */
const Orders = Type.Array(OmsOrder)

export const omsEndpoints = {
  orderPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/page`,
    summary: 'Orders of every channel, newest first',
    tags,
    query: Type.Object({
      current: Type.Optional(Type.Integer({ minimum: 1 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
      channel: Type.Optional(lit(OMS_CHANNELS)),
      status: Type.Optional(lit(OMS_STATUSES)),
      /** order code, source number, receiver name or phone */
      keyword: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    reply: PageOf(OmsOrder),
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/detail`,
    summary: 'An order with its lines and timeline',
    tags,
    query: Type.Object({ id: Id }),
    reply: OmsOrderDetail,
  }),
  orderCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/create`,
    summary: 'Enter a POS order; the same source number again returns the order taken in before',
    tags,
    body: Type.Object(
      {
        sourceNo: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
        ...Receiver,
        remark: Type.Optional(Type.String({ maxLength: 255 })),
        lines: Type.Array(OmsLineInput, { minItems: 1, maxItems: 200 }),
      },
      { additionalProperties: false },
    ),
    reply: OmsOrder,
  }),
  orderImport: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/import`,
    summary:
      'Import a marketplace file (CSV or XLSX): every row is checked, nothing is imported if one fails',
    tags,
    body: Type.Object(
      {
        fileName: Type.String({ minLength: 1, maxLength: 128, pattern: '\\.(csv|xlsx)$' }),
        /** the file, base64 */
        content: Type.String({ minLength: 1, maxLength: 2_000_000 }),
      },
      { additionalProperties: false },
    ),
    reply: OmsImportResult,
  }),
  orderRoute: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/route`,
    summary:
      'Choose a warehouse by stock, the rules’ priority and region; split across warehouses if none holds all',
    tags,
    body: ById,
    reply: Orders,
  }),
  orderHold: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/hold`,
    summary: 'Hold a new or routed order: it is not routed or shipped until released',
    tags,
    body: Type.Object({ id: Id, reason: Text(64) }, { additionalProperties: false }),
    reply: OmsOrder,
  }),
  orderRelease: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/release`,
    summary: 'Release a held order back where it was, or a routed order for the warehouse',
    tags,
    body: ById,
    reply: OmsOrder,
  }),
  orderSplit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/split`,
    summary: 'Move some of a new order’s quantities into a new order',
    tags,
    body: Type.Object(
      { id: Id, lines: Type.Array(OmsLineInput, { minItems: 1, maxItems: 200 }) },
      { additionalProperties: false },
    ),
    reply: Orders,
  }),
  orderMerge: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/merge`,
    summary: 'Merge new or routed orders of one receiver and channel into the first: it is routed again',
    tags,
    body: Type.Object(
      { ids: Type.Array(Id, { minItems: 2, maxItems: 50 }) },
      { additionalProperties: false },
    ),
    reply: OmsOrder,
  }),
  orderAllocate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/allocate`,
    summary: 'Hand a released order to its warehouse as a WMS pick list',
    tags,
    body: ById,
    reply: OmsOrder,
  }),
  orderComplete: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/complete`,
    summary: 'Complete a shipped order',
    tags,
    body: ById,
    reply: OmsOrder,
  }),
  orderCancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/cancel`,
    summary: 'Cancel an order not yet shipped (its WMS pick list is cancelled too)',
    tags,
    body: Type.Object({ id: Id, reason: Text(64) }, { additionalProperties: false }),
    reply: OmsOrder,
  }),
  warehouseOptions: defineEndpoint({
    method: 'GET',
    path: `${BASE}/warehouse/options`,
    summary: 'The warehouses orders may be routed to',
    tags,
    reply: Type.Array(Type.Object({ id: Id, code: Type.String(), name: Type.String() })),
  }),
}
