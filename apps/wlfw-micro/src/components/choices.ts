import { wlfwAreaResource } from '@store/contract'
import { useApi } from '@store/micro'
import { namedBy, useResourceChoices, useShopChoices } from '@store/ui'

const byName = namedBy('name')

/** The tenant's shops and delivery areas as choices for the tables, forms and filters. */
export function useWlfwChoices() {
  const api = useApi()
  return {
    shops: useShopChoices(api) ?? [],
    areas: useResourceChoices(api, wlfwAreaResource, byName) ?? [],
  }
}
