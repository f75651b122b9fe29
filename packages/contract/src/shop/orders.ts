import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { Fen, Flag, Paging, WXSHOP_BASE as BASE, lit, tags } from './common'
import { DELIVERY_TYPES, ORDER_ACTIONS, ORDER_SOURCE_KINDS, SHOP_ORDER_STATUSES } from './constants'

const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$' })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])

/** One line as it was sold: the goods' name and price are kept on the order (its snapshot). */
export const ShopOrderLine = Type.Object({
  id: Id,
  shopGoodsId: Id,
  goodsId: Id,
  goodsCode: Type.String(),
  goodsName: Type.String(),
  rx: Flag,
  unitPriceFen: Fen,
  quantity: Type.Integer({ minimum: 1 }),
  discountFen: Fen,
  /** the line's share of the paying-membership discount (part of discountFen) */
  memberDiscountFen: Fen,
  payableFen: Fen,
})
export type ShopOrderLine = Static<typeof ShopOrderLine>

export const ShopOrder = Type.Object({
  id: Id,
  orderNo: Type.String(),
  status: lit(SHOP_ORDER_STATUSES),
  buyerName: Type.String(),
  buyerPhone: Type.String(),
  memberId: Type.Union([Id, Type.Null()]),
  deliveryType: lit(DELIVERY_TYPES),
  address: Nullable(Type.String()),
  originalFen: Fen,
  discountFen: Fen,
  /** the part of discountFen the buyer's paying membership gave */
  memberDiscountFen: Fen,
  payableFen: Fen,
  paidFen: Fen,
  /** the part of paidFen prepaid tenders (gift cards) paid; the gateway charged the rest */
  prepaidFen: Fen,
  /** what after-sales have refunded of it */
  refundedFen: Fen,
  paymentMethod: Type.Union([Type.Integer(), Type.Null()]),
  carrier: Nullable(Type.String()),
  trackingNo: Nullable(Type.String()),
  buyerRemark: Nullable(Type.String()),
  remark: Nullable(Type.String()),
  cancelReason: Nullable(Type.String()),
  /** when an unpaid order is cancelled by itself */
  expiresAt: Nullable(Type.String()),
  createTime: Type.String(),
  lineCount: Type.Integer(),
})
export type ShopOrder = Static<typeof ShopOrder>

export const OrderEvent = Type.Object({
  id: Id,
  action: lit(ORDER_ACTIONS),
  fromStatus: Nullable(Type.String()),
  toStatus: Nullable(Type.String()),
  note: Nullable(Type.String()),
  userId: Type.Union([Id, Type.Null()]),
  time: Type.String(),
})
export type OrderEvent = Static<typeof OrderEvent>

/** The activity an order was sold through: its tool, the activity and its record (team member, bargain, purchase). */
export const OrderSource = Type.Object({
  kind: lit(ORDER_SOURCE_KINDS),
  activityId: Id,
  recordId: Id,
})
export type OrderSource = Static<typeof OrderSource>

export const ShopOrderDetail = Type.Object({
  ...ShopOrder.properties,
  source: Type.Union([OrderSource, Type.Null()]),
  lines: Type.Array(ShopOrderLine),
  timeline: Type.Array(OrderEvent),
})
export type ShopOrderDetail = Static<typeof ShopOrderDetail>

export const CheckoutInput = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        { shopGoodsId: Id, quantity: Type.Integer({ minimum: 1, maximum: 999 }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    buyerName: Text(32),
    buyerPhone: Type.String({ pattern: '^1\\d{10}$' }),
    memberId: Type.Optional(Id),
    deliveryType: lit(DELIVERY_TYPES),
    address: Type.Optional(Type.String({ maxLength: 255 })),
    buyerRemark: Type.Optional(Type.String({ maxLength: 255 })),
    /** the same key answers the same order (a retried checkout never orders twice) */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 64 }),
    /** a distributor's invitation code: the order is attributed to it (docs/shop-marketing/shop-engage.md) */
    inviteCode: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  },
  { additionalProperties: false },
)
export type CheckoutInput = Static<typeof CheckoutInput>

const byId = Type.Object({ ...LangParam, id: Id })

export const shopOrderEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/page`,
    summary: 'Orders, newest first, by number, buyer, state and date',
    tags,
    query: Type.Object({
      ...LangParam,
      ...Paging,
      orderNo: Type.Optional(Type.String({ maxLength: 32 })),
      buyer: Type.Optional(Type.String({ maxLength: 32 })),
      status: Type.Optional(lit(SHOP_ORDER_STATUSES)),
      from: Type.Optional(DateTime),
      to: Type.Optional(DateTime),
    }),
    reply: PageOf(ShopOrder),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/detail`,
    summary: 'One order with its lines and timeline',
    tags,
    query: byId,
    reply: ShopOrderDetail,
  }),
  ship: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/ship`,
    summary: 'Ships a paid order with its carrier and tracking number',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, carrier: Text(32), trackingNo: Text(64) }, { additionalProperties: false }),
    reply: ShopOrderDetail,
  }),
  pickup: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/pickup`,
    summary: 'Hands a paid pick-up order over in store: it completes',
    tags,
    query: byId,
    reply: ShopOrderDetail,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/complete`,
    summary: 'Completes a shipped order (the buyer received it)',
    tags,
    query: byId,
    reply: ShopOrderDetail,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/cancel`,
    summary: 'Cancels an order before it ships: stock returns, a paid order is refunded',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, reason: Text(64) }, { additionalProperties: false }),
    reply: ShopOrderDetail,
  }),
  remark: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/remark`,
    summary: 'The staff’s remark on an order',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, remark: Type.String({ maxLength: 255 }) }, { additionalProperties: false }),
    reply: ShopOrderDetail,
  }),
  frontCheckout: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/order/checkout`,
    summary: 'The shop front’s checkout: prices the cart, reserves its stock and opens an order',
    tags,
    query: Type.Object(LangParam),
    body: CheckoutInput,
    reply: ShopOrderDetail,
  }),
  frontPay: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/order/pay`,
    summary: 'Pays an unpaid order through the payment gateway with an enabled method',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object(
      { id: Id, paymentMethod: Type.Integer({ minimum: 1, maximum: 3 }) },
      { additionalProperties: false },
    ),
    reply: ShopOrderDetail,
  }),
  frontCancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/front/order/cancel`,
    summary: 'The buyer cancels an order, as the cancellation rules allow',
    tags,
    query: Type.Object(LangParam),
    body: Type.Object({ id: Id, reason: Text(64) }, { additionalProperties: false }),
    reply: ShopOrderDetail,
  }),
}
