// The module's public entry: what other modules may use (its services and types, never its tables).
export { centralSessionsOf, firstClientUnder, joinCentralSession } from './central-links'
export { enabledClient } from './clients'
export type { Client } from './clients'
export type { GrantHandler } from './grants'
export { OAuthError, passwordAge } from './login'
export type {
  ForcedOfflineHook,
  GrantContext,
  LoginService,
  RoleRef,
  SecondFactorCheck,
  TokenResponse,
} from './login'
export { purgeLoginLog } from './login-log-purge'
export { signInResults, signInsPerDay } from './login-stats'
export { loadPolicy } from './password-policy'
export type { PasswordPolicy } from './password-policy'
export { checkNewPasswords, setPassword } from './password-change'
export { publicTenant } from './public-tenant'
export type { RevokeReason } from './revocations'
export {
  endSession,
  endSessions,
  hashToken,
  issueRefreshToken,
  reissueRefreshToken,
  sessionForUpdate,
  sessionOfRefreshToken,
} from './sessions'
export type { SessionRow } from './sessions'
export { recentRefusals, recentSignIns, recordLogin } from './login-records'
export type { NewLoginRecord } from './login-records'
export { authModule } from './module'
