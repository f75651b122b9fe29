import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Money columns hold integer fen (1 yuan = 100 fen). */

/** The shop's settings, one row per tenant (defaults until first saved): mall, payment, orders, voice. */
export const shopSetting = pgTable(
  'shop_setting',
  {
    ...tenantColumn,
    mallName: varchar('mall_name', { length: 64 }).notNull(),
    logo: varchar('logo', { length: 255 }),
    intro: varchar('intro', { length: 500 }),
    servicePhone: varchar('service_phone', { length: 32 }),
    isOpen: integer('is_open').notNull(),
    pickupEnabled: integer('pickup_enabled').notNull(),
    miniAppAuditStatus: varchar('mini_app_audit_status', { length: 16 }).notNull().default('none'),
    /** [{ paymentMethod, isSupported, isEnabled }] */
    payment: jsonb('payment').notNull(),
    cancelMinutes: integer('cancel_minutes').notNull(),
    buyerCancelUnpaid: integer('buyer_cancel_unpaid').notNull(),
    buyerCancelPaid: integer('buyer_cancel_paid').notNull(),
    cancelReasons: jsonb('cancel_reasons').notNull(),
    autoCompleteDays: integer('auto_complete_days').notNull(),
    newOrderVoice: integer('new_order_voice').notNull(),
    refundOrderVoice: integer('refund_order_voice').notNull(),
    voiceTime: integer('voice_time').notNull(),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('shop_setting')],
).enableRLS()

/**
 * A master-data goods on sale: the shop's price, stock (never below 0) and shelf. Its code, name,
 * Rx flag and list price are drawn from master data each time it is saved (the shop front searches them).
 */
export const shopGoods = pgTable(
  'shop_goods',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    goodsCode: varchar('goods_code', { length: 32 }).notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    rx: integer('rx').notNull(),
    listFen: integer('list_fen').notNull(),
    classId: id64('class_id'),
    brandId: id64('brand_id'),
    category: varchar('category', { length: 32 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    onShelf: integer('on_shelf').notNull().default(1),
    sales: integer('sales').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_goods_goods_uq')
      .on(t.tenantId, t.goodsId)
      .where(sql`is_deleted = 0`),
    check('shop_goods_stock_ck', sql`stock >= 0`),
    tenantPolicy('shop_goods'),
  ],
).enableRLS()

/** An order and the snapshot of what was sold: its buyer, delivery, amounts and state. */
export const shopOrder = pgTable(
  'shop_order',
  {
    ...tenantColumn,
    ...idColumn,
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    buyerName: varchar('buyer_name', { length: 32 }).notNull(),
    buyerPhone: varchar('buyer_phone', { length: 16 }).notNull(),
    memberId: id64('member_id'),
    deliveryType: varchar('delivery_type', { length: 8 }).notNull(),
    address: varchar('address', { length: 255 }),
    originalFen: integer('original_fen').notNull(),
    discountFen: integer('discount_fen').notNull(),
    /** the part of discount_fen the buyer's paying membership gave */
    memberDiscountFen: integer('member_discount_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    /** the part of paid_fen its prepaid tenders (gift cards) paid; the gateway charged the rest */
    prepaidFen: integer('prepaid_fen').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
    paymentMethod: integer('payment_method'),
    paymentRef: varchar('payment_ref', { length: 64 }),
    carrier: varchar('carrier', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 64 }),
    buyerRemark: varchar('buyer_remark', { length: 255 }),
    remark: varchar('remark', { length: 255 }),
    cancelReason: varchar('cancel_reason', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** the marketing activity it was sold through (module shop-activity): tool, activity, record */
    sourceKind: varchar('source_kind', { length: 16 }),
    sourceActivityId: id64('source_activity_id'),
    sourceRecordId: id64('source_record_id'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_order_no_uq').on(t.tenantId, t.orderNo),
    uniqueIndex('shop_order_key_uq').on(t.tenantId, t.idempotencyKey),
    index('shop_order_status_idx').on(t.tenantId, t.status, t.createTime),
    check('shop_order_refunded_ck', sql`refunded_fen <= paid_fen`),
    check('shop_order_prepaid_ck', sql`prepaid_fen between 0 and paid_fen`),
    tenantPolicy('shop_order'),
  ],
).enableRLS()

/** An order's line: the goods' code, name and price as sold. */
export const shopOrderLine = pgTable(
  'shop_order_line',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    shopGoodsId: id64('shop_goods_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    goodsCode: varchar('goods_code', { length: 32 }).notNull(),
    goodsName: varchar('goods_name', { length: 128 }).notNull(),
    rx: integer('rx').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    discountFen: integer('discount_fen').notNull(),
    /** the line's share of the order's paying-membership discount (part of discount_fen) */
    memberDiscountFen: integer('member_discount_fen').notNull().default(0),
    payableFen: integer('payable_fen').notNull(),
    /** asked back by after-sales not refused (pending or refunded): never more than was paid or sold */
    claimedFen: integer('claimed_fen').notNull().default(0),
    claimedQty: integer('claimed_qty').notNull().default(0),
    refundedFen: integer('refunded_fen').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_order_line_order_idx').on(t.tenantId, t.orderId),
    check('shop_order_line_claim_ck', sql`claimed_fen <= payable_fen AND claimed_qty <= quantity`),
    check('shop_order_line_refunded_ck', sql`refunded_fen <= claimed_fen`),
    tenantPolicy('shop_order_line'),
  ],
).enableRLS()

/** The order's timeline: every change of state, and remarks. */
export const shopOrderLog = pgTable(
  'shop_order_log',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    action: varchar('action', { length: 24 }).notNull(),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }),
    note: varchar('note', { length: 255 }),
    userId: id64('user_id'),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_order_log_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('shop_order_log'),
  ],
).enableRLS()

/** A buyer's refund or return request on a paid order, and its review. */
export const shopAfterSale = pgTable(
  'shop_after_sale',
  {
    ...tenantColumn,
    ...idColumn,
    afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull(),
    orderId: id64('order_id').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    refuseReason: varchar('refuse_reason', { length: 64 }),
    refundRef: varchar('refund_ref', { length: 64 }),
    reviewUser: id64('review_user'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_after_sale_no_uq').on(t.tenantId, t.afterSaleNo),
    index('shop_after_sale_order_idx').on(t.tenantId, t.orderId),
    index('shop_after_sale_status_idx').on(t.tenantId, t.status, t.createTime),
    tenantPolicy('shop_after_sale'),
  ],
).enableRLS()

/** What an after-sale asks back of one order line: an amount and, for a return, units. */
export const shopAfterSaleLine = pgTable(
  'shop_after_sale_line',
  {
    ...tenantColumn,
    ...idColumn,
    afterSaleId: id64('after_sale_id').notNull(),
    orderLineId: id64('order_line_id').notNull(),
    quantity: integer('quantity').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_after_sale_line_idx').on(t.tenantId, t.afterSaleId),
    tenantPolicy('shop_after_sale_line'),
  ],
).enableRLS()
