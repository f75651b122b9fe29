import type { Tx } from '../../core/db/database'
import { passwordPolicy } from './schema'

export type PasswordPolicy = Omit<typeof passwordPolicy.$inferSelect, 'tenantId' | 'updateTime'>

/** A tenant with no policy row has these (issue: default 5 failures → 30 minutes). */
export const DEFAULT_POLICY: PasswordPolicy = {
  minLength: 8,
  requireUpper: 1,
  requireLower: 1,
  requireDigit: 1,
  requireSymbol: 0,
  expiryDays: 90,
  warningDays: 7,
  historyCount: 3,
  maxFailures: 5,
  lockMinutes: 30,
  maxSessions: 0,
  mfaForAdmins: 0,
  corpId: null,
}

/** The policy of the transaction's tenant. */
export async function loadPolicy(tx: Tx): Promise<PasswordPolicy> {
  const [row] = await tx.select().from(passwordPolicy)
  if (!row) return DEFAULT_POLICY
  const { tenantId: _tenant, updateTime: _time, ...policy } = row
  return policy
}
