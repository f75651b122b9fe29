import { Form, Input } from 'antd'
import { useLogin } from './context'
import { usePhoneRule } from './phone-rule'
import { SmsCodeButton } from './SmsCodeButton'

/** The mobile number and the SMS code beside its "send code" button, as the SMS forms ask for them. */
export function PhoneCodeFields({ send, autoFocus }: { send(): Promise<void>; autoFocus?: boolean }) {
  const { t } = useLogin()
  const phoneRule = usePhoneRule()
  return (
    <>
      <Form.Item name="phone" label={t('phone')} rules={[phoneRule]}>
        <Input autoComplete="tel" maxLength={11} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('smsCode')} required>
        <div className="login-captcha">
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('smsCodeRequired') }]}>
            <Input aria-label={t('smsCode')} autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <SmsCodeButton
            send={send}
            texts={{
              send: t('sendCode'),
              sent: t('codeSent'),
              resendIn: (seconds) => t('resendIn', { seconds }),
            }}
          />
        </div>
      </Form.Item>
    </>
  )
}
