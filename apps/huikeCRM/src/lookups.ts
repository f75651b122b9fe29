import { useMemo } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import {
  PAGING,
  consumeResource,
  guideResource,
  memberGradeResource,
  memberTagResource,
} from '@store/contract'
import type { Api } from '@store/request'
import {
  choiceOptions,
  namedBy,
  useChoices,
  useResourceChoices,
  useShopChoices,
  type Choice,
  type ChoiceOption,
  type ResourceRow,
} from '@store/ui'
import { useBrandChoices } from './brands'

/** A grade by its name, grouped by its brand: every brand has its own grades, often of the same names. */
const byGradeName = (row: ResourceRow): Choice => ({
  ...namedBy('gradeName')(row),
  ...(row.brandId != null && { group: String(row.brandId) }),
})
const byGuideName = namedBy('guideName')
const byTagName = namedBy('tagName')
const byReceiptNo = namedBy('consumeNo')

/** A CrudTable's `choices` naming a row's `shopId` (undefined while the shops load). */
export function useShopIdChoices(api: Api) {
  const shops = useShopChoices(api)
  return useMemo(() => (shops ? { shopId: shops } : undefined), [shops])
}

/** The member grades of every brand by name (`grade/list`). */
export const useGradeChoices = (api: Api) => useResourceChoices(api, memberGradeResource, byGradeName)

/** The shop assistants by name (`insider/guide/list`). */
export const useGuideChoices = (api: Api) => useResourceChoices(api, guideResource, byGuideName)

/** The member tags by name (`tag/list`). */
export const useTagChoices = (api: Api) => useResourceChoices(api, memberTagResource, byTagName)

const holdsPurchasesTab = (s: BridgeState) => s.permissions.tabs.includes(consumeResource.permission)

/**
 * A CrudTable's `choices` naming a row's `consumeId` by its receipt number: the member's latest
 * purchases (`consume/list`, one page of the largest size), asked only of those who see the Purchases tab.
 */
export function usePurchaseIdChoices(api: Api, memberId: string) {
  const allowed = useBridgeState(holdsPurchasesTab)
  const query = useMemo(() => ({ memberId, current: 1, size: PAGING.maxSize }), [memberId])
  const purchases = useChoices(api, `${consumeResource.basePath}/list`, byReceiptNo, allowed, query)
  return useMemo(() => (purchases ? { consumeId: purchases } : undefined), [purchases])
}

/** The lookups a member search chooses from and names ids by; each null while loading. */
export interface MemberLookups {
  brands: readonly Choice[] | null
  grades: readonly Choice[] | null
  shops: readonly Choice[] | null
  guides: readonly Choice[] | null
  tags: readonly Choice[] | null
}

/** The member search's lookups (brands, grades, shops, shop assistants, tags), each as the user may read it. */
export function useMemberLookups(api: Api): MemberLookups {
  const brands = useBrandChoices(api)
  const grades = useGradeChoices(api)
  const shops = useShopChoices(api)
  const guides = useGuideChoices(api)
  const tags = useTagChoices(api)
  return useMemo(() => ({ brands, grades, shops, guides, tags }), [brands, grades, shops, guides, tags])
}

/** A member lookup's select options: grades grouped under their brands, the others as they are. */
export const lookupOptions = (lookups: MemberLookups, lookup: keyof MemberLookups): ChoiceOption[] =>
  choiceOptions(lookups[lookup], lookup === 'grades' ? lookups.brands : null)

/** The member search's filters that hold an id, each with the lookup that names it. */
export const MEMBER_ID_FILTERS = [
  ['brandId', 'brands'],
  ['gradeId', 'grades'],
  ['shopId', 'shops'],
  ['guideId', 'guides'],
] as const satisfies readonly (readonly [string, keyof MemberLookups])[]
