import { omsRuleResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { basicdataExists } from '../basicdata'
import { warehouseStock } from '../wms'

const given = (v: unknown) => v !== null && v !== undefined && v !== ''

/**
 * A routing rule targets one of: a live, enabled warehouse of the tenant, or a live shop whose stock
 * an enabled warehouse holds.
 */
export const omsRuleRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    if (given(row.warehouseId) === given(row.shopId)) throw badRequest('omsRuleTarget')
    const warehouses = await warehouseStock(tx, [])
    if (given(row.warehouseId)) {
      if (!warehouses.some((w) => w.warehouseId === String(row.warehouseId)))
        throw badRequest('referenceMissing', {
          field: omsRuleResource.fields.warehouseId.label[actor.locale],
        })
      return
    }
    if (!(await basicdataExists(tx, 'shop', String(row.shopId))))
      throw badRequest('referenceMissing', { field: omsRuleResource.fields.shopId.label[actor.locale] })
    if (!warehouses.some((w) => w.shopId === String(row.shopId))) throw badRequest('omsShopNoWarehouse')
  },
}
