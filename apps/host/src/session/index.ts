export {
  LOGOUT_CLEARED_NAMES,
  STORAGE_PREFIX,
  clearLoggedOutState,
  clearSession,
  lastTenantId,
  loadSession,
  loadSessionId,
  saveSession,
  saveSessionId,
  storageKey,
  type SessionStateName,
  type StoredSession,
} from './storage'
export {
  MAX_REFRESH_FAILURES,
  REFRESH_MARGIN_MS,
  SESSION_CHECK_INTERVAL_MS,
  isRefreshDue,
  refreshDueAt,
  refreshTokens,
  startSessionKeeper,
  type SessionKeeperOptions,
} from './refresh'
export {
  HOME_PATH,
  LOGIN_PATH,
  SESSION_HEADER,
  SESSION_ID_PARAM,
  beginSession,
  centralLoginUrl,
  currentLocation,
  endCentralSession,
  fetchSessionTokens,
  loginUrl,
  logout,
  refreshSessionTokens,
  startCentralSession,
  takeSessionIdFromUrl,
  type SessionStart,
} from './sso'
export { isForcedOffline } from './forced-offline'
export { loadStoredPermissions, savePermissions } from './permissions'
