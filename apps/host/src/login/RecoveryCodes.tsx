import { Alert, Button } from 'antd'
import { useErrorToast, useLogin } from './context'

/** The recovery codes of a just-enrolled authenticator: shown this once (docs/mfa.md). */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue(): Promise<void> }) {
  const { t } = useLogin()
  const toastError = useErrorToast()
  return (
    <section aria-label={t('mfaTitle')}>
      <Alert className="login-notice" type="warning" showIcon message={t('mfaRecoveryCodes')} />
      <ul className="login-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="primary" block onClick={() => void onContinue().catch(toastError)}>
        {t('continue')}
      </Button>
    </section>
  )
}
