import { useEffect, useState } from 'react'
import { memberBrandResource, type MemberBrandOption } from '@store/contract'
import type { Api } from '@store/request'

/** A member brand as a select's choice. */
export interface BrandChoice {
  value: string
  label: string
}

/**
 * The tenant's enabled member brands (`brand/optionlist`, in their sort order) as choices; null
 * while loading, empty when the tenant has none or they could not be loaded.
 */
export function useBrandChoices(api: Api): BrandChoice[] | null {
  const [choices, setChoices] = useState<BrandChoice[] | null>(null)
  useEffect(() => {
    let live = true
    api
      .get<MemberBrandOption[]>(`${memberBrandResource.basePath}/optionlist`)
      .then((options) => options.map((o) => ({ value: o.brandId, label: o.brandName })))
      .catch(() => [])
      .then((loaded) => {
        if (live) setChoices(loaded)
      })
    return () => {
      live = false
    }
  }, [api])
  return choices
}

/** A brand's name among the choices, else its id. */
export const brandName = (choices: readonly BrandChoice[] | null, brandId: string): string =>
  choices?.find((c) => c.value === brandId)?.label ?? brandId
