import type { ResourceDef } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable, type CrudTableProps, type CrudRecord } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/** One of the manager's lists (scenes, channels, slogans, ways, coupon templates) on the shared CrudTable. */
export default function ResourcePage({
  resource,
  rowActions,
}: {
  resource: ResourceDef
  rowActions?: CrudTableProps<CrudRecord>['rowActions']
}) {
  const locale = useBridgeState(selectLocale)
  return (
    <CrudTable
      resource={resource}
      api={useApi()}
      locale={locale}
      headerTitle={resource.label[locale]}
      {...(rowActions ? { rowActions } : {})}
    />
  )
}
