import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
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

/** Money columns hold integer fen (1 yuan = 100 fen); ratios hold basis points (10000 = 100 %). */

/** Price lists (contract resource `price-list`): a scope, a priority and a validity window. */
export const priceList = pgTable(
  'price_list',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** retail, member_grade, shop_group, channel, promotion_floor */
    scope: varchar('scope', { length: 16 }).notNull(),
    /** the member grade's id or the channel's code the list is for */
    scopeValue: varchar('scope_value', { length: 64 }),
    /** the shop group's shops: a comma list of shop ids */
    shopIds: text('shop_ids'),
    priority: integer('priority').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    minMarginBp: integer('min_margin_bp'),
    maxMarginBp: integer('max_margin_bp'),
    maxDeviationBp: integer('max_deviation_bp'),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_list_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('price_list'),
  ],
).enableRLS()

/** A list's price of one goods (contract resource `price-list-item`): fixed, or a formula over a base list. */
export const priceListItem = pgTable(
  'price_list_item',
  {
    ...tenantColumn,
    ...idColumn,
    listId: id64('list_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    /** fixed or formula */
    mode: varchar('mode', { length: 8 }).notNull().default('fixed'),
    priceFen: integer('price_fen'),
    baseListId: id64('base_list_id'),
    discountBp: integer('discount_bp'),
    surchargeFen: integer('surcharge_fen'),
    /** none, x0, x8, x9 */
    rounding: varchar('rounding', { length: 4 }).notNull().default('none'),
    /** the change order that last set it */
    lastOrderId: id64('last_order_id'),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_list_item_goods_uq')
      .on(t.tenantId, t.listId, t.goodsId)
      .where(sql`is_deleted = 0`),
    index('price_list_item_goods_idx').on(t.tenantId, t.goodsId),
    tenantPolicy('price_list_item'),
  ],
).enableRLS()

/** A goods' guard values (contract resource `price-guard`): cost, minimum price, reference price. */
export const priceGuard = pgTable(
  'price_guard',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    costFen: integer('cost_fen').notNull(),
    minPriceFen: integer('min_price_fen'),
    referenceFen: integer('reference_fen'),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_guard_goods_uq')
      .on(t.tenantId, t.goodsId)
      .where(sql`is_deleted = 0`),
    tenantPolicy('price_guard'),
  ],
).enableRLS()

/** Pricing strategies (contract resource `price-strategy`): how to propose a price, within margin guards. */
export const priceStrategy = pgTable(
  'price_strategy',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** cost_plus, reference_minus, follow_list */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the mark-up (cost_plus), the discount (reference_minus) or the ratio (follow_list) */
    valueBp: integer('value_bp').notNull(),
    followListId: id64('follow_list_id'),
    rounding: varchar('rounding', { length: 4 }).notNull().default('none'),
    minMarginBp: integer('min_margin_bp'),
    maxMarginBp: integer('max_margin_bp'),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_strategy_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('price_strategy'),
  ],
).enableRLS()

/** Price-change orders: draft → pending (approval) → scheduled → applied, or rejected / withdrawn. */
export const priceChangeOrder = pgTable(
  'price_change_order',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    listId: id64('list_id').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    instanceId: id64('instance_id'),
    submitterId: id64('submitter_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_change_order_code_uq').on(t.tenantId, t.code),
    index('price_change_order_status_idx').on(t.tenantId, t.status),
    tenantPolicy('price_change_order'),
  ],
).enableRLS()

/** One goods' new price on a change order. */
export const priceChangeLine = pgTable(
  'price_change_line',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    /** the list's price when the line was saved */
    oldPriceFen: integer('old_price_fen'),
    newPriceFen: integer('new_price_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_change_line_goods_uq').on(t.tenantId, t.orderId, t.goodsId),
    tenantPolicy('price_change_line'),
  ],
).enableRLS()

/** Append-only: one row per goods each time an applied change order set its price in a list. */
export const priceHistory = pgTable(
  'price_history',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    listId: id64('list_id').notNull(),
    orderId: id64('order_id').notNull(),
    oldPriceFen: integer('old_price_fen'),
    newPriceFen: integer('new_price_fen').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_history_order_goods_uq').on(t.tenantId, t.orderId, t.goodsId),
    index('price_history_goods_idx').on(t.tenantId, t.goodsId, t.effectiveAt),
    tenantPolicy('price_history'),
  ],
).enableRLS()

/** A price that breaks a guard: found when an order is saved, or by the nightly check of the lists. */
export const priceAnomaly = pgTable(
  'price_anomaly',
  {
    ...tenantColumn,
    ...idColumn,
    /** below_cost, below_min, margin, deviation, shop_mismatch, promotion_floor */
    kind: varchar('kind', { length: 16 }).notNull(),
    goodsId: id64('goods_id').notNull(),
    listId: id64('list_id').notNull(),
    orderId: id64('order_id'),
    priceFen: integer('price_fen').notNull(),
    /** the guard value the price crossed (fen, or basis points for margin and deviation) */
    limitValue: integer('limit_value').notNull(),
    /** save or nightly */
    source: varchar('source', { length: 8 }).notNull(),
    /** open, acknowledged, resolved */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    note: varchar('note', { length: 255 }),
    handledBy: id64('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** what it is about: one unresolved anomaly per kind, goods, list and order */
    fingerprint: varchar('fingerprint', { length: 96 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_anomaly_open_uq')
      .on(t.tenantId, t.fingerprint)
      .where(sql`status <> 'resolved'`),
    index('price_anomaly_status_idx').on(t.tenantId, t.status),
    tenantPolicy('price_anomaly'),
  ],
).enableRLS()

/** Price-tag templates (contract resource `price-tag-template`): a size and a layout drawn in the editor. */
export const priceTagTemplate = pgTable(
  'price_tag_template',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    /** JSON array of the contract's `TagElement` */
    layout: text('layout').notNull(),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_tag_template_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`is_deleted = 0`),
    tenantPolicy('price_tag_template'),
  ],
).enableRLS()

/** A print job: left by an applied change order that changed some goods' printed price. */
export const priceTagJob = pgTable(
  'price_tag_job',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    listId: id64('list_id').notNull(),
    lineCount: integer('line_count').notNull(),
    printCount: integer('print_count').notNull().default(0),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
    lastPrintedBy: id64('last_printed_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_tag_job_order_uq').on(t.tenantId, t.orderId),
    tenantPolicy('price_tag_job'),
  ],
).enableRLS()

/** One tag of a print job: a goods whose printed price changed, from and to. */
export const priceTagJobLine = pgTable(
  'price_tag_job_line',
  {
    ...tenantColumn,
    ...idColumn,
    jobId: id64('job_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    oldPriceFen: integer('old_price_fen'),
    newPriceFen: integer('new_price_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('price_tag_job_line_goods_uq').on(t.tenantId, t.jobId, t.goodsId),
    tenantPolicy('price_tag_job_line'),
  ],
).enableRLS()
