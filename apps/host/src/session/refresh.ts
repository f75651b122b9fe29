import type { TokenReplyBody } from '@store/contract'
import { tokenGrant, type Api } from '@store/request'
import { refreshSessionTokens } from './sso'
import { loadSession, saveSession, type StoredSession } from './storage'

/** Spec §9: session check 10 s; refresh margin 500 s; max failed refreshes 5. */
export const SESSION_CHECK_INTERVAL_MS = 10_000
export const REFRESH_MARGIN_MS = 500_000
export const MAX_REFRESH_FAILURES = 5

/** When a token expiring at `expiresAt` is due for refresh: its lifetime minus the margin. */
export function refreshDueAt(expiresAt: number): number {
  return expiresAt - REFRESH_MARGIN_MS
}

export function isRefreshDue(session: Pick<StoredSession, 'expiresAt'>, now: number): boolean {
  return now >= refreshDueAt(session.expiresAt)
}

/** New tokens for a session: through the SSO server for an SSO app session, else the refresh_token grant. */
export function refreshTokens(api: Api, session: StoredSession): Promise<TokenReplyBody> {
  if (session.sessionId) return refreshSessionTokens(api, session.sessionId, session.refreshToken)
  return tokenGrant(api, session.tenant.tenantId, {
    grant_type: 'refresh_token',
    refresh_token: session.refreshToken,
  })
}

export interface SessionKeeperOptions {
  api: Api
  /** new tokens are stored: update whoever holds the old ones (the bridge) */
  onRefreshed(session: StoredSession): void
  /** MAX_REFRESH_FAILURES refreshes in a row failed: log out and go to the central login */
  onExpired(): void
  now?(): number
}

/**
 * Spec §4 Session refresh: every 10 s, when the token is due and no refresh is running, refresh it.
 * A success resets the failure count; the fifth failure in a row stops the keeper and calls onExpired.
 * Returns the function that stops it.
 */
export function startSessionKeeper({
  api,
  onRefreshed,
  onExpired,
  now = Date.now,
}: SessionKeeperOptions): () => void {
  let refreshing = false
  let failures = 0

  const check = async () => {
    const session = loadSession()
    if (refreshing || !session || !isRefreshDue(session, now())) return
    refreshing = true
    try {
      const reply = await refreshTokens(api, session)
      failures = 0
      onRefreshed(saveSession(reply, session.sessionId, now()))
    } catch {
      failures += 1
      if (failures >= MAX_REFRESH_FAILURES) {
        stop()
        onExpired()
      }
    } finally {
      refreshing = false
    }
  }

  const timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS)
  const stop = () => clearInterval(timer)
  return stop
}
