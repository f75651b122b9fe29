import { Form, Input } from 'antd'
import { newPasswordRules, type RuleText } from './new-password-rules'

type PasswordText = 'oldPassword' | 'newPassword' | 'confirmPassword' | 'oldPasswordRequired' | RuleText

/**
 * spec §5 Change-password's fields: the old password, the new one and its confirmation. The login
 * page's forced change and the personal centre ask for them alike, each with its own texts.
 */
export function PasswordFields({ t, autoFocus }: { t(key: PasswordText): string; autoFocus?: boolean }) {
  const rules = newPasswordRules('newPassword', t)
  return (
    <>
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('newPassword')} rules={rules.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPassword1"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={rules.confirm}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  )
}
