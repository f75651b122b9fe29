import { SSO_SESSION_HEADER, oauthEndpoints, ssoEndpoints, type TokenReplyBody } from '@store/contract'
import { call, type Api } from '@store/request'
import {
  clearLoggedOutState,
  loadSession,
  loadSessionId,
  saveSession,
  saveSessionId,
  type StoredSession,
} from './storage'
import { currentLocation, SESSION_ID_PARAM } from './entry'

export { centralLoginUrl, currentLocation, SESSION_ID_PARAM } from './entry'

export const SESSION_HEADER = SSO_SESSION_HEADER
export const LOGIN_PATH = '/authorization'
export const HOME_PATH = '/wel/index'

const bearer = (accessToken: string) => ({ 'Blade-Auth': `bearer ${accessToken}` })
const sessionHeader = (sessionId: string) => ({ [SESSION_HEADER]: sessionId })

/** The login page, sent back to `redirect` afterwards. */
export function loginUrl(redirect = currentLocation()): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`
}

/**
 * Reads `storeSessionId` from the address bar and removes it from there.
 * null: not in the URL; '': in the URL but empty (spec §4: that triggers logout).
 */
export function takeSessionIdFromUrl(): string | null {
  const url = new URL(window.location.href)
  const sessionId = url.searchParams.get(SESSION_ID_PARAM)
  if (sessionId === null) return null
  url.searchParams.delete(SESSION_ID_PARAM)
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  return sessionId.trim()
}

/** Starts the browser's central session from a sign-in made just now; resolves with the return URL carrying storeSessionId. */
export async function startCentralSession(api: Api, accessToken: string, redirect: string): Promise<string> {
  const answer = await call(api, ssoEndpoints.session, { body: { redirect }, headers: bearer(accessToken) })
  return answer.redirect
}

/** The tokens of an app session (the central session's cookie goes along by itself). */
export function fetchSessionTokens(api: Api, sessionId: string): Promise<TokenReplyBody> {
  return call(api, ssoEndpoints.getToken, { headers: sessionHeader(sessionId) })
}

/** Rotates an app session's tokens on the SSO server. */
export function refreshSessionTokens(
  api: Api,
  sessionId: string,
  refreshToken: string,
): Promise<TokenReplyBody> {
  return call(api, ssoEndpoints.refreshToken, {
    query: { refresh_token: refreshToken },
    headers: sessionHeader(sessionId),
  })
}

/** How the shell starts (spec §4 Session start). */
export type SessionStart =
  /** a new session id came in the URL and its tokens are stored: clear tabs and lock */
  | { kind: 'started'; session: StoredSession }
  /** the stored session goes on */
  | { kind: 'resumed'; session: StoredSession }
  /** no session: send the browser to centralLoginUrl() */
  | { kind: 'login' }
  /** an empty session id came in the URL: logged out, send the browser to centralLoginUrl() */
  | { kind: 'ended' }

export async function beginSession(api: Api): Promise<SessionStart> {
  const fromUrl = takeSessionIdFromUrl()
  if (fromUrl === '') {
    await logout(api)
    return { kind: 'ended' }
  }
  if (fromUrl) {
    saveSessionId(fromUrl)
    return { kind: 'started', session: saveSession(await fetchSessionTokens(api, fromUrl), fromUrl) }
  }
  const stored = loadSession()
  if (stored) return { kind: 'resumed', session: stored }
  const storedId = loadSessionId()
  if (storedId)
    return { kind: 'started', session: saveSession(await fetchSessionTokens(api, storedId), storedId) }
  return { kind: 'login' }
}

/**
 * Ends the browser's central session by its cookie alone (no session id needed), so that the central
 * login does not sign it straight back in (spec §8 forced offline).
 */
export async function endCentralSession(api: Api): Promise<void> {
  await call(api, ssoEndpoints.logout)
}

/**
 * Logout (spec §4, also SSO and federated): ends the central session (and with it every app session),
 * or the plain login session when there is no SSO session; the local state is cleared even if that fails.
 */
export async function logout(api: Api): Promise<void> {
  const sessionId = loadSessionId()
  const session = loadSession()
  try {
    if (sessionId) await call(api, ssoEndpoints.logout, { headers: sessionHeader(sessionId) })
    else if (session) await call(api, oauthEndpoints.logout, { headers: bearer(session.accessToken) })
  } catch {
    // the server may already have ended the session; the browser forgets it all the same
  } finally {
    clearLoggedOutState()
  }
}
