import type { Rule } from 'antd/es/form'
import type { FieldDef, Locale } from '@store/contract'
import type { Translate } from '../messages'
import { joinChoices } from './dictionaries'

/** The contract's decimal format (resource.ts), for decimal fields that declare no pattern of their own. */
const DECIMAL = /^-?[0-9]{1,16}(\.[0-9]{1,4})?$/

/** Whether the field is filled by choosing (a select or a picker) rather than typing. */
export const isChosen = (field: FieldDef) =>
  Boolean(field.dict) ||
  Boolean(field.multiple) ||
  field.type === 'bool' ||
  field.type === 'date' ||
  field.type === 'datetime'

/**
 * The form rules of one field, from its definition: the same limits the server's schema enforces,
 * with messages in the user's language, so a bad value is caught before the request. A multiple
 * field's rules check its choices comma-joined, as they are stored.
 */
export function fieldRules(field: FieldDef, locale: Locale, t: Translate): Rule[] {
  const label = field.label[locale]
  const rules: Rule[] = []
  if (field.required) {
    rules.push({
      required: true,
      message: t(isChosen(field) ? 'requiredChoice' : 'required', { field: label }),
    })
  }
  const typed = field.type === 'string' || field.type === 'text'
  if (typed && field.max !== undefined) {
    rules.push({ max: field.max, message: t('maxLength', { field: label, max: field.max }) })
  }
  if (typed && field.min !== undefined && field.min > 1) {
    rules.push({ min: field.min, message: t('minLength', { field: label, min: field.min }) })
  }
  if (field.type === 'int' && !field.dict && (field.min !== undefined || field.max !== undefined)) {
    const range = { field: label, min: field.min ?? '', max: field.max ?? '' }
    rules.push({ type: 'number', min: field.min, max: field.max, message: t('range', range) })
  }
  const pattern = field.pattern ? new RegExp(field.pattern) : field.type === 'decimal' ? DECIMAL : undefined
  if (pattern) rules.push({ pattern, message: t('pattern', { field: label }) })
  return field.multiple ? rules.map((rule) => ({ ...rule, transform: joinChoices })) : rules
}
