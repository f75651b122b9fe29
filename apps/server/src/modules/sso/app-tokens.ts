import type { Tx } from '../../core/db/database'
import type { TokenSigner } from '../../core/tokens'
import {
  endSession,
  type GrantContext,
  loadPolicy,
  type LoginService,
  passwordAge,
  reissueRefreshToken,
  type SessionRow,
  type TokenResponse,
} from '../auth'
import { liveUserById } from '../user'

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
  const u = await liveUserById(tx, s.userId)
  const roles = u && u.status === 1 ? await login.rolesOf(tx, u.id) : []
  if (!u || roles.length === 0) {
    await endSession(tx, s.id, 'logout', s.expiresAt)
    return null
  }
  const refresh = await reissueRefreshToken(tx, s)
  const age = passwordAge(u, await loadPolicy(tx)) === 3 ? 3 : 0
  return login.respond(ctx, u, roles, s, refresh, age)
}
