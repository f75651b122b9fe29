import type { FormRule } from 'antd'
import { useLogin } from './context'

/** spec §5 Change-password: the new password, and its confirmation that must equal it. */
export function useNewPasswordRules(newField: string): { password: FormRule[]; confirm: FormRule[] } {
  const { t } = useLogin()
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
