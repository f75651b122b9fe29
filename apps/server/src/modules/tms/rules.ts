import { and, eq, ne } from 'drizzle-orm'
import { tmsServiceResource, tmsTariffResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { tmsCarrier, tmsService, tmsTariff } from './schema'
import { ensureCarrierSecret } from './secrets'

/** A service names a live carrier, a tariff a live service, of the same tenant. */
const parentLive =
  (field: string, table: unknown, label: Record<string, string>): WriteRules['beforeSave'] =>
  async (tx, row, actor) => {
    if (!(await isLive(tx, table as ResourceTable, String(row[field]))))
      throw badRequest('referenceMissing', { field: label[actor.locale]! })
  }

/** Every carrier gets its webhook secret when first saved. */
export const tmsCarrierRules: WriteRules = {
  afterSave: async (tx, saved) => ensureCarrierSecret(tx, String(saved.id)),
}

export const tmsServiceRules: WriteRules = {
  beforeSave: parentLive('carrierId', tmsCarrier, tmsServiceResource.fields.carrierId.label),
}

/** One live tariff per service and region. */
export const tmsTariffRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    await parentLive('serviceId', tmsService, tmsTariffResource.fields.serviceId.label)!(tx, row, actor)
    const [twin] = await tx
      .select({ id: tmsTariff.id })
      .from(tmsTariff)
      .where(
        and(
          eq(tmsTariff.serviceId, String(row.serviceId)),
          eq(tmsTariff.region, String(row.region)),
          eq(tmsTariff.isDeleted, 0),
          row.id ? ne(tmsTariff.id, String(row.id)) : undefined,
        ),
      )
    if (twin) throw badRequest('tmsTariffTaken', { region: String(row.region) })
  },
}
