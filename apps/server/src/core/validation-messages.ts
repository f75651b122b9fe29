import { translate, type Locale } from '@store/contract'
import type { FastifySchemaValidationError } from 'fastify'
import type { FieldLabels } from './envelope'

/** Turns the validator's first complaint into one sentence a user can act on, in their language. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  locale: Locale,
  labels: FieldLabels | undefined,
): string {
  const e = errors[0]
  if (!e) return translate('unknownError', locale)
  const params = e.params as Record<string, unknown>
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const name =
    (params.missingProperty as string | undefined) ??
    (params.additionalProperty as string | undefined) ??
    path
  // a field inside a list (lines.0.qty) is named by its own label when the route gives no label for its path
  const field = (labels?.[name] ?? labels?.[name.split('.').at(-1)!])?.[locale] ?? (name || 'body')
  const limit = String(params.limit ?? '')
  switch (e.keyword) {
    case 'required':
      return translate('fieldRequired', locale, { field })
    case 'additionalProperties':
      return translate('fieldUnknown', locale, { field: name })
    case 'maxLength':
    case 'maxItems':
      return translate('fieldTooLong', locale, { field, limit })
    case 'minLength':
    case 'minItems':
      return translate('fieldTooShort', locale, { field, limit })
    case 'minimum':
      return translate('fieldTooSmall', locale, { field, limit })
    case 'maximum':
      return translate('fieldTooLarge', locale, { field, limit })
    default:
      return translate('fieldInvalid', locale, { field })
  }
}
