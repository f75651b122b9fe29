import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { resetTicket } from './schema'
import { hashToken } from '../auth'

const TTL_MS = 10 * 60_000

/** The `validateToken` a checked reset code earns: stored hashed, bound to the number, ten minutes. */
export async function issueResetTicket(tx: Tx, phone: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx
    .insert(resetTicket)
    .values({ tokenHash: hashToken(token), phone, expiresAt: new Date(Date.now() + TTL_MS) })
  return token
}

/**
 * Uses up a ticket of the transaction's tenant for this number: true when it was valid. Used only in
 * the transaction that sets the password, so a refused new password leaves the ticket usable.
 */
export async function consumeResetTicket(tx: Tx, token: string, phone: string): Promise<boolean> {
  const used = await tx
    .update(resetTicket)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(resetTicket.tokenHash, hashToken(token)),
        eq(resetTicket.phone, phone),
        isNull(resetTicket.usedAt),
        gt(resetTicket.expiresAt, new Date()),
      ),
    )
    .returning({ tokenHash: resetTicket.tokenHash })
  return used.length === 1
}
