import { Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useSubApp } from '@store/micro'

const selectUser = (s: BridgeState) => s.user
const selectTenant = (s: BridgeState) => s.tenant
const selectBrand = (s: BridgeState) => s.brandId
const selectLocale = (s: BridgeState) => s.locale

/** What the sub-app reads from the shell, shown on every page: who, brand, language, and this build's release. */
export function ContextStrip() {
  const { t } = useTranslation()
  const user = useBridgeState(selectUser)
  const tenant = useBridgeState(selectTenant)
  const brandId = useBridgeState(selectBrand)
  const locale = useBridgeState(selectLocale)
  const { version } = useSubApp()
  return (
    <Space size="large" style={{ marginBottom: 16 }}>
      <Typography.Text>
        {t('user')}:{' '}
        <span data-testid="demo-user">
          {user?.account}@{tenant?.tenantId}
        </span>
      </Typography.Text>
      <Typography.Text>
        {t('brand')}: <span data-testid="demo-brand">{brandId ?? t('noBrand')}</span>
      </Typography.Text>
      <Typography.Text>
        {t('locale')}: <span data-testid="demo-locale">{locale}</span>
      </Typography.Text>
      <Tag color="blue">
        {t('version')} <span data-testid="demo-version">{version}</span>
      </Tag>
    </Space>
  )
}
