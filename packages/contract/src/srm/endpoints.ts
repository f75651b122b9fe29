import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { MATCH_REASONS, PO_STATUSES } from './constants'

/** The SRM calls (docs/srm.md), under `/api/store-srm/`. */
const BASE = '/api/store-srm'
const tags = ['srm']

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const ById = Type.Object({ id: Id }, { additionalProperties: false })
const Day = Type.String({ format: 'date' })
const Qty = Type.Integer({ minimum: 1, maximum: 1_000_000 })
/** an amount of money in fen (1/100 yuan), whole */
const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000 })

export const SrmPoLine = Type.Object({
  id: Id,
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  qty: Type.Integer(),
  /** fen per unit */
  unitPrice: Type.Integer(),
  /** qty × unit price, fen */
  amount: Type.Integer(),
  receivedQty: Type.Integer(),
  invoicedQty: Type.Integer(),
  invoicedAmount: Type.Integer(),
})
export type SrmPoLine = Static<typeof SrmPoLine>

export const SrmPurchaseOrder = Type.Object({
  id: Id,
  code: Type.String(),
  supplierId: Id,
  supplierName: Type.String(),
  warehouseId: Id,
  warehouseName: Type.String(),
  status: lit(PO_STATUSES),
  /** the lines' total, fen */
  totalAmount: Type.Integer(),
  remark: Type.Union([Type.String(), Type.Null()]),
  /** the workflow instance of its latest submission for approval */
  instanceId: Type.Union([Id, Type.Null()]),
  /** who holds the approval task now (names), empty unless awaiting approval */
  approvers: Type.Array(Type.String()),
  createTime: Type.String(),
})
export type SrmPurchaseOrder = Static<typeof SrmPurchaseOrder>

export const SrmPurchaseOrderDetail = Type.Object({
  ...SrmPurchaseOrder.properties,
  lines: Type.Array(SrmPoLine),
})
export type SrmPurchaseOrderDetail = Static<typeof SrmPurchaseOrderDetail>

