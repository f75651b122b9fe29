import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { id64, idColumn, tenantColumn, tenantPolicy, trackingColumns } from '../../core/db/tenant-table'

/** Money columns hold integer fen (1 yuan = 100 fen). Times are instants; screens show them in the tenant's zone. */

/** A batch of printed entity coupons: its value, how many codes, when they redeem; active or voided. */
export const shopCouponBatch = pgTable(
  'shop_coupon_batch',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    faceFen: integer('face_fen').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    count: integer('count').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('shop_coupon_batch')],
).enableRLS()

/** One printed code: unused → redeemed (once, for one member) or voided with its batch. */
export const shopCouponCode = pgTable(
  'shop_coupon_code',
  {
    ...tenantColumn,
    ...idColumn,
    batchId: id64('batch_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('unused'),
    memberId: id64('member_id'),
    channel: varchar('channel', { length: 8 }),
    redeemTime: timestamp('redeem_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_coupon_code_code_uq').on(t.tenantId, t.code),
    index('shop_coupon_code_batch_ix').on(t.tenantId, t.batchId, t.status),
    tenantPolicy('shop_coupon_code'),
  ],
).enableRLS()

/** A gift card type: face value, validity from activation, sale window; on sale or stopped. */
export const shopGiftCardType = pgTable(
  'shop_gift_card_type',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    faceFen: integer('face_fen').notNull(),
    validDays: integer('valid_days').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('shop_gift_card_type')],
).enableRLS()

/**
 * A gift card sold: its balance is the sum of its ledger entries, changed only by a guarded UPDATE
 * together with the entry, and never below zero.
 */
export const shopGiftCard = pgTable(
  'shop_gift_card',
  {
    ...tenantColumn,
    ...idColumn,
    typeId: id64('type_id').notNull(),
    cardNo: varchar('card_no', { length: 32 }).notNull(),
    memberId: id64('member_id'),
    status: varchar('status', { length: 16 }).notNull().default('inactive'),
    faceFen: integer('face_fen').notNull(),
    balanceFen: integer('balance_fen').notNull().default(0),
    activateTime: timestamp('activate_time', { withTimezone: true }),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('shop_gift_card_no_uq').on(t.tenantId, t.cardNo),
    index('shop_gift_card_member_ix').on(t.tenantId, t.memberId),
    check('shop_gift_card_balance_ck', sql`balance_fen >= 0`),
    tenantPolicy('shop_gift_card'),
  ],
).enableRLS()

/** The card's append-only ledger: each change of its balance, signed, with the balance after it. */
export const shopGiftCardEntry = pgTable(
  'shop_gift_card_entry',
  {
    ...tenantColumn,
    ...idColumn,
    cardId: id64('card_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    balanceFen: integer('balance_fen').notNull(),
    orderId: id64('order_id'),
    memberId: id64('member_id'),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_gift_card_entry_card_ix').on(t.tenantId, t.cardId),
    index('shop_gift_card_entry_order_ix').on(t.tenantId, t.orderId),
    tenantPolicy('shop_gift_card_entry'),
  ],
).enableRLS()

/** A paying-membership plan: period, price, benefits, grace days, sale window; on sale or stopped. */
export const shopMemberPlan = pgTable(
  'shop_member_plan',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    freeShipping: integer('free_shipping').notNull(),
    monthlyCoupons: integer('monthly_coupons').notNull(),
    /** the promotions coupon template the monthly coupons are issued from (none: no coupons are issued) */
    couponTemplateId: id64('coupon_template_id'),
    graceDays: integer('grace_days').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('shop_member_plan')],
).enableRLS()

/** A member's paying membership: one row per member, its plan and end (extended by each renewal). */
export const shopMembership = pgTable(
  'shop_membership',
  {
    ...tenantColumn,
    memberId: id64('member_id').notNull(),
    planId: id64('plan_id').notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.memberId] }), tenantPolicy('shop_membership')],
).enableRLS()

/** Each purchase or renewal: what was paid and the period it bought. */
export const shopMemberPurchase = pgTable(
  'shop_member_purchase',
  {
    ...tenantColumn,
    ...idColumn,
    memberId: id64('member_id').notNull(),
    planId: id64('plan_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_member_purchase_member_ix').on(t.tenantId, t.memberId),
    tenantPolicy('shop_member_purchase'),
  ],
).enableRLS()

/** The monthly coupons a member was issued for a tenant-local month: one row per member and month. */
export const shopMemberCouponGrant = pgTable(
  'shop_member_coupon_grant',
  {
    ...tenantColumn,
    memberId: id64('member_id').notNull(),
    /** yyyy-MM, tenant-local */
    month: varchar('month', { length: 7 }).notNull(),
    planId: id64('plan_id').notNull(),
    templateId: id64('template_id').notNull(),
    quantity: integer('quantity').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.memberId, t.month] }),
    tenantPolicy('shop_member_coupon_grant'),
  ],
).enableRLS()
