import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { AFTER_SALE_STATUSES, AFTER_SALE_TYPES } from './after-sale-constants'
import { Fen, Paging, WXSHOP_BASE as BASE, lit, tags } from './common'

const Reason = Type.String({ minLength: 1, maxLength: 64 })

/** One line of an after-sale: how much of an order line's paid amount (and, for a return, units) it asks back. */
export const AfterSaleLine = Type.Object({
  id: Id,
  orderLineId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
  amountFen: Fen,
})
export type AfterSaleLine = Static<typeof AfterSaleLine>

export const AfterSale = Type.Object({
  id: Id,
  afterSaleNo: Type.String(),
  orderId: Id,
  orderNo: Type.String(),
  type: lit(AFTER_SALE_TYPES),
  status: lit(AFTER_SALE_STATUSES),
  reason: Type.String(),
  amountFen: Fen,
  refuseReason: Type.Union([Type.String(), Type.Null()]),
  reviewTime: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
})
export type AfterSale = Static<typeof AfterSale>

export const AfterSaleDetail = Type.Object({
  ...AfterSale.properties,
  lines: Type.Array(AfterSaleLine),
  buyerName: Type.String(),
  buyerPhone: Type.String(),
  /** the order's paid amount and what has been refunded of it so far */
  paidFen: Fen,
  refundedFen: Fen,
})
export type AfterSaleDetail = Static<typeof AfterSaleDetail>

export const AfterSaleInput = Type.Object(
  {
    orderId: Id,
    type: lit(AFTER_SALE_TYPES),
    reason: Reason,
    /** absent: the whole order, everything not yet claimed back */
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          {
            orderLineId: Id,
            /** units sent back (a return); a refund only sends none */
            quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
            amountFen: Type.Integer({ minimum: 1, maximum: 99_999_999 }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 50 },
      ),
    ),
  },
  { additionalProperties: false },
)
export type AfterSaleInput = Static<typeof AfterSaleInput>

export const afterSaleEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/afterSale/page`,
    summary: 'After-sale requests, newest first, by state, type and order number',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      orderNo: Type.Optional(Type.String({ maxLength: 32 })),
      status: Type.Optional(lit(AFTER_SALE_STATUSES)),
      type: Type.Optional(lit(AFTER_SALE_TYPES)),
    }),
    reply: PageOf(AfterSale),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/afterSale/detail`,
    summary: 'One after-sale request with its lines and the order’s paid and refunded amounts',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: AfterSaleDetail,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: `${BASE}/afterSale/approve`,
    summary: 'Approves a pending request: refunded through the gateway, a return’s units back to stock',
    tags,
    query: Type.Object({ ...LangParam, id: Id }),
    reply: AfterSaleDetail,
  }),
  refuse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/afterSale/refuse`,
    summary: 'Refuses a pending request with a reason; what it claimed may be asked again',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, reason: Reason }, { additionalProperties: false }),
    reply: AfterSaleDetail,
  }),
  frontApply: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/afterSale/apply`,
    summary: 'The buyer asks for a refund or a return on a paid order, whole or by line',
    tags,
    query: Type.Object(LangParam),
    body: AfterSaleInput,
    reply: AfterSaleDetail,
  }),
}
