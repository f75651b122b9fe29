import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { confirmLogout } from '../bridge/session-end'
import { Outcome } from '@store/ui/loading'

/** /switchTenant: another tenant means another sign-in (the login page asks for the tenant). */
export function SwitchTenant() {
  const { t } = useTranslation()
  return (
    <Outcome
      status="info"
      title={t('pages.switchTenant')}
      subTitle={t('pages.switchTenantDetail')}
      extra={
        <Button type="primary" onClick={() => void confirmLogout()}>
          {t('pages.switchTenantGo')}
        </Button>
      }
    />
  )
}
