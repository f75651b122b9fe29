// What the shell's gate runs before anything of the shell is requested (src/gate): it imports only constants.
import { CURRENT_LOGIN_TOKEN_PATH } from '@store/contract'
import { storageKey } from './keys'

/** The query parameter the SSO server hands the session id back in. */
export const SESSION_ID_PARAM = 'storeSessionId'

/** Where the browser is now, as a path on this origin (the SSO server accepts a path as return URL). */
export function currentLocation(): string {
  const { pathname, search, hash } = window.location
  return `${pathname}${search}${hash}`
}

/**
 * The central login (spec §4) of the SSO server (apps/server/src/modules/sso, protocol docs/sso.md):
 * straight back with a new session id when the browser has an SSO session, else the login page.
 */
export function centralLoginUrl(redirect = currentLocation()): string {
  return `${CURRENT_LOGIN_TOKEN_PATH}?redirect=${encodeURIComponent(redirect)}`
}

/**
 * The central login when this browser holds no session of its own (no tokens, no session id, none in
 * the address), else null. The shell would find the same and go there, but only after downloading
 * itself (issue 22: 836 KiB before the login form); asked by the gate, a signed-out visit costs it alone.
 */
export function signedOutRedirect(): string | null {
  if (new URL(window.location.href).searchParams.has(SESSION_ID_PARAM)) return null
  const held = (['refreshToken', 'storeSessionId'] as const).some((name) =>
    localStorage.getItem(storageKey(name)),
  )
  return held ? null : centralLoginUrl()
}
