import { eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { totp } from './schema'

/** Whether the user has a confirmed second factor (TOTP). */
export async function totpEnabled(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ enabled: totp.enabled }).from(totp).where(eq(totp.userId, userId))
  return row?.enabled === 1
}
