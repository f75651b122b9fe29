import { Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { useSubApp } from '@store/micro'

const selectBrand = (s: BridgeState) => s.brandId
const selectLocale = (s: BridgeState) => s.locale

/** What the sub-app reads from the shell, shown on every page: brand, language, and this build's release. */
export function ContextStrip() {
  const { t } = useTranslation()
  const brandId = useBridgeState(selectBrand)
  const locale = useBridgeState(selectLocale)
  const { version } = useSubApp()
  return (
    <Space size="large" style={{ marginBottom: 16 }}>
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
