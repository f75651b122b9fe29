import { srmQualificationResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { srmSupplier } from './schema'

/** A qualification names a live supplier of the tenant and is valid from a day no later than it expires. */
export const srmQualificationRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    if (!(await isLive(tx, srmSupplier as unknown as ResourceTable, String(row.supplierId))))
      throw badRequest('referenceMissing', {
        field: srmQualificationResource.fields.supplierId.label[actor.locale]!,
      })
    if (String(row.validFrom) > String(row.validTo)) throw badRequest('srmQualificationDates')
  },
}
