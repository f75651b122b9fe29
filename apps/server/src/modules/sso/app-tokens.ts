import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { TokenSigner } from '../../core/tokens'
import {
  endSession,
  type GrantContext,
  issueRefreshToken,
  loadPolicy,
  type LoginService,
  passwordAge,
  type TokenResponse,
} from '../auth'
import { refreshToken, session } from '../auth/schema'
import { user } from '../user/schema'

export type SessionRow = typeof session.$inferSelect

/**
 * getToken's answer for a live login session: a new access token and a refresh token that supersedes
 * the session's earlier ones. Those stop working (they expire now) rather than counting as reuse,
 * because another tab of the same app may still hold one and may ask getToken again.
 * `null` when the user may no longer sign in (the session is then ended, as a refresh would).
 */
export async function reissueTokens(
  tx: Tx,
  login: LoginService,
  signer: TokenSigner,
  ctx: GrantContext,
  s: SessionRow,
): Promise<TokenResponse | null> {
  const [u] = await tx
    .select()
    .from(user)
    .where(and(eq(user.id, s.userId), eq(user.isDeleted, 0)))
  const roles = u && u.status === 1 ? await login.rolesOf(tx, u.id) : []
  if (!u || roles.length === 0) {
    await endSession(tx, s.id, 'logout', s.expiresAt)
    return null
  }
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
  const refresh = await issueRefreshToken(tx, s.id, s.expiresAt)
  const age = passwordAge(u, await loadPolicy(tx)) === 3 ? 3 : 0
  return login.respond(ctx, u, roles, s, refresh, age)
}
