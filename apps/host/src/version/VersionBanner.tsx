import { useEffect, useState } from 'react'
import { Alert, Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { fetchShellPage, watchReleases } from './release-watch'
import './texts'
import './version-banner.css'

/** spec §4 new-version banner: '程序已发布新版本，请刷新进行更新。' with refresh and later. */
export function VersionBanner() {
  const { t } = useTranslation()
  const [released, setReleased] = useState(false)
  useEffect(() => watchReleases({ fetchPage: fetchShellPage, onRelease: () => setReleased(true) }), [])
  if (!released) return null
  return (
    <Alert
      banner
      type="info"
      className="sd-version-banner"
      message={t('version.released')}
      action={
        <Space>
          <Button size="small" type="primary" onClick={() => window.location.reload()}>
            {t('common.refresh')}
          </Button>
          <Button size="small" onClick={() => setReleased(false)}>
            {t('common.later')}
          </Button>
        </Space>
      }
    />
  )
}
