import { useMemo } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { memberChangeResource } from '@store/contract'
import { useApi } from '@store/micro'
import { useShopChoices, type CrudRecord } from '@store/ui'
import { useBrandChoices } from '../../brands'
import { useGradeChoices, useGuideChoices, useTagChoices } from '../../lookups'
import { changedValue, memberFieldChoices, type ChangeLookups } from './change-values'
import { ResourceTab } from './resource-tab'

const selectLocale = (s: BridgeState) => s.locale

/** The names of what a member's fields refer to, each loaded only for those who may read it. */
function useChangeLookups(): ChangeLookups {
  const api = useApi()
  const gradeId = useGradeChoices(api)
  const guideId = useGuideChoices(api)
  const brandId = useBrandChoices(api)
  const shopId = useShopChoices(api)
  const tags = useTagChoices(api)
  return useMemo(
    () => ({ gradeId, guideId, brandId, shopId, tags }),
    [gradeId, guideId, brandId, shopId, tags],
  )
}

/** The member's change history: each field by its label, ids before and after by their names. */
export function ChangesTab({ memberId }: { memberId: string }) {
  const locale = useBridgeState(selectLocale)
  const lookups = useChangeLookups()
  const choices = useMemo(() => ({ fieldName: memberFieldChoices(locale) }), [locale])
  const render = useMemo(() => {
    const show = (value: unknown, record: CrudRecord) =>
      changedValue(String(record.fieldName), value, lookups, locale)
    return { contentOld: show, contentNew: show }
  }, [lookups, locale])
  return <ResourceTab resource={memberChangeResource} memberId={memberId} choices={choices} render={render} />
}
