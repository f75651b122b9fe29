import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import type { ResourceDef } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, type CrudTableProps, type CrudRecord } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

export interface ResourceTabProps {
  resource: ResourceDef
  memberId: string
  /** the resource's page route, when not `list` */
  page?: string
  /** the page route's member parameter, when not `memberId` */
  param?: string
  /** names for the fields that hold ids (see CrudTable) */
  choices?: CrudTableProps<CrudRecord>['choices']
  /** how some fields show (see CrudTable) */
  render?: CrudTableProps<CrudRecord>['render']
}

/** A CRM tab: its resource's page route read for one member, read-only. */
export function ResourceTab({
  resource,
  memberId,
  page = 'list',
  param = 'memberId',
  choices,
  render,
}: ResourceTabProps) {
  const locale = useBridgeState(selectLocale)
  return (
    <CrudTable
      resource={resource}
      api={useApi()}
      locale={locale}
      endpoints={{ page }}
      filter={{ [param]: memberId }}
      values={{ memberId }}
      exportable={false}
      choices={choices}
      render={render}
    />
  )
}
