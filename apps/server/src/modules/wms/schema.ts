import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  liveCodeIndex,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The WMS area's tables (docs/supply-chain.md, WMS). Goods are the goods module's: only their ids here. */

export const wmsWarehouse = pgTable(
  'wms_warehouse',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    address: varchar('address', { length: 255 }),
    /** the basic data shop whose own stock this warehouse holds */
    shopId: id64('shop_id'),
    latitude: numeric('latitude', { precision: 7, scale: 4, mode: 'string' }),
    longitude: numeric('longitude', { precision: 8, scale: 4, mode: 'string' }),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('wms_warehouse', t),
    tenantPolicy('wms_warehouse'),
  ],
).enableRLS()

export const wmsZone = pgTable(
  'wms_zone',
  {
    ...tenantColumn,
    ...idColumn,
    warehouseId: id64('warehouse_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('wms_zone', t),
    tenantPolicy('wms_zone'),
  ],
).enableRLS()

export const wmsBin = pgTable(
  'wms_bin',
  {
    ...tenantColumn,
    ...idColumn,
    zoneId: id64('zone_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    status: integer('status').notNull().default(1),
    /** the stocktake counting this bin: no stock moves in or out meanwhile */
    frozenBy: id64('frozen_by'),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), liveCodeIndex('wms_bin', t), tenantPolicy('wms_bin')],
).enableRLS()

/** A lot of a goods; goods received without a lot share the lot numbered '' (no dates). */
export const wmsLot = pgTable(
  'wms_lot',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    lotNo: varchar('lot_no', { length: 32 }).notNull(),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    createTime: trackingColumns.createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wms_lot_goods_lot_uq').on(t.tenantId, t.goodsId, t.lotNo),
    tenantPolicy('wms_lot'),
  ],
).enableRLS()

/**
 * On hand, reserved and available per goods, bin and lot. Changed only by guarded UPDATEs (and the
 * upsert of a receipt); the checks are the last line should one ever be missed.
 */
export const wmsStock = pgTable(
  'wms_stock',
  {
    ...tenantColumn,
    goodsId: id64('goods_id').notNull(),
    binId: id64('bin_id').notNull(),
    lotId: id64('lot_id').notNull(),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    available: integer('available').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.goodsId, t.binId, t.lotId] }),
    index('wms_stock_bin_idx').on(t.tenantId, t.binId),
    check('wms_stock_not_negative', sql`on_hand >= 0 AND reserved >= 0 AND available >= 0`),
    check('wms_stock_balanced', sql`available = on_hand - reserved`),
    tenantPolicy('wms_stock'),
  ],
).enableRLS()

/** Every change of an on-hand quantity, append-only (a trigger refuses UPDATE and DELETE). */
export const wmsLedger = pgTable(
  'wms_ledger',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    binId: id64('bin_id').notNull(),
    lotId: id64('lot_id').notNull(),
    /** signed change of the on-hand quantity */
    qty: integer('qty').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** the receipt, pick list, stocktake or transfer that made it */
    docId: id64('doc_id').notNull(),
    createUser: trackingColumns.createUser,
    createTime: trackingColumns.createTime,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wms_ledger_stock_idx').on(t.tenantId, t.goodsId, t.binId, t.lotId),
    tenantPolicy('wms_ledger'),
  ],
).enableRLS()

const docColumns = {
  ...tenantColumn,
  ...idColumn,
  code: varchar('code', { length: 32 }).notNull(),
  warehouseId: id64('warehouse_id').notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  ...trackingColumns,
}

export const wmsReceipt = pgTable('wms_receipt', docColumns, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  tenantPolicy('wms_receipt'),
]).enableRLS()

export const wmsReceiptLine = pgTable(
  'wms_receipt_line',
  {
    ...tenantColumn,
    ...idColumn,
    receiptId: id64('receipt_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    binId: id64('bin_id').notNull(),
    lotNo: varchar('lot_no', { length: 32 }),
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wms_receipt_line_receipt_idx').on(t.tenantId, t.receiptId),
    tenantPolicy('wms_receipt_line'),
  ],
).enableRLS()

export const wmsPick = pgTable('wms_pick', docColumns, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  tenantPolicy('wms_pick'),
]).enableRLS()

/** One allocation of a pick list: so much of a goods from a lot in a bin, reserved until shipped. */
export const wmsPickLine = pgTable(
  'wms_pick_line',
  {
    ...tenantColumn,
    ...idColumn,
    pickId: id64('pick_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    binId: id64('bin_id').notNull(),
    lotId: id64('lot_id').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wms_pick_line_pick_idx').on(t.tenantId, t.pickId),
    tenantPolicy('wms_pick_line'),
  ],
).enableRLS()

export const wmsStocktake = pgTable('wms_stocktake', docColumns, (t) => [
  primaryKey({ columns: [t.tenantId, t.id] }),
  tenantPolicy('wms_stocktake'),
]).enableRLS()

export const wmsStocktakeLine = pgTable(
  'wms_stocktake_line',
  {
    ...tenantColumn,
    ...idColumn,
    stocktakeId: id64('stocktake_id').notNull(),
    goodsId: id64('goods_id').notNull(),
    binId: id64('bin_id').notNull(),
    lotId: id64('lot_id').notNull(),
    bookQty: integer('book_qty').notNull(),
    countedQty: integer('counted_qty'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wms_stocktake_line_doc_idx').on(t.tenantId, t.stocktakeId),
    tenantPolicy('wms_stocktake_line'),
  ],
).enableRLS()
