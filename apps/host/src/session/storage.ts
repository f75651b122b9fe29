import type { BridgeTenant, BridgeUser } from '@store/bridge'
import type { TokenReplyBody } from '@store/contract'
import { sessionFromToken } from '@store/request'
import { storageKey, type SessionStateName } from './keys'

export { STORAGE_PREFIX, storageKey, type SessionStateName } from './keys'

/** What a login leaves in the browser; `expiresAt` is the access token's end in epoch milliseconds. */
export interface StoredSession {
  accessToken: string
  refreshToken: string
  expiresAt: number
  sessionId: string | null
  user: BridgeUser
  tenant: BridgeTenant
  /** the token reply's pwd_expired: 0 fine, 3 expiring soon (spec §4 Login) */
  pwdExpired: number
}

/** `userInfo` holds the user, the tenant and the password age of the login. */
interface StoredUserInfo {
  user: BridgeUser
  tenant: BridgeTenant
  pwdExpired: number
}

/** The names a token reply writes; clearSession removes them (and the session id). */
const TOKEN_NAMES: readonly SessionStateName[] = [
  'token',
  'refreshToken',
  'tokenExpiresIn',
  'userInfo',
  'roles',
  'isLogin',
]

/**
 * What logout clears (spec §4 Logout: token, menus, roles, tags, lock, permissions, promotion ways).
 * The tenant, brand, language, favourites and layout stay for the next login on this browser.
 */
export const LOGOUT_CLEARED_NAMES: readonly SessionStateName[] = [
  ...TOKEN_NAMES,
  'storeSessionId',
  'menu',
  'topMenu',
  'permission',
  'hideColumns',
  'tabPermission',
  'HOVPermission',
  'tags',
  'lock',
  'promotionWays',
]

function readJson<T>(name: SessionStateName): T | null {
  const raw = localStorage.getItem(storageKey(name))
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function loadSessionId(): string | null {
  return localStorage.getItem(storageKey('storeSessionId'))
}

export function saveSessionId(sessionId: string): void {
  localStorage.setItem(storageKey('storeSessionId'), sessionId)
}

/** The stored session, or null when there is none or it is incomplete (never half a session). */
export function loadSession(): StoredSession | null {
  const accessToken = localStorage.getItem(storageKey('token'))
  const refreshToken = localStorage.getItem(storageKey('refreshToken'))
  const expiresAt = Number(localStorage.getItem(storageKey('tokenExpiresIn')))
  const info = readJson<StoredUserInfo>('userInfo')
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt) || expiresAt <= 0) return null
  if (!info?.user?.userId || !info.tenant?.tenantId) return null
  return {
    accessToken,
    refreshToken,
    expiresAt,
    sessionId: loadSessionId(),
    user: info.user,
    tenant: info.tenant,
    pwdExpired: info.pwdExpired ?? 0,
  }
}

/** Stores a token reply (login, getToken or refresh) and returns the session it makes. */
export function saveSession(
  reply: TokenReplyBody,
  sessionId: string | null,
  now = Date.now(),
): StoredSession {
  const { session, user, tenant } = sessionFromToken(reply, sessionId, now)
  const info: StoredUserInfo = { user, tenant, pwdExpired: reply.pwd_expired }
  const set = (name: SessionStateName, value: string) => localStorage.setItem(storageKey(name), value)
  set('token', session.accessToken)
  set('refreshToken', reply.refresh_token)
  set('tokenExpiresIn', String(session.expiresAt))
  set('userInfo', JSON.stringify(info))
  set('tenantId', tenant.tenantId)
  set('roles', JSON.stringify(user.roleNames))
  set('isLogin', 'true')
  if (sessionId) saveSessionId(sessionId)
  else localStorage.removeItem(storageKey('storeSessionId'))
  return {
    ...info,
    accessToken: session.accessToken,
    refreshToken: reply.refresh_token,
    expiresAt: session.expiresAt,
    sessionId,
  }
}

/** Keeps the stored user in step with a change to their own profile (the personal centre). */
export function saveUser(user: BridgeUser): void {
  const info = readJson<StoredUserInfo>('userInfo')
  if (info) localStorage.setItem(storageKey('userInfo'), JSON.stringify({ ...info, user }))
}

/** Forgets the tokens and the SSO session id; the tenant id stays to prefill the next login. */
export function clearSession(): void {
  for (const name of [...TOKEN_NAMES, 'storeSessionId' as const]) localStorage.removeItem(storageKey(name))
}

/** Forgets everything spec §4 Logout lists. */
export function clearLoggedOutState(): void {
  for (const name of LOGOUT_CLEARED_NAMES) localStorage.removeItem(storageKey(name))
}

/** The tenant of the last login on this browser (prefills the login page). */
export function lastTenantId(): string | null {
  return localStorage.getItem(storageKey('tenantId'))
}
