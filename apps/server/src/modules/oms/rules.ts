import { omsRuleResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { warehouseStock } from '../wms'

/** A routing rule names a live, enabled warehouse of the tenant. */
export const omsRuleRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    const warehouses = await warehouseStock(tx, [])
    if (!warehouses.some((w) => w.warehouseId === String(row.warehouseId)))
      throw badRequest('referenceMissing', { field: omsRuleResource.fields.warehouseId.label[actor.locale] })
  },
}
