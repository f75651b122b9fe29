import type { MessageKey } from './messages'

/** spec §5 Phone: 11 digits starting with 1, with its three messages. */
export function phoneProblem(value: string | undefined): MessageKey | null {
  const phone = value?.trim() ?? ''
  if (!phone) return 'phoneRequired'
  if (phone.length !== 11) return 'phoneLength'
  if (!/^1\d{10}$/.test(phone)) return 'phoneFormat'
  return null
}
