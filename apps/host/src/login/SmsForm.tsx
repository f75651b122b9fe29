import { useState } from 'react'
import { Button, Form } from 'antd'
import { SMS_TYPE, sendSmsCode, smsGrant } from './calls'
import { useLogin } from './context'
import type { SignInRun } from './LoginPage'
import { PhoneCodeFields } from './PhoneCodeFields'

interface SmsValues {
  phone: string
  code: string
}

/** Sign-in with a code sent by SMS to the account's mobile number. */
export function SmsForm({ tenantOf, run }: { tenantOf(): Promise<string>; run: SignInRun }) {
  const { api, t, locale } = useLogin()
  const [form] = Form.useForm<SmsValues>()
  const [busy, setBusy] = useState(false)

  const send = async () => {
    const { phone } = await form.validateFields(['phone'])
    await sendSmsCode(api, await tenantOf(), phone.trim(), SMS_TYPE.signIn)
  }

  const submit = async ({ phone, code }: SmsValues) => {
    const tenantId = await tenantOf().catch(() => null)
    if (!tenantId) return
    setBusy(true)
    await run(tenantId, null, () => smsGrant(api, tenantId, phone.trim(), code.trim()))
    setBusy(false)
  }

  return (
    <Form
      form={form}
      name="sms"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
    >
      <PhoneCodeFields send={send} t={t} locale={locale} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  )
}
