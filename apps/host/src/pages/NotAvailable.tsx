import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { navigateTo } from '../router/navigation'
import { WELCOME_PATH } from '../tabs/rules'
import { Outcome } from '@store/ui/loading'

/** A screen whose module is not built yet: said plainly, never a blank page. */
export function NotAvailable({ path }: { path: string }) {
  const { t } = useTranslation()
  return (
    <Outcome
      status="info"
      title={t('pages.notAvailable')}
      subTitle={t('pages.notAvailableDetail', { path })}
      extra={<Button onClick={() => navigateTo(WELCOME_PATH)}>{t('pages.backHome')}</Button>}
      data-testid="page-not-available"
    />
  )
}
