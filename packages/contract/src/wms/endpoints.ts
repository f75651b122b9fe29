import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { PICK_STATUSES, RECEIPT_STATUSES, STOCKTAKE_STATUSES } from './constants'

/** The WMS calls (docs/supply-chain.md, WMS), under `/api/store-wms/`. */
const BASE = '/api/store-wms'
const tags = ['wms']

const Day = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'YYYY-MM-DD',
})
const Qty = Type.Integer({ minimum: 1, maximum: 1_000_000 })
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 })
const LotNo = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' })
const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
}
const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const ById = Type.Object({ id: Id }, { additionalProperties: false })

/** What names a goods, a bin and a lot in every record */
const Placed = {
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  binId: Id,
  binCode: Type.String(),
}
const LotOf = {
  lotId: Id,
  lotNo: Type.String(),
  productionDate: Nullable(Type.String()),
  expiryDate: Nullable(Type.String()),
}

export const WmsStockRow = Type.Object({
  ...Placed,
  ...LotOf,
  warehouseId: Id,
  warehouseName: Type.String(),
  onHand: Type.Integer(),
  reserved: Type.Integer(),
  available: Type.Integer(),
})
export type WmsStockRow = Static<typeof WmsStockRow>

const Header = {
  id: Id,
  code: Type.String(),
  warehouseId: Id,
  warehouseName: Type.String(),
  createTime: Type.String(),
}

export const WmsReceiptLineInput = Type.Object(
  {
    goodsId: Id,
    /** required for pharmacy goods (a drug or device with an approval number or an Rx/OTC category) */
    lotNo: Type.Optional(LotNo),
    productionDate: Type.Optional(Day),
    expiryDate: Type.Optional(Day),
    qty: Qty,
    binId: Id,
  },
  { additionalProperties: false },
)
export type WmsReceiptLineInput = Static<typeof WmsReceiptLineInput>
export const WmsReceipt = Type.Object({
  ...Header,
  status: lit(RECEIPT_STATUSES),
  lines: Type.Array(
    Type.Object({
      ...Placed,
      id: Id,
      lotNo: Nullable(Type.String()),
      productionDate: Nullable(Type.String()),
      expiryDate: Nullable(Type.String()),
      qty: Type.Integer(),
    }),
  ),
})
export type WmsReceipt = Static<typeof WmsReceipt>

export const WmsPick = Type.Object({
  ...Header,
  status: lit(PICK_STATUSES),
  /** the allocations: which lot in which bin gives how much of each goods */
  lines: Type.Array(Type.Object({ ...Placed, ...LotOf, id: Id, qty: Type.Integer() })),
})
export type WmsPick = Static<typeof WmsPick>

export const WmsStocktake = Type.Object({
  ...Header,
  status: lit(STOCKTAKE_STATUSES),
  lines: Type.Array(
    Type.Object({
      ...Placed,
      ...LotOf,
      id: Id,
      bookQty: Type.Integer(),
      countedQty: Nullable(Type.Integer()),
    }),
  ),
})
export type WmsStocktake = Static<typeof WmsStocktake>

export const WmsStockAlert = Type.Object({
  kind: lit(['near_expiry', 'expired', 'low_stock'] as const),
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  lotNo: Nullable(Type.String()),
  expiryDate: Nullable(Type.String()),
  /** the lot's on-hand quantity (expiry alerts) or the goods' available quantity (low stock) */
  qty: Type.Integer(),
})
export type WmsStockAlert = Static<typeof WmsStockAlert>

const DocPage = { ...Paging, warehouseId: Type.Optional(Id) }

