import { and, eq, inArray } from 'drizzle-orm'
import type { ResourceDef } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
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

/**
 * The rules of a master that goods refer to through `field`: its own, then a removal is refused, as a
 * whole, while a live good still uses one of the rows (the message names the master and the good).
 */
export function usedByGoodsRules(
  def: ResourceDef,
  field: GoodsMasterField,
  own: WriteRules = {},
): WriteRules {
  return {
    ...own,
    async beforeRemove(tx, rows, actor) {
      await own.beforeRemove?.(tx, rows, actor)
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
    },
  }
}
