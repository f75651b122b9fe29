import { numeric, varchar } from 'drizzle-orm/pg-core'
import { masterTable } from '../../core/db/master-table'

/** Shops (contract resource `retail-shop`). */
export const basicdataShop = masterTable('basicdata_shop', {
  address: varchar('address', { length: 255 }),
  phone: varchar('phone', { length: 32 }),
})

/** Dosage forms (contract resource `dosage-form`). */
export const basicdataDosageForm = masterTable('basicdata_dosage_form', {})

/** Tax rates in percent (contract resource `tax-rate`). */
export const basicdataTaxRate = masterTable('basicdata_tax_rate', {
  rate: numeric('rate', { precision: 5, scale: 2, mode: 'string' }).notNull(),
})

/** Goods units (contract resource `goods-unit`). */
export const basicdataGoodsUnit = masterTable('basicdata_goods_unit', {})