export const wmsEndpoints = {
  stockPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stock/page`,
    summary: 'Stock per goods, bin and lot: on hand, reserved, available',
    tags,
    query: Type.Object({
      ...Paging,
      warehouseId: Type.Optional(Id),
      goodsId: Type.Optional(Id),
      /** goods code or name, lot number */
      keyword: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    reply: PageOf(WmsStockRow),
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: `${BASE}/stock/transfer`,
    summary: 'Move available stock of one lot to another bin (of this or another warehouse)',
    tags,
    body: Type.Object(
      { goodsId: Id, lotId: Id, fromBinId: Id, toBinId: Id, qty: Qty },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  receiptPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/receipt/page`,
    summary: 'Inbound receipts, newest first',
    tags,
    query: Type.Object(DocPage),
    reply: PageOf(WmsReceipt),
  }),
  receiptCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/receipt/create`,
    summary: 'Record an inbound receipt awaiting put-away',
    tags,
    body: Type.Object(
      { warehouseId: Id, lines: Type.Array(WmsReceiptLineInput, { minItems: 1, maxItems: 200 }) },
      { additionalProperties: false },
    ),
    reply: WmsReceipt,
  }),
  receiptConfirm: defineEndpoint({
    method: 'POST',
    path: `${BASE}/receipt/confirm`,
    summary: 'Put a receipt away: each line becomes stock in its bin and lot',
    tags,
    body: ById,
    reply: WmsReceipt,
  }),
  pickPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/pick/page`,
    summary: 'Pick lists, newest first',
    tags,
    query: Type.Object(DocPage),
    reply: PageOf(WmsPick),
  }),
  pickCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/pick/create`,
    summary: 'Allocate goods first-expiring-first-out among unexpired lots and reserve them',
    tags,
    body: Type.Object(
      {
        warehouseId: Id,
        lines: Type.Array(Type.Object({ goodsId: Id, qty: Qty }, { additionalProperties: false }), {
          minItems: 1,
          maxItems: 200,
        }),
      },
      { additionalProperties: false },
    ),
    reply: WmsPick,
  }),
  pickPack: defineEndpoint({
    method: 'POST',
    path: `${BASE}/pick/pack`,
    summary: 'Mark an allocated pick list packed',
    tags,
    body: ById,
    reply: WmsPick,
  }),
  pickShip: defineEndpoint({
    method: 'POST',
    path: `${BASE}/pick/ship`,
    summary: 'Ship a packed pick list: its reserved stock leaves the warehouse',
    tags,
    body: ById,
    reply: WmsPick,
  }),
  pickCancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/pick/cancel`,
    summary: 'Cancel an unshipped pick list, releasing its reservation',
    tags,
    body: ById,
    reply: WmsPick,
  }),
  stocktakePage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/stocktake/page`,
    summary: 'Stocktakes, newest first',
    tags,
    query: Type.Object(DocPage),
    reply: PageOf(WmsStocktake),
  }),
  stocktakeCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/stocktake/create`,
    summary: 'Start counting bins: they are frozen and their book quantities recorded',
    tags,
    body: Type.Object(
      { warehouseId: Id, binIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) },
      { additionalProperties: false },
    ),
    reply: WmsStocktake,
  }),
  stocktakeCount: defineEndpoint({
    method: 'POST',
    path: `${BASE}/stocktake/count`,
    summary: 'Record counted quantities of a stocktake’s lines',
    tags,
    body: Type.Object(
      {
        id: Id,
        lines: Type.Array(Type.Object({ lineId: Id, countedQty: Count }, { additionalProperties: false }), {
          minItems: 1,
          maxItems: 1000,
        }),
      },
      { additionalProperties: false },
    ),
    reply: WmsStocktake,
  }),
  stocktakeApprove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/stocktake/approve`,
    summary: 'Approve a fully counted stocktake: each variance adjusts stock, the bins are thawed',
    tags,
    body: ById,
    reply: WmsStocktake,
  }),
  alerts: defineEndpoint({
    method: 'GET',
    path: `${BASE}/alert/list`,
    summary: 'Expired and near-expiry lots in stock, and goods low on available stock',
    tags,
    query: Type.Object({
      days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
      below: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    }),
    reply: Type.Array(WmsStockAlert),
  }),
}
