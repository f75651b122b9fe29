import { useEffect, useState } from 'react'
import { Alert, Button, Card, Descriptions, Spin, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton } from '@store/bridge/react'
import { CRM_API, permissionCodes, tenantResource } from '@store/contract'
import { useApi } from '@store/micro'
import { NAMESPACE } from '../../messages'

/** `base-info/getEntryMode`: the sign-in modes the login page offers (WeChat ones only when configured). */
interface EntryMode {
  defaultLogin: string
  pwdLogin: number
  smsLogin: number
  wxLogin: number
  cpLogin: number
}

/** The modes in the login page's order, with the tenant field each is kept in. */
const MODES = [
  ['pwd', 'pwdLogin'],
  ['sms', 'smsLogin'],
  ['wx', 'wxLogin'],
  ['cp', 'cpLogin'],
] as const

/** The host's tenant screen (menu seed `tenant`), where the modes are edited. */
const TENANT_SCREEN = '/system/tenant'

const selectLocale = (s: BridgeState) => s.locale
const selectTenant = (s: BridgeState) => s.tenant?.tenantId

/**
 * /huikeCRM/setting/entryMode (spec §7 `base-info/getEntryMode`): the sign-in modes the login page
 * offers the tenant, read-only. They are fields of the tenant (spec §3 Tenant), edited on the
 * platform's tenant screen, which those who may edit tenants open from here.
 */
export default function EntryModePage() {
  const locale = useBridgeState(selectLocale)
  const tenantId = useBridgeState(selectTenant)
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const bridge = useBridge()
  const canEditTenants = useButton(permissionCodes(tenantResource).edit)
  const [mode, setMode] = useState<EntryMode | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!tenantId) return
    let live = true
    api
      .get<EntryMode>(`${CRM_API}/base-info/getEntryMode`, { tenantId })
      .then((answer) => live && setMode(answer))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [api, tenantId])

  const label = (field: (typeof MODES)[number][1] | 'defaultLogin') =>
    tenantResource.fields[field]!.label[locale]
  const nameOf = (code: string) => {
    const found = MODES.find(([c]) => c === code)
    return found ? label(found[1]) : code
  }

  return (
    <Card title={t('entryModes')}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('entryModeWhere')}
        action={
          canEditTenants && (
            <Button size="small" onClick={() => bridge.services.openTab({ path: TENANT_SCREEN })}>
              {t('openTenants')}
            </Button>
          )
        }
      />
      {error && <Alert type="error" showIcon message={t('loadFailed', { message: error })} />}
      {!mode && !error && <Spin />}
      {mode && (
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'defaultLogin', label: label('defaultLogin'), children: nameOf(mode.defaultLogin) },
            ...MODES.map(([code, field]) => ({
              key: code,
              label: label(field),
              children:
                mode[field] === 1 ? <Tag color="green">{t('offered')}</Tag> : <Tag>{t('notOffered')}</Tag>,
            })),
          ]}
        />
      )}
    </Card>
  )
}
