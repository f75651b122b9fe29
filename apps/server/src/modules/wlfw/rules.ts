import {
  wlfwAreaResource,
  wlfwPickupPointResource,
  wlfwServiceLevelResource,
  type Locale,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import type { Tx } from '../../core/db/database'
import { basicdataExists } from '../basicdata'
import { wlfwArea } from './schema'

type Label = Record<Locale, string>

async function liveArea(tx: Tx, id: unknown, label: Label, locale: Locale) {
  if (!(await isLive(tx, wlfwArea as unknown as ResourceTable, String(id))))
    throw badRequest('referenceMissing', { field: label[locale] })
}

async function liveShops(tx: Tx, ids: string[], label: Label, locale: Locale) {
  for (const id of ids)
    if (!(await basicdataExists(tx, 'shop', id)))
      throw badRequest('referenceMissing', { field: label[locale] })
}

/** An area is served by live shops of the tenant (basicdata's service says which are). */
export const wlfwAreaRules: WriteRules = {
  beforeSave: (tx, row, actor) =>
    liveShops(
      tx,
      String(row.shopIds ?? '')
        .split(',')
        .filter(Boolean),
      wlfwAreaResource.fields.shopIds.label,
      actor.locale,
    ),
}

/** A service level belongs to a live area. */
export const wlfwServiceLevelRules: WriteRules = {
  beforeSave: (tx, row, actor) =>
    liveArea(tx, row.areaId, wlfwServiceLevelResource.fields.areaId.label, actor.locale),
}

/** A pickup point sits in a live area at a live shop. */
export const wlfwPickupPointRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    const { areaId, shopId } = wlfwPickupPointResource.fields
    await liveArea(tx, row.areaId, areaId.label, actor.locale)
    await liveShops(tx, [String(row.shopId)], shopId.label, actor.locale)
  },
}
