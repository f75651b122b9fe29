import { useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import { TENANT_SETTING_CODE, tenantResource } from '@store/contract'
import { CrudTable } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { TenantLicenceDialog } from './TenantLicenceDialog'

const selectLocale = (s: BridgeState) => s.locale

/**
 * The platform's tenants (platform administrators only), without export (the download centre has no
 * tenants); the chosen tenants' licence (account limit, expiry) is set in one go with tenant_setting.
 */
export default function TenantScreen() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const mayLicence = useButton(TENANT_SETTING_CODE)
  const [licensing, setLicensing] = useState<{ ids: string[]; reload(): Promise<void> } | null>(null)
  const batchActions = (ids: string[], reload: () => Promise<void>) => [
    mayLicence && (
      <Button key="licence" size="small" onClick={() => setLicensing({ ids, reload })}>
        {t('admin.tenant.licence')}
      </Button>
    ),
  ]
  return (
    <div className="sd-admin-screen" data-testid="tenant-screen">
      <CrudTable
        resource={tenantResource}
        api={hostApi}
        locale={locale}
        exportable={false}
        batchActions={batchActions}
      />
      {licensing && (
        <TenantLicenceDialog
          tenantIds={licensing.ids}
          onClose={() => setLicensing(null)}
          onSaved={licensing.reload}
        />
      )}
    </div>
  )
}
