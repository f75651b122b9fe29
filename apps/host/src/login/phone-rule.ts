import type { FormRule } from 'antd'
import { useLogin } from './context'
import { phoneProblem } from './phone'

/** The antd rule of spec §5 Phone, in the page's language. */
export function usePhoneRule(): FormRule {
  const { t } = useLogin()
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = phoneProblem(value)
      if (problem) throw new Error(t(problem))
    },
  }
}
