import { useTranslation } from 'react-i18next'
import { omsEndpoints, omsRuleResource } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { CrudTable, useLoaded, useShopChoices } from '@store/ui'
import { useLocale } from '../../locale'

/**
 * Routing rules: of those matching an order's channel and region, the lowest priority's warehouse (or
 * the warehouses holding its shop's stock) is tried first, equal priorities nearest first.
 */
export default function RulePage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const { data } = useLoaded(() => call(api, omsEndpoints.warehouseOptions, {}), [api])
  const shops = useShopChoices(api)
  return (
    <CrudTable
      resource={omsRuleResource}
      api={api}
      locale={locale}
      headerTitle={t('rules')}
      choices={{
        warehouseId: (data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` })),
        ...(shops && { shopId: shops }),
      }}
    />
  )
}
