import { endpointsOf, priceListResource, type Page } from '@store/contract'
import { useApi } from '@store/micro'
import { useLoaded } from '@store/ui'

interface ListRow {
  id: string
  code: string
  name: string
}

/** The tenant's price lists as choices (a followed list shows and is picked by its name). */
export function useListChoices() {
  const api = useApi()
  const { data } = useLoaded(
    () =>
      api.get<Page<ListRow>>(`${priceListResource.basePath}/${endpointsOf(priceListResource).page}`, {
        size: 100,
      }),
    [api],
  )
  return data?.records.map((l) => ({ value: l.id, label: `${l.code} ${l.name}` })) ?? []
}
