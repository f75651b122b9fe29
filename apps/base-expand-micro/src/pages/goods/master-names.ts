import { useEffect, useState } from 'react'
import {
  dosageFormResource,
  goodsBrandResource,
  goodsClassResource,
  goodsFactoryResource,
  goodsUnitResource,
  taxRateResource,
  type ResourceDef,
} from '@store/contract'
import type { Api } from '@store/request'

/** The master each reference field of a goods row points at. */
export const GOODS_REFERENCES = {
  unitId: goodsUnitResource,
  classId: goodsClassResource,
  brandId: goodsBrandResource,
  factoryId: goodsFactoryResource,
  dosageFormId: dosageFormResource,
  taxRateId: taxRateResource,
} as const satisfies Record<string, ResourceDef>

export type GoodsReference = keyof typeof GOODS_REFERENCES
export type MasterNames = Partial<Record<GoodsReference, ReadonlyMap<string, string>>>

type Named = { id: string; name: string }

/** The names of the tenant's masters by id, loaded once, so a goods row shows names, not ids. */
export function useMasterNames(api: Api): MasterNames {
  const [names, setNames] = useState<MasterNames>({})
  useEffect(() => {
    let live = true
    for (const [field, resource] of Object.entries(GOODS_REFERENCES)) {
      void api
        .get<Named[]>(`${resource.basePath}/list`)
        .then((rows) => {
          if (live) setNames((all) => ({ ...all, [field]: new Map(rows.map((r) => [r.id, r.name])) }))
        })
        .catch(() => undefined)
    }
    return () => {
      live = false
    }
  }, [api])
  return names
}
