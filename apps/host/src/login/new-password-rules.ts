import type { FormRule } from 'antd'
import { useLogin } from './context'

export type RuleText = 'newPasswordRequired' | 'confirmPasswordRequired' | 'passwordMismatch'

/**
 * spec §5 Change-password: the new password, and its confirmation that must equal it. Shared by the
 * login page's forced change and the shell's personal centre, each with its own texts.
 */
export function newPasswordRules(
  newField: string,
  t: (key: RuleText) => string,
): { password: FormRule[]; confirm: FormRule[] } {
  return {
    password: [{ required: true, message: t('newPasswordRequired') }],
    confirm: [
      { required: true, message: t('confirmPasswordRequired') },
      ({ getFieldValue }) => ({
        validator: async (_rule, value: string | undefined) => {
          if (value && value !== getFieldValue(newField)) throw new Error(t('passwordMismatch'))
        },
      }),
    ],
  }
}

export function useNewPasswordRules(newField: string): { password: FormRule[]; confirm: FormRule[] } {
  const { t } = useLogin()
  return newPasswordRules(newField, t)
}