export const SrmPurchaseOrderInput = Type.Object(
  {
    /** set to change a draft; left out to create one */
    id: Type.Optional(Id),
    supplierId: Id,
    warehouseId: Id,
    remark: Type.Optional(Type.String({ maxLength: 255 })),
    lines: Type.Array(
      Type.Object({ goodsId: Id, qty: Qty, unitPrice: Fen }, { additionalProperties: false }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
)
export type SrmPurchaseOrderInput = Static<typeof SrmPurchaseOrderInput>

/** One line of a receipt: how much of an order line goes into which bin, in which lot. */
export const SrmReceiptLineInput = Type.Object(
  {
    lineId: Id,
    qty: Qty,
    /** a bin of the order's warehouse */
    binId: Id,
    /** lot, production and expiry dates: required for pharmacy goods (WMS refuses them otherwise) */
    lotNo: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
    ),
    productionDate: Type.Optional(Day),
    expiryDate: Type.Optional(Day),
  },
  { additionalProperties: false },
)
export type SrmReceiptLineInput = Static<typeof SrmReceiptLineInput>

export const SrmReceiptInput = Type.Object(
  {
    id: Id,
    lines: Type.Array(SrmReceiptLineInput, { minItems: 1, maxItems: 100 }),
  },
  { additionalProperties: false },
)
export type SrmReceiptInput = Static<typeof SrmReceiptInput>

export const SrmInvoiceInput = Type.Object(
  {
    id: Id,
    invoiceNo: Type.String({ minLength: 1, maxLength: 64 }),
    invoiceDate: Day,
    lines: Type.Array(Type.Object({ lineId: Id, qty: Qty, amount: Fen }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 100,
    }),
  },
  { additionalProperties: false },
)
export type SrmInvoiceInput = Static<typeof SrmInvoiceInput>

export const SrmMatchLine = Type.Object({
  lineId: Id,
  goodsName: Type.String(),
  orderedQty: Type.Integer(),
  receivedQty: Type.Integer(),
  invoicedQty: Type.Integer(),
  /** received quantity × the order's unit price, fen */
  receivedValue: Type.Integer(),
  invoicedAmount: Type.Integer(),
  /** invoiced − received value, fen */
  difference: Type.Integer(),
  matched: Type.Boolean(),
  reasons: Type.Array(lit(MATCH_REASONS)),
})
export type SrmMatchLine = Static<typeof SrmMatchLine>

export const SrmMatch = Type.Object({
  id: Id,
  code: Type.String(),
  /** the tolerance applied, in basis points of the received value */
  toleranceBp: Type.Integer(),
  matched: Type.Boolean(),
  lines: Type.Array(SrmMatchLine),
})
export type SrmMatch = Static<typeof SrmMatch>

const Totals = {
  receivedValue: Type.Integer(),
  invoicedAmount: Type.Integer(),
  /** invoiced − received value, fen */
  difference: Type.Integer(),
}
export const SrmStatement = Type.Object({
  supplierId: Id,
  supplierName: Type.String(),
  from: Type.String(),
  to: Type.String(),
  orders: Type.Array(Type.Object({ id: Id, code: Type.String(), ...Totals })),
  ...Totals,
})
export type SrmStatement = Static<typeof SrmStatement>

const step = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/purchase/${path}`,
    summary,
    tags,
    body: ById,
    reply: SrmPurchaseOrderDetail,
  })

export const srmEndpoints = {
  purchasePage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/purchase/page`,
    summary: 'Purchase orders, newest first',
    tags,
    query: Type.Object({
      current: Type.Optional(Type.Integer({ minimum: 1 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
      /** order code or supplier name */
      keyword: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(PO_STATUSES)),
      supplierId: Type.Optional(Id),
    }),
    reply: PageOf(SrmPurchaseOrder),
  }),
  purchaseDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/purchase/detail`,
    summary: 'One purchase order with its lines, received and invoiced quantities',
    tags,
    query: Type.Object({ id: Id }),
    reply: SrmPurchaseOrderDetail,
  }),
  purchaseSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/purchase/save`,
    summary: 'Create a draft purchase order or change one',
    tags,
    body: SrmPurchaseOrderInput,
    reply: SrmPurchaseOrderDetail,
  }),
  submit: step('submit', 'Submit a draft for approval: its supplier must hold a qualification valid today'),
  withdraw: step(
    'withdraw',
    'Withdraw a submitted order from approval: its process is withdrawn, the order is a draft again',
  ),
  confirm: step('confirm', 'Record the supplier’s confirmation of an approved order'),
  cancel: step('cancel', 'Cancel an order nothing of which is received'),
  close: step('close', 'Close a received order'),
  bins: defineEndpoint({
    method: 'GET',
    path: `${BASE}/purchase/bins`,
    summary: 'The bins of the order’s warehouse a receipt may put goods into',
    tags,
    query: Type.Object({ id: Id }),
    reply: Type.Array(Type.Object({ id: Id, code: Type.String() })),
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: `${BASE}/purchase/receive`,
    summary: 'Receive goods against a confirmed order’s lines into the warehouse: a WMS receipt put away',
    tags,
    body: SrmReceiptInput,
    reply: SrmPurchaseOrderDetail,
  }),
  invoice: defineEndpoint({
    method: 'POST',
    path: `${BASE}/purchase/invoice`,
    summary: 'Record the supplier’s invoice of an order: quantity and amount per line',
    tags,
    body: SrmInvoiceInput,
    reply: SrmPurchaseOrderDetail,
  }),
  match: defineEndpoint({
    method: 'GET',
    path: `${BASE}/purchase/match`,
    summary: 'The three-way match of an order: ordered ↔ received ↔ invoiced per line, with the tolerance',
    tags,
    query: Type.Object({ id: Id }),
    reply: SrmMatch,
  }),
  statement: defineEndpoint({
    method: 'GET',
    path: `${BASE}/statement`,
    summary: 'A supplier’s reconciliation statement over a period: received value, invoiced, difference',
    tags,
    query: Type.Object({ supplierId: Id, from: Day, to: Day }),
    reply: SrmStatement,
  }),
}
