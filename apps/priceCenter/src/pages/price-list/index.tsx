import { useTranslation } from 'react-i18next'
import { priceListResource } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/** The price lists on the shared CrudTable: scope, priority, validity; by the role's buttons. */
export default function PriceListPage() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  return (
    <CrudTable resource={priceListResource} api={useApi()} locale={locale} headerTitle={t('priceLists')} />
  )
}
