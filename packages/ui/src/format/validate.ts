import type { FormRule } from 'antd'
import { translate, type Locale } from '@store/contract'

export type PhoneProblem = 'phoneRequired' | 'phoneLength' | 'phoneFormat'

/** spec §5 Phone: 11 digits starting with 1; what is wrong, in the order the spec's messages check it. */
export function phoneProblem(value: string | null | undefined): PhoneProblem | null {
  const phone = value?.trim() ?? ''
  if (!phone) return 'phoneRequired'
  if (phone.length !== 11) return 'phoneLength'
  if (!/^1\d{10}$/.test(phone)) return 'phoneFormat'
  return null
}

const URL_PROTOCOLS = new Set(['http:', 'https:', 'ftp:'])

/** spec §5 URL: an absolute http, https or ftp address with a host. */
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim())
    return URL_PROTOCOLS.has(url.protocol) && url.host !== ''
  } catch {
    return false
  }
}

/** The antd form rule of spec §5 Phone with its three messages in `locale` (the server's texts). */
export function phoneRule(locale: Locale): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = phoneProblem(value)
      if (problem) throw new Error(translate(problem, locale))
    },
  }
}

/**
 * The antd form rule of spec §5 URL for the field called `field`. An empty value passes: whether the
 * field is required is a separate `required` rule.
 */
export function urlRule(field: string, locale: Locale): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      if (value?.trim() && !isUrl(value)) throw new Error(translate('urlInvalid', locale, { field }))
    },
  }
}
