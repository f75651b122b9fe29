import { useMemo } from 'react'
import { Empty } from 'antd'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { posUrlResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'
import { useShopIdChoices } from '../../lookups'

const selectLocale = (s: BridgeState) => s.locale
const selectTenant = (s: BridgeState) => s.tenant?.tenantId

/** `posurl/list` answers the whole list (no pager); `posurl/saveOrUpdate` adds or changes one. */
const ENDPOINTS = { page: 'list', submit: 'saveOrUpdate', tree: true }

/**
 * /huikeCRM/setting/posurl (spec §7 `posurl/list`, `posurl/saveOrUpdate`): the POS addresses of the
 * tenant's shops (by name), added and changed here (spec §5's URL rule checked by the server); never removed.
 */
export default function PosUrlPage() {
  const locale = useBridgeState(selectLocale)
  const tenantId = useBridgeState(selectTenant)
  const api = useApi()
  const filter = useMemo(() => tenantId && { tenantId }, [tenantId])
  const choices = useShopIdChoices(api)
  if (!filter) return <Empty />
  return (
    <CrudTable
      resource={posUrlResource}
      api={api}
      locale={locale}
      headerTitle={posUrlResource.label[locale]}
      endpoints={ENDPOINTS}
      filter={filter}
      choices={choices}
      exportable={false}
      removable={false}
    />
  )
}
