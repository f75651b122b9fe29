import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { refreshToken, session } from './schema'

// The login sessions' side of single sign-on: a session joined to a central session (named by its
// hash) never outlives it.

/** Joins the session to the central session: its end and its refresh tokens' are capped to the central one's. */
export async function joinCentralSession(
  tx: Tx,
  sessionId: string,
  central: { idHash: string; expiresAt: Date },
): Promise<void> {
  const cap = sql`${central.expiresAt.toISOString()}::timestamptz`
  await tx
    .update(session)
    .set({ ssoSessionId: central.idHash, expiresAt: sql`least(${session.expiresAt}, ${cap})` })
    .where(eq(session.id, sessionId))
  await tx
    .update(refreshToken)
    .set({ expiresAt: sql`least(${refreshToken.expiresAt}, ${cap})` })
    .where(eq(refreshToken.sessionId, sessionId))
}

/** The central sessions (hashes) the sessions are joined to, each once. */
export async function centralSessionsOf(tx: Tx, sessionIds: string[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ idHash: session.ssoSessionId })
    .from(session)
    .where(and(inArray(session.id, sessionIds), isNotNull(session.ssoSessionId)))
  return rows.flatMap((r) => (r.idHash ? [r.idHash] : []))
}

/** The client of the user's first session joined to the central session: the sign-in that started it. */
export async function firstClientUnder(tx: Tx, userId: string, idHash: string): Promise<string | undefined> {
  const [first] = await tx
    .select({ clientId: session.clientId })
    .from(session)
    .where(and(eq(session.userId, userId), eq(session.ssoSessionId, idHash)))
    .orderBy(asc(session.createTime))
    .limit(1)
  return first?.clientId
}
