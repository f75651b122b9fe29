import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
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

/** The SRM area's tables (docs/srm.md). Goods and warehouses are other areas': only referenced by id. */

export const srmSupplier = pgTable(
  'srm_supplier',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    contact: varchar('contact', { length: 64 }),
    phone: varchar('phone', { length: 20 }),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('srm_supplier', t),
    tenantPolicy('srm_supplier'),
  ],
).enableRLS()

export const srmQualification = pgTable(
  'srm_qualification',
  {
    ...tenantColumn,
    ...idColumn,
    supplierId: id64('supplier_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    number: varchar('number', { length: 64 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('srm_qualification_supplier_idx').on(t.tenantId, t.supplierId),
    check('srm_qualification_dates_ck', sql`valid_from <= valid_to`),
    tenantPolicy('srm_qualification'),
  ],
).enableRLS()

export const srmPurchaseOrder = pgTable(
  'srm_purchase_order',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    supplierId: id64('supplier_id').notNull(),
    warehouseId: id64('warehouse_id').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    /** fen */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    remark: varchar('remark', { length: 255 }),
    /** the workflow instance of its latest submission for approval */
    instanceId: id64('instance_id'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('srm_purchase_order_code_uq').on(t.tenantId, t.code),
    index('srm_purchase_order_time_idx').on(t.tenantId, t.createTime),
    tenantPolicy('srm_purchase_order'),
  ],
).enableRLS()

export const srmPurchaseLine = pgTable(
  'srm_purchase_line',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    goodsId: id64('goods_id').notNull(),
    qty: integer('qty').notNull(),
    /** fen per unit */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('srm_purchase_line_order_idx').on(t.tenantId, t.orderId),
    check('srm_purchase_line_ck', sql`qty > 0 AND unit_price >= 0`),
    tenantPolicy('srm_purchase_line'),
  ],
).enableRLS()

/** Goods received against an order line: one row per line of each receipt, never changed; the WMS receipt that put them away. */
export const srmReceipt = pgTable(
  'srm_receipt',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    lineId: id64('line_id').notNull(),
    qty: integer('qty').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    wmsReceiptId: id64('wms_receipt_id').notNull(),
    wmsReceiptCode: varchar('wms_receipt_code', { length: 32 }).notNull(),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('srm_receipt_order_idx').on(t.tenantId, t.orderId),
    check('srm_receipt_qty_ck', sql`qty > 0`),
    tenantPolicy('srm_receipt'),
  ],
).enableRLS()

/** A supplier's invoice line against an order line: quantity and amount as invoiced. */
export const srmInvoice = pgTable(
  'srm_invoice',
  {
    ...tenantColumn,
    ...idColumn,
    orderId: id64('order_id').notNull(),
    lineId: id64('line_id').notNull(),
    invoiceNo: varchar('invoice_no', { length: 64 }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    qty: integer('qty').notNull(),
    /** fen */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('srm_invoice_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('srm_invoice_line_uq').on(t.tenantId, t.invoiceNo, t.lineId),
    check('srm_invoice_ck', sql`qty > 0 AND amount >= 0`),
    tenantPolicy('srm_invoice'),
  ],
).enableRLS()
