import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { WELCOME_PATH } from '../tabs/rules'
import { Outcome } from '@store/ui/loading'

/** The 403, 404 and 500 pages (spec §2 public routes). */
export function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Outcome
      status={status}
      title={status}
      subTitle={t(`pages.${status}`)}
      extra={
        <Button type="primary" onClick={() => void navigate(WELCOME_PATH)}>
          {t('pages.backHome')}
        </Button>
      }
    />
  )
}
