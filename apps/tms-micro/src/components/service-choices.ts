import { tmsCarrierResource, tmsServiceResource } from '@store/contract'
import { useApi } from '@store/micro'
import { namedBy, useResourceChoices } from '@store/ui'

const byName = namedBy('name')

/** The tenant's carriers and services as choices for the forms and filters. */
export function useCatalogueChoices() {
  const api = useApi()
  return {
    carriers: useResourceChoices(api, tmsCarrierResource, byName) ?? [],
    services: useResourceChoices(api, tmsServiceResource, byName) ?? [],
  }
}
