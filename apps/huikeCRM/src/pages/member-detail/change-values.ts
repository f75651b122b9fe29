import { memberResource, type Locale } from '@store/contract'
import { choiceName, type Choice } from '@store/ui'
import { memberStatusName } from '../../member'

/** The member fields whose changes are written as ids, and the names loaded for them. */
export type ChangeLookups = Partial<
  Record<'gradeId' | 'guideId' | 'brandId' | 'shopId' | 'tags', Choice[] | null>
>

/** The member's fields as choices: a change's field shows by its label. */
export const memberFieldChoices = (locale: Locale): Choice[] =>
  Object.entries(memberResource.fields).map(([name, field]) => ({ value: name, label: field.label[locale] }))

/**
 * A change's before or after value as the user reads it: a status by its name, a reference by its
 * record's name, tags (a comma list of ids) by their names; an id not found, and any other field,
 * as written (a masked phone stays masked).
 */
export function changedValue(field: string, value: unknown, lookups: ChangeLookups, locale: Locale): string {
  if (value === null || value === undefined || value === '') return ''
  const text = String(value)
  if (field === 'status') return memberStatusName(locale, Number(text)) ?? text
  if (field === 'tags')
    return text
      .split(',')
      .map((id) => choiceName(lookups.tags, id))
      .join(', ')
  if (field in lookups) return choiceName(lookups[field as keyof ChangeLookups], text)
  return text
}
