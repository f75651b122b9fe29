import { shellLookupEndpoints, type MemberBrandOption } from '@store/contract'
import type { Api } from '@store/request'
import { choiceName, useChoices, type Choice } from '@store/ui'

/** A member brand as a select's choice. */
export type BrandChoice = Choice

const OPTIONS_PATH = shellLookupEndpoints.brands.path
const brandChoice = (o: MemberBrandOption): Choice => ({ value: o.brandId, label: o.brandName })

/**
 * The tenant's enabled member brands (`brand/optionlist`, in their sort order) as choices; null
 * while loading, empty when the tenant has none or they could not be loaded.
 */
export const useBrandChoices = (api: Api): BrandChoice[] | null => useChoices(api, OPTIONS_PATH, brandChoice)

/** A brand's name among the choices, else its id. */
export const brandName = choiceName
