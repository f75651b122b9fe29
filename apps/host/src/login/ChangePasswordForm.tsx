import { useState } from 'react'
import { Alert, App, Button, Form } from 'antd'
import { modifyPassword } from './calls'
import { useErrorToast, useLogin } from './context'
import { PasswordFields } from './PasswordFields'

interface ChangeValues {
  oldPassword: string
  newPassword: string
  newPassword1: string
}

/** The forced change of an initial or expired password, before any session starts (spec §4, §5). */
export function ChangePasswordForm({
  username,
  tenantId,
  reason,
  onDone,
}: {
  username: string
  tenantId: string
  reason: string
  onDone(): void
}) {
  const { api, t } = useLogin()
  const { message } = App.useApp()
  const toastError = useErrorToast()
  const [busy, setBusy] = useState(false)

  const submit = async (values: ChangeValues) => {
    setBusy(true)
    try {
      await modifyPassword(api, { username, tenantId, ...values })
      void message.success(t('passwordChanged'))
      onDone()
    } catch (error) {
      toastError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Form<ChangeValues>
      name="changePassword"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      {reason && <Alert className="login-notice" type="warning" showIcon message={reason} />}
      <PasswordFields t={t} autoFocus />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('submit')}
      </Button>
    </Form>
  )
}
