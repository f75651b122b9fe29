import { Button, Result } from 'antd'
import { LOGIN_PATH } from '../session'
import { useLogin } from './context'

/** /register: the server has no self-registration, so the page says who creates accounts. */
export function RegisterPage() {
  const { t } = useLogin()
  return (
    <Result
      status="info"
      title={t('registerTitle')}
      subTitle={t('registerClosed')}
      extra={
        <Button type="primary" href={LOGIN_PATH}>
          {t('backToLogin')}
        </Button>
      }
    />
  )
}
