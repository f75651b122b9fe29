import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { priceListResource } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { CrudTable, useShopChoices } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/** The price lists on the shared CrudTable: scope, priority, validity, a shop group's shops by name; by the role's buttons. */
export default function PriceListPage() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const api = useApi()
  const shops = useShopChoices(api)
  const choices = useMemo(() => (shops ? { shopIds: shops } : undefined), [shops])
  return (
    <CrudTable
      resource={priceListResource}
      api={api}
      locale={locale}
      headerTitle={t('priceLists')}
      choices={choices}
    />
  )
}
