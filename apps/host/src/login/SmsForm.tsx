import { useState } from 'react'
import { Button, Form, Input } from 'antd'
import { SMS_TYPE, sendSmsCode, smsGrant } from './calls'
import { useLogin } from './context'
import type { SignInRun } from './LoginPage'
import { usePhoneRule } from './phone-rule'
import { SmsCodeButton } from './SmsCodeButton'

interface SmsValues {
  phone: string
  code: string
}

/** Sign-in with a code sent by SMS to the account's mobile number. */
export function SmsForm({ tenantOf, run }: { tenantOf(): Promise<string>; run: SignInRun }) {
  const { api, t } = useLogin()
  const phoneRule = usePhoneRule()
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
      <Form.Item name="phone" label={t('phone')} rules={[phoneRule]}>
        <Input autoComplete="tel" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('smsCode')} required>
        <div className="login-captcha">
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('smsCodeRequired') }]}>
            <Input aria-label={t('smsCode')} autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SmsCodeButton send={send} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('signIn')}
      </Button>
    </Form>
  )
}
