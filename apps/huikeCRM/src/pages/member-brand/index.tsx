import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState } from '@store/bridge/react'
import { memberBrandResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, type CrudRecord } from '@store/ui'
import { NAMESPACE } from '../../messages'

const selectLocale = (s: BridgeState) => s.locale

/**
 * /huikeCRM/memberbrandDefine, where the shell sends a tenant without member brands (spec §4 brand
 * selection, '没有定义会员品牌，无法使用CRM系统，现在去定义'): the tenant's brands on the shared
 * CrudTable. The first brand saved while none is chosen becomes the shell's current brand, so CRM
 * pages work at once without signing in again.
 */
export default function MemberBrandPage() {
  const locale = useBridgeState(selectLocale)
  const bridge = useBridge()
  const { t } = useTranslation(NAMESPACE)
  const onSaved = (brand: CrudRecord) => {
    if (bridge.getState().brandId) return
    bridge.setBrand(brand.id)
    bridge.services.notify({ type: 'success', message: t('brandNowCurrent', { name: brand.brandName }) })
  }
  return (
    <CrudTable
      resource={memberBrandResource}
      api={useApi()}
      locale={locale}
      headerTitle={memberBrandResource.label[locale]}
      onSaved={onSaved}
    />
  )
}
