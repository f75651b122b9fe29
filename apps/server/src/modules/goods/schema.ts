import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { masterTable } from '../../core/db/master-table'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Goods brands (contract resource `goods-brand`). */
export const goodsBrand = masterTable('goods_brand', {})

/** Manufacturers (contract resource `goods-factory`). */
export const goodsFactory = masterTable('goods_factory', {
  address: varchar('address', { length: 255 }),
})

/** Extended specifications (contract resource `extend-standard`). */
export const goodsExtendStandard = masterTable('goods_extend_standard', {
  standardValues: varchar('standard_values', { length: 255 }),
})

/** The goods classification, a tree by `parent_id` (contract resource `goods-class`). */
export const goodsClass = masterTable('goods_class', {
  parentId: id64('parent_id').notNull().default('0'),
})

/** Goods (contract resource `goods`): master data by id, prices in the tenant's currency. */
export const goodsItem = pgTable(
  'goods_item',
  {
    ...tenantColumn,
    ...idColumn,
    goodsCode: varchar('goods_code', { length: 32 }).notNull(),
    barcode: varchar('barcode', { length: 32 }),
    tradeName: varchar('trade_name', { length: 128 }).notNull(),
    genericName: varchar('generic_name', { length: 128 }),
    specification: varchar('specification', { length: 64 }),
    unitId: id64('unit_id').notNull(),
    classId: id64('class_id'),
    brandId: id64('brand_id'),
    factoryId: id64('factory_id'),
    dosageFormId: id64('dosage_form_id'),
    approvalNumber: varchar('approval_number', { length: 64 }),
    rxType: varchar('rx_type', { length: 8 }).notNull(),
    taxRateId: id64('tax_rate_id'),
    retailPrice: numeric('retail_price', { precision: 12, scale: 2, mode: 'string' }).notNull(),
    memberPrice: numeric('member_price', { precision: 12, scale: 2, mode: 'string' }),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('goods_item_code_uq')
      .on(t.tenantId, t.goodsCode)
      .where(sql`is_deleted = 0`),
    uniqueIndex('goods_item_barcode_uq')
      .on(t.tenantId, t.barcode)
      .where(sql`is_deleted = 0 AND barcode IS NOT NULL`),
    index('goods_item_class_idx').on(t.tenantId, t.classId),
    tenantPolicy('goods_item'),
  ],
).enableRLS()
