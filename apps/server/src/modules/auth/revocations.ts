import fp from 'fastify-plugin'
import { lt } from 'drizzle-orm'
import type { SessionRevocations } from '../../core/auth'
import type { Database, Tx } from '../../core/db/database'
import { revokedSession } from './schema'

export type RevokeReason = 'logout' | 'forced_offline' | 'refresh_reuse' | 'sso_logout'

/**
 * Ended sessions in the database, checked by the guard on every request (a revoked token fails at
 * once): one primary-key read, no tenant transaction needed.
 */
export class DatabaseRevocations implements SessionRevocations {
  constructor(private readonly db: Database) {}

  async reasonFor(sessionId: string): Promise<RevokeReason | null> {
    const { rows } = await this.db.pool.query<{ reason: RevokeReason }>(
      'SELECT reason FROM auth_revoked_session WHERE session_id = $1 AND expires_at > now()',
      [sessionId],
    )
    return rows[0]?.reason ?? null
  }
}

/** Writes a revocation in the caller's transaction (so it lands with the session change). */
export async function recordRevocation(
  tx: Tx,
  sessionId: string,
  reason: RevokeReason,
  until: Date,
): Promise<void> {
  await tx.delete(revokedSession).where(lt(revokedSession.expiresAt, new Date()))
  await tx
    .insert(revokedSession)
    .values({ sessionId, reason, expiresAt: until })
    .onConflictDoUpdate({ target: revokedSession.sessionId, set: { reason } })
}

export const revocationsPlugin = fp(
  async (app) => {
    app.decorate('revocations', new DatabaseRevocations(app.db))
  },
  { name: 'revocations', dependencies: ['db'] },
)
