import { useMemo } from 'react'
import { wmsBinResource, wmsWarehouseResource, wmsZoneResource } from '@store/contract'
import { useApi } from '@store/micro'
import { useLoaded, type Choice } from '@store/ui'

interface Row {
  id: string
  code: string
  name?: string
  warehouseId?: string
  zoneId?: string
}

/** All of a resource's records (its `list` call, at most 1000). */
const listOf = (api: ReturnType<typeof useApi>, basePath: string) =>
  api.get<Row[] | { records: Row[] }>(`${basePath}/list`).then((a) => (Array.isArray(a) ? a : a.records))

/**
 * The tenant's warehouses as choices, and the bins of each warehouse (by way of their zones): the
 * forms pick a warehouse first, then bins of it.
 */
export function usePlaces() {
  const api = useApi()
  const { data } = useLoaded(
    () =>
      Promise.all([
        listOf(api, wmsWarehouseResource.basePath),
        listOf(api, wmsZoneResource.basePath),
        listOf(api, wmsBinResource.basePath),
      ]),
    [api],
  )
  return useMemo(() => {
    const [warehouses = [], zones = [], bins = []] = data ?? []
    const warehouseOfZone = new Map(zones.map((z) => [z.id, z.warehouseId]))
    const binsOf = new Map<string, Choice[]>()
    for (const b of bins) {
      const w = warehouseOfZone.get(b.zoneId ?? '')
      if (w) binsOf.set(w, [...(binsOf.get(w) ?? []), { value: b.id, label: b.code }])
    }
    return {
      loading: !data,
      warehouses: warehouses.map((w): Choice => ({ value: w.id, label: `${w.code} ${w.name ?? ''}` })),
      binsOf: (warehouseId: string | undefined) => (warehouseId ? (binsOf.get(warehouseId) ?? []) : []),
      allBins: bins.map((b): Choice => ({ value: b.id, label: b.code })),
    }
  }, [data])
}
