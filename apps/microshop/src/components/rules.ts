import type { TFunction } from 'i18next'

/** A required text field's rule, worded in the user's language. */
export const requiredRule = (t: TFunction, label: string) => ({
  required: true,
  whitespace: true,
  message: t('required', { label }),
})
