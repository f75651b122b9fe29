import { useState } from 'react'
import { Button, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState, useButton } from '@store/bridge/react'
import { permissionCodes, tenantAppResource } from '@store/contract'
import { CrudTable, type CrudRecord } from '@store/ui/crud'
import { hostApi } from '../bridge/api'
import { TenantAppDialog, type TenantAppsShown } from './TenantAppDialog'

type TenantAppRecord = CrudRecord & { tenantId: string; tenantFullName: string; applicationNames: string[] }
const selectLocale = (s: BridgeState) => s.locale

const appTags = (names: unknown) => (names as string[]).map((name) => <Tag key={name}>{name}</Tag>)

/**
 * Tenant apps (spec §7 System "tenant-app", platform administrators only): each tenant with the
 * applications opened to it; "Applications" sets them by `tenant-app/submit`.
 */
export default function TenantAppScreen() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const mayEdit = useButton(permissionCodes(tenantAppResource).edit)
  const [shown, setShown] = useState<TenantAppsShown | null>(null)
  const rowActions = (row: TenantAppRecord, reload: () => Promise<void>) => [
    mayEdit && (
      <Button
        key="apps"
        type="link"
        size="small"
        onClick={() => setShown({ tenant: row, mode: 'edit', onSaved: reload })}
      >
        {t('admin.tenantApp.edit')}
      </Button>
    ),
  ]
  return (
    <div className="sd-admin-screen" data-testid="tenant-app-screen">
      <CrudTable<TenantAppRecord>
        resource={tenantAppResource}
        api={hostApi}
        locale={locale}
        exportable={false}
        render={{ applicationNames: appTags }}
        onView={(row) => setShown({ tenant: row, mode: 'view' })}
        rowActions={rowActions}
      />
      {shown && <TenantAppDialog {...shown} onClose={() => setShown(null)} />}
    </div>
  )
}
