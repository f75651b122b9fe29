import { createHash, randomBytes } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { recordRevocation, type RevokeReason } from './revocations'
import { client, refreshToken, session } from './schema'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export type SessionRow = typeof session.$inferSelect

export interface NewSession {
  userId: string
  clientId: string
  grantType: string
  ip: string
  userAgent: string
  refreshTtlSeconds: number
  /** 0: no limit. Beyond it the oldest live sessions are ended (forced offline). */
  maxSessions: number
}

/**
 * Opens a session and its first refresh token; ends the oldest sessions beyond the tenant's limit
 * (forced offline) and answers their ids in `forcedOff`.
 */
export async function openSession(
  tx: Tx,
  ids: IdGenerator,
  s: NewSession,
): Promise<{ id: string; refresh: string; expiresAt: Date; forcedOff: string[] }> {
  const forcedOff: string[] = []
  if (s.maxSessions > 0) {
    const live = await tx
      .select({ id: session.id, expiresAt: session.expiresAt })
      .from(session)
      .where(and(eq(session.userId, s.userId), isNull(session.revokedAt), gt(session.expiresAt, new Date())))
      .orderBy(asc(session.createTime), asc(session.id))
    for (const old of live.slice(0, Math.max(0, live.length - s.maxSessions + 1))) {
      await endSession(tx, old.id, 'forced_offline', old.expiresAt)
      forcedOff.push(old.id)
    }
  }
  const id = ids.next()
  const expiresAt = new Date(Date.now() + s.refreshTtlSeconds * 1000)
  await tx.insert(session).values({
    id,
    userId: s.userId,
    clientId: s.clientId,
    grantType: s.grantType,
    ip: s.ip,
    userAgent: s.userAgent.slice(0, 512),
    expiresAt,
  })
  return { id, expiresAt, refresh: await issueRefreshToken(tx, id, expiresAt), forcedOff }
}

export async function issueRefreshToken(tx: Tx, sessionId: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(refreshToken).values({ tokenHash: hashToken(token), sessionId, expiresAt })
  return token
}

/** The session, locked until the transaction ends (whatever its state: the caller checks it). */
export async function sessionForUpdate(tx: Tx, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(session).where(eq(session.id, sessionId)).for('update')
  return row
}

/**
 * A refresh token that supersedes the session's earlier ones: those not yet used expire now (rather
 * than count as reuse when presented), and the session is marked refreshed.
 */
export async function reissueRefreshToken(tx: Tx, s: { id: string; expiresAt: Date }): Promise<string> {
  await tx
    .update(refreshToken)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(refreshToken.sessionId, s.id),
        isNull(refreshToken.usedAt),
        gt(refreshToken.expiresAt, new Date()),
      ),
    )
  await tx
    .update(session)
    .set({ refreshTime: sql`now()` })
    .where(eq(session.id, s.id))
  return issueRefreshToken(tx, s.id, s.expiresAt)
}

/** The session a refresh token belongs to (used, expired or not), with its client and end. */
export async function sessionOfRefreshToken(
  tx: Tx,
  token: string,
): Promise<{ sessionId: string; clientId: string; expiresAt: Date } | undefined> {
  const [row] = await tx
    .select({
      sessionId: refreshToken.sessionId,
      clientId: session.clientId,
      expiresAt: session.expiresAt,
    })
    .from(refreshToken)
    .innerJoin(session, eq(session.id, refreshToken.sessionId))
    .where(eq(refreshToken.tokenHash, hashToken(token)))
  return row
}

/** Ends a session: its refresh tokens stop working and its access tokens are refused from now on. */
export async function endSession(
  tx: Tx,
  sessionId: string,
  reason: RevokeReason,
  until: Date,
): Promise<void> {
  await tx
    .update(session)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(session.id, sessionId), isNull(session.revokedAt)))
  await tx
    .update(refreshToken)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshToken.sessionId, sessionId), isNull(refreshToken.usedAt)))
  await recordRevocation(tx, sessionId, reason, until)
}

/**
 * Ends those of the sessions not ended yet. Each refusal of their access tokens lasts until the later
 * of the session's end and its last access token's: a session capped short may end before that token.
 */
export async function endSessions(tx: Tx, sessionIds: string[], reason: RevokeReason): Promise<void> {
  const sessions = await tx
    .select({ id: session.id, expiresAt: session.expiresAt, accessTtl: client.accessTokenValidity })
    .from(session)
    .innerJoin(client, eq(client.clientId, session.clientId))
    .where(and(inArray(session.id, sessionIds), isNull(session.revokedAt)))
  for (const s of sessions) {
    const lastToken = Date.now() + s.accessTtl * 1000
    await endSession(tx, s.id, reason, new Date(Math.max(s.expiresAt.getTime(), lastToken)))
  }
}

/** Signs the users out: every live session ends, their access tokens refused from the next request. */
export async function endSessionsOfUsers(tx: Tx, userIds: string[]): Promise<void> {
  const open = await tx
    .select({ id: session.id, expiresAt: session.expiresAt })
    .from(session)
    .where(
      and(inArray(session.userId, userIds), isNull(session.revokedAt), gt(session.expiresAt, new Date())),
    )
  for (const s of open) await endSession(tx, s.id, 'logout', s.expiresAt)
}

/** Signs everyone of a tenant out (the tenant is removed): each session not yet ended ends. */
export async function endSessionsOfTenant(tx: Tx, tenantId: string): Promise<void> {
  const open = await tx
    .select({ id: session.id, expiresAt: session.expiresAt })
    .from(session)
    .where(and(eq(session.tenantId, tenantId), isNull(session.revokedAt)))
  for (const s of open) await endSession(tx, s.id, 'logout', s.expiresAt)
}
