import type { Locale } from '../constants'

/** The shop's permission codes: the buttons of its menus (apps/server/src/modules/shop/menus.ts). */
export const SHOP_CODES = {
  mallView: 'shop_mall_view',
  mallEdit: 'shop_mall_edit',
  paymentView: 'shop_payment_view',
  paymentEdit: 'shop_payment_edit',
  orderSettingView: 'shop_order_setting_view',
  orderSettingEdit: 'shop_order_setting_edit',
  voiceView: 'shop_voice_view',
  voiceEdit: 'shop_voice_edit',
  goodsView: 'shop_goods_view',
  goodsAdd: 'shop_goods_add',
  goodsEdit: 'shop_goods_edit',
  goodsRemove: 'shop_goods_delete',
  /** the order screens; whoever holds it hears `newOrder` and `refundOrder` */
  orderView: 'order_view',
  orderEdit: 'order_edit',
  orderShip: 'order_deliver',
  /** the after-sale screen: sees the requests */
  afterSaleView: 'after_sale_view',
  /** approves (refunds through the gateway) or refuses an after-sale request */
  afterSaleAudit: 'after_sale_audit',
  /** the shop front's calls (cart, checkout, pay, the buyer's cancel) */
  front: 'shop_front',
} as const

/**
 * An order's states: awaiting_prescription (an Rx line waits for the pharmacist) → unpaid → paid →
 * shipped → completed, or paid → completed when picked up in store; cancelled from any state before
 * shipping (a paid order is refunded). A group buy's order is paid at once and waits in group_forming
 * until its team forms (then paid) or fails (then cancelled and refunded).
 */
export const SHOP_ORDER_STATUSES = [
  'awaiting_prescription',
  'unpaid',
  'group_forming',
  'paid',
  'shipped',
  'completed',
  'cancelled',
] as const
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number]
export const SHOP_ORDER_STATUS_LABELS: Record<ShopOrderStatus, Record<Locale, string>> = {
  awaiting_prescription: { zh_CN: '待处方审核', zh_HK: '待處方審核', en: 'Awaiting prescription review' },
  unpaid: { zh_CN: '待付款', zh_HK: '待付款', en: 'Unpaid' },
  group_forming: { zh_CN: '待成团', zh_HK: '待成團', en: 'Group forming' },
  paid: { zh_CN: '待发货', zh_HK: '待發貨', en: 'Paid' },
  shipped: { zh_CN: '已发货', zh_HK: '已發貨', en: 'Shipped' },
  completed: { zh_CN: '已完成', zh_HK: '已完成', en: 'Completed' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/** The marketing tool an order was sold through (module shop-activity); none: the shop's own checkout. */
export const ORDER_SOURCE_KINDS = ['group', 'bargain', 'seckill', 'integral', 'lucky_draw'] as const
export type OrderSourceKind = (typeof ORDER_SOURCE_KINDS)[number]

export const DELIVERY_TYPES = ['express', 'pickup'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** What the order timeline records. */
export const ORDER_ACTIONS = [
  'checkout',
  'activity_buy',
  'group_formed',
  'prescription_approved',
  'pay',
  'ship',
  'pickup',
  'complete',
  'cancel',
  'remark',
  'after_sale_apply',
  'after_sale_refund',
  'after_sale_refuse',
  'carrier_picked_up',
  'carrier_in_transit',
  'carrier_out_for_delivery',
  'carrier_exception',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** spec §3 "Payment method setting": 1 WeChat Pay, 2 another pay; 3 member balance. */
export const SHOP_PAYMENT_METHODS = [1, 2, 3] as const
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number]

/** `mall/getFuncStatus` types the shop answers; 5 is the order voice alert. */
export const FUNC_TYPES = { voiceAlert: 5 } as const
