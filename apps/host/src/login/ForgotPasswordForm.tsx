import { useState } from 'react'
import { App, Button, Form, Input } from 'antd'
import { SMS_TYPE, checkResetCode, resetPassword, sendSmsCode } from './calls'
import { useErrorToast, useLogin } from './context'
import { useNewPasswordRules } from './new-password-rules'
import { PhoneCodeFields } from './PhoneCodeFields'

interface CodeValues {
  phone: string
  code: string
}
interface ResetValues {
  pwd: string
  repeatPwd: string
}

/** Forgotten password by SMS: the checked code earns a validateToken, which sets the new password. */
export function ForgotPasswordForm({ tenantOf, onDone }: { tenantOf(): Promise<string>; onDone(): void }) {
  const { api, t, locale } = useLogin()
  const { message } = App.useApp()
  const toastError = useErrorToast()
  const rules = useNewPasswordRules('pwd')
  const [codeForm] = Form.useForm<CodeValues>()
  const [ticket, setTicket] = useState<{ tenantId: string; phone: string; validateToken: string } | null>(
    null,
  )
  const [busy, setBusy] = useState(false)

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toastError(error)
    } finally {
      setBusy(false)
    }
  }

  const send = async () => {
    const { phone } = await codeForm.validateFields(['phone'])
    await sendSmsCode(api, await tenantOf(), phone.trim(), SMS_TYPE.reset)
  }

  const verify = async ({ phone, code }: CodeValues) => {
    const tenantId = await tenantOf().catch(() => null)
    if (!tenantId) return
    await attempt(async () => {
      const validateToken = await checkResetCode(api, tenantId, phone.trim(), code.trim())
      setTicket({ tenantId, phone: phone.trim(), validateToken })
    })
  }

  const reset = (values: ResetValues) =>
    attempt(async () => {
      if (!ticket) return
      await resetPassword(api, { ...ticket, ...values })
      void message.success(t('resetDone'))
      onDone()
    })

  if (ticket) {
    return (
      <Form<ResetValues>
        name="resetPassword"
        layout="vertical"
        onFinish={(values) => void reset(values)}
        requiredMark={false}
      >
        <Form.Item name="pwd" label={t('newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item name="repeatPwd" label={t('confirmPassword')} dependencies={['pwd']} rules={rules.confirm}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('submit')}
        </Button>
      </Form>
    )
  }
  return (
    <Form
      form={codeForm}
      name="resetCode"
      layout="vertical"
      onFinish={(values) => void verify(values)}
      requiredMark={false}
    >
      <PhoneCodeFields send={send} autoFocus t={t} locale={locale} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('verifyCode')}
      </Button>
    </Form>
  )
}
