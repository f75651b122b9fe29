import type { FormRule } from 'antd'
import { phoneRule } from '@store/ui/format'
import { useLogin } from './context'

/** The antd rule of spec §5 Phone, in the page's language (the shared rule: the server's own texts). */
export function usePhoneRule(): FormRule {
  return phoneRule(useLogin().locale)
}
