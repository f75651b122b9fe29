import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database, Tx } from '../../core/db/database'
import { hashToken } from '../auth'
import { smsSendToken } from './schema'

const TTL_MS = 5 * 60_000

/** A new send token (`getSmsToken`): stored hashed, single use, five minutes. Expired ones are swept. */
export async function createSendToken(db: Database): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db.withSystem(async (tx) => {
    await tx.delete(smsSendToken).where(lt(smsSendToken.expiresAt, new Date()))
    await tx
      .insert(smsSendToken)
      .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TTL_MS) })
  })
  return token
}

/**
 * Uses up a send token inside the caller's transaction: true when it was valid and unused. A request
 * that fails later rolls back and leaves the token usable.
 */
export async function consumeSendToken(tx: Tx, token: string): Promise<boolean> {
  const used = await tx
    .update(smsSendToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(smsSendToken.tokenHash, hashToken(token)),
        isNull(smsSendToken.usedAt),
        gt(smsSendToken.expiresAt, new Date()),
      ),
    )
    .returning({ tokenHash: smsSendToken.tokenHash })
  return used.length === 1
}
