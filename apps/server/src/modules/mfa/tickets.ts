import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { hashToken } from '../auth'
import { mfaTicket } from './schema'

const TTL_MS = 5 * 60_000
/** Wrong codes a ticket takes; the next try (even a right code) is refused. */
export const TICKET_MAX_WRONG = 5

export type Ticket = typeof mfaTicket.$inferSelect

/** A ticket for a user whose first factor passed; only its hash is stored. */
export async function issueTicket(
  tx: Tx,
  t: { userId: string; clientId: string; grantType: string },
): Promise<string> {
  const raw = randomBytes(32).toString('base64url')
  await tx
    .insert(mfaTicket)
    .values({ ...t, ticketHash: hashToken(raw), expiresAt: new Date(Date.now() + TTL_MS) })
  return raw
}

/**
 * The live ticket (locked for this transaction) of the transaction's tenant: unknown, used,
 * expired and exhausted tickets, and with `clientId` one issued to another client, answer null.
 */
export async function openTicket(tx: Tx, raw: string, clientId?: string): Promise<Ticket | null> {
  const [t] = await tx
    .select()
    .from(mfaTicket)
    .where(eq(mfaTicket.ticketHash, hashToken(raw)))
    .for('update')
  if (!t || t.usedAt || t.expiresAt.getTime() <= Date.now() || t.attempts >= TICKET_MAX_WRONG) return null
  if (clientId !== undefined && t.clientId !== clientId) return null
  return t
}

export async function useTicket(tx: Tx, t: Ticket): Promise<void> {
  await tx
    .update(mfaTicket)
    .set({ usedAt: sql`now()` })
    .where(eq(mfaTicket.ticketHash, t.ticketHash))
}

/** Counts a wrong code against the ticket; answers whether the ticket is now void. */
export async function countWrongCode(tx: Tx, t: Ticket): Promise<boolean> {
  const attempts = t.attempts + 1
  await tx.update(mfaTicket).set({ attempts }).where(eq(mfaTicket.ticketHash, t.ticketHash))
  return attempts >= TICKET_MAX_WRONG
}
