import { useTranslation } from 'react-i18next'
import { wlfwItemResource } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/** The area's records on the shared CrudTable: search, paging, add, edit, remove, by the role's buttons. */
export default function ListPage() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  return <CrudTable resource={wlfwItemResource} api={useApi()} locale={locale} headerTitle={t('title')} />
}
