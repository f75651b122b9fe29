import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shopActivityEndpoints, type ActivityKind } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'

/**
 * A records list's filters and paging: by activity (the tool's activities as choices) and by state;
 * `load` fetches one page with them.
 */
export function useRecordFilters<S extends string>(kind: ActivityKind) {
  const { t } = useTranslation()
  const api = useApi()
  const paging = usePaging((total) => t('total', { total }))
  const [activityId, setActivityId] = useState<string>()
  const [status, setStatus] = useState<S>()
  const choices = useLoaded(
    () => call(api, shopActivityEndpoints(kind).page, { query: { size: 1000 } }),
    [api, kind],
  )
  return {
    api,
    paging,
    activityId,
    status,
    /** the query every records call sends */
    query: {
      current: paging.current,
      size: paging.size,
      ...(activityId ? { activityId } : {}),
      ...(status ? { status } : {}),
    },
    setActivityId: paging.refilter(setActivityId),
    setStatus: paging.refilter(setStatus),
    activityOptions: (choices.data?.records ?? []).map((a) => ({ value: a.id, label: a.name })),
  }
}
export type RecordFilters<S extends string> = ReturnType<typeof useRecordFilters<S>>
