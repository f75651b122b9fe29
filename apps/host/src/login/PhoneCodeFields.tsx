import { Form, Input, Space } from 'antd'
import type { Locale } from '@store/bridge'
import { phoneRule } from '@store/ui/format'
import { SmsCodeButton } from './SmsCodeButton'

type PhoneCodeText = 'phone' | 'smsCode' | 'smsCodeRequired' | 'sendCode' | 'codeSent' | 'resendIn'

/**
 * The mobile number and the SMS code beside its "send code" button, as the SMS forms ask for them: the
 * login page's and the personal centre's, each with its own texts.
 */
export function PhoneCodeFields({
  send,
  autoFocus,
  t,
  locale,
}: {
  send(): Promise<void>
  autoFocus?: boolean
  t(key: PhoneCodeText, params?: Record<string, number>): string
  locale: Locale
}) {
  return (
    <>
      <Form.Item name="phone" label={t('phone')} rules={[phoneRule(locale)]}>
        <Input autoComplete="tel" maxLength={11} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={t('smsCode')} required>
        <Space.Compact block>
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
        </Space.Compact>
      </Form.Item>
    </>
  )
}
