import { useEffect, useState } from 'react'
import { Alert, Button, Form, Input } from 'antd'
import { mfaEnrol, mfaGrant } from './calls'
import { useErrorToast, useLogin } from './context'
import type { SignInRun } from './LoginPage'

/** The second factor of a sign-in (docs/mfa.md): a TOTP or recovery code; first the enrolment when required. */
export function MfaForm({
  tenantId,
  ticket,
  enrol,
  reason,
  run,
}: {
  tenantId: string
  ticket: string
  enrol: boolean
  reason: string
  run: SignInRun
}) {
  const { api, t } = useLogin()
  const toastError = useErrorToast()
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null)
  const [busy, setBusy] = useState(false)

  // once per ticket: enrolling again would replace the secret the user may have scanned already
  useEffect(() => {
    if (enrol) mfaEnrol(api, tenantId, ticket).then(setEnrolment, toastError)
  }, [enrol, ticket])

  const submit = async ({ code }: { code: string }) => {
    setBusy(true)
    await run(tenantId, null, () => mfaGrant(api, tenantId, ticket, code.trim()))
    setBusy(false)
  }

  return (
    <Form name="mfa" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Alert className="login-notice" type="info" showIcon message={enrol ? t('mfaEnrolHint') : reason} />
      {enrolment && (
        <div className="login-qr">
          <img src={enrolment.qrCode} alt="otpauth" />
          <code>{enrolment.secret}</code>
        </div>
      )}
      <Form.Item name="code" label={t('mfaCode')} rules={[{ required: true, message: t('mfaCodeRequired') }]}>
        <Input autoComplete="one-time-code" autoFocus maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  )
}
