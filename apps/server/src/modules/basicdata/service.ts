import { taxRateResource } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { basicdataDosageForm, basicdataGoodsUnit, basicdataShop, basicdataTaxRate } from './schema'

const PERCENT = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/

/** A tax rate is a percentage from 0 to 100 with at most two decimals. */
export const taxRateRules: WriteRules = {
  async beforeSave(_tx, row, actor) {
    if (!PERCENT.test(String(row.rate))) {
      throw badRequest('percentInvalid', { field: taxRateResource.fields.rate.label[actor.locale] })
    }
  },
}

const TABLES = {
  unit: basicdataGoodsUnit,
  dosageForm: basicdataDosageForm,
  taxRate: basicdataTaxRate,
  shop: basicdataShop,
} as const

/** Whether the tenant has the live unit, dosage form, tax rate or shop `id` (goods and members refer to them). */
export const basicdataExists = (tx: Tx, kind: keyof typeof TABLES, id: string) =>
  isLive(tx, TABLES[kind] as unknown as ResourceTable, id)
