import { Result } from 'antd'
import { useTranslation } from 'react-i18next'

/** /browserDownload: the page for browsers too old for the shell. */
export function BrowserDownload() {
  const { t } = useTranslation()
  return <Result status="warning" title={t('pages.browserTitle')} subTitle={t('pages.browserDetail')} />
}
