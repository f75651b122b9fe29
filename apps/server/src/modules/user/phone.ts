import { sql } from 'drizzle-orm'
import type { MessageKey } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'

/**
 * Why a mobile number is refused, with spec §5's messages: none given, not 11 characters, or not 11
 * digits starting with 1.
 */
export function phoneProblem(phone: string | undefined): MessageKey | undefined {
  if (!phone) return 'phoneRequired'
  if (phone.length !== 11) return 'phoneLength'
  if (!/^1\d{10}$/.test(phone)) return 'phoneFormat'
  return undefined
}

/** The number itself, or a 400 with spec §5's message. */
export function validPhone(phone: string | undefined): string {
  const problem = phoneProblem(phone)
  if (problem) throw badRequest(problem)
  return phone!
}

/**
 * Serialises the writers of one number of the transaction's tenant (code sends, phone binding) until
 * the transaction ends, so two concurrent requests cannot both pass a rate limit or a uniqueness check.
 */
export async function lockPhone(tx: Tx, phone: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('sms:' || current_setting('app.tenant_id') || ':' || ${phone}))`,
  )
}
