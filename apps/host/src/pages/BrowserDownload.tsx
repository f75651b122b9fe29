import { useTranslation } from 'react-i18next'
import { Outcome } from '@store/ui/loading'

/** /browserDownload: the page for browsers too old for the shell. */
export function BrowserDownload() {
  const { t } = useTranslation()
  return <Outcome status="warning" title={t('pages.browserTitle')} subTitle={t('pages.browserDetail')} />
}
