import { and, eq, inArray } from 'drizzle-orm'
import { dosageFormResource, goodsUnitResource, taxRateResource, type ResourceDef } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import type { MasterRemovalGuard, MasterRemovalGuards } from '../basicdata'
import { goodsItem } from './schema'

/** The fields through which a goods row refers to a master. */
const MASTER_COLUMNS = {
  unitId: goodsItem.unitId,
  classId: goodsItem.classId,
  brandId: goodsItem.brandId,
  factoryId: goodsItem.factoryId,
  dosageFormId: goodsItem.dosageFormId,
  taxRateId: goodsItem.taxRateId,
} as const

export type GoodsMasterField = keyof typeof MASTER_COLUMNS

/** A live good of the tenant referring to one of the masters `ids` through `field`, if there is one. */
export async function goodsUsingMaster(tx: Tx, field: GoodsMasterField, ids: string[]) {
  const column = MASTER_COLUMNS[field]
  const [used] = await tx
    .select({ masterId: column, goodsCode: goodsItem.goodsCode, tradeName: goodsItem.tradeName })
    .from(goodsItem)
    .where(and(eq(goodsItem.isDeleted, 0), inArray(column, ids)))
    .limit(1)
  return used
}

/** Refuses removing master rows a live good refers to through `field` (the message names the master and the good). */
function refuseIfUsedByGoods(def: ResourceDef, field: GoodsMasterField): MasterRemovalGuard {
  return async (tx, rows, actor) => {
    const used = await goodsUsingMaster(
      tx,
      field,
      rows.map((r) => String(r.id)),
    )
    if (!used) return
    const master = rows.find((r) => String(r.id) === used.masterId)
    throw badRequest('masterUsedByGoods', {
      resource: def.label[actor.locale].toLowerCase(),
      name: String(master?.name),
      goods: used.tradeName,
      code: used.goodsCode,
    })
  }
}

/**
 * The rules of a goods master that goods refer to through `field`: its own, then a removal is refused,
 * as a whole, while a live good still uses one of the rows.
 */
export function usedByGoodsRules(
  def: ResourceDef,
  field: GoodsMasterField,
  own: WriteRules = {},
): WriteRules {
  const refuse = refuseIfUsedByGoods(def, field)
  return {
    ...own,
    async beforeRemove(tx, rows, actor) {
      await own.beforeRemove?.(tx, rows, actor)
      await refuse(tx, rows, actor)
    },
  }
}

/** The basic data masters goods refer to may not be removed while a live good uses them. */
export function guardBasicdataMasters(guards: MasterRemovalGuards): void {
  guards.add(dosageFormResource, refuseIfUsedByGoods(dosageFormResource, 'dosageFormId'))
  guards.add(taxRateResource, refuseIfUsedByGoods(taxRateResource, 'taxRateId'))
  guards.add(goodsUnitResource, refuseIfUsedByGoods(goodsUnitResource, 'unitId'))
}
