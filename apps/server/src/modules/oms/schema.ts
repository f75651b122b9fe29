import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/**
 * The OMS area's tables (docs/supply-chain.md, OMS). Goods and warehouses are the goods and WMS
 * modules': only their ids here.
 */

/** An order of any channel; a split-off order points at the one it came from and shares its source number. */
export const omsOrder = pgTable(
  'oms_order',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    sourceNo: varchar('source_no', { length: 40 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    heldFrom: varchar('held_from', { length: 16 }),
    receiverName: varchar('receiver_name', { length: 32 }).notNull(),
    receiverPhone: varchar('receiver_phone', { length: 16 }).notNull(),
    region: varchar('region', { length: 32 }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    warehouseId: id64('warehouse_id'),
    parentId: id64('parent_id'),
    pickId: id64('pick_id'),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('oms_order_code_uq').on(t.tenantId, t.code),
    // intake is idempotent: one order per source number and channel (split-off orders share it)
    uniqueIndex('oms_order_source_uq')
      .on(t.tenantId, t.channel, t.sourceNo)
      .where(sql`parent_id IS NULL`),
    index('oms_order_status_idx').on(t.tenantId, t.status, t.createTime),
    index('oms_order_pick_idx').on(t.tenantId, t.pickId),
    tenantPolicy('oms_order'),
  ],
).enableRLS()

export const omsOrderLine = pgTable(
  'oms_order_line',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('oms_order_line_goods_uq').on(t.tenantId, t.orderId, t.goodsId),
    tenantPolicy('oms_order_line'),
  ],
).enableRLS()

/** The order's timeline: one row per step, never changed. */
export const omsOrderLog = pgTable(
  'oms_order_log',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    note: varchar('note', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('oms_order_log_order_idx').on(t.tenantId, t.orderId),
    tenantPolicy('oms_order_log'),
  ],
).enableRLS()

/** A routing rule (contract resource `oms-rule`). */
export const omsRule = pgTable(
  'oms_rule',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    priority: integer('priority').notNull(),
    channel: varchar('channel', { length: 16 }),
    region: varchar('region', { length: 32 }),
    /** the rule targets this warehouse or the warehouses holding `shop_id`'s stock, one of them */
    warehouseId: id64('warehouse_id'),
    shopId: id64('shop_id'),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    tenantPolicy('oms_rule'),
    check('oms_rule_one_target', sql`(${t.warehouseId} is null) <> (${t.shopId} is null)`),
  ],
).enableRLS()
