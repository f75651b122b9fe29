import type { TokenReplyBody } from '@store/contract'

/** Which form the login page shows. */
export type Stage =
  | { name: 'signIn' }
  | { name: 'forgotPassword' }
  /** pwd_expired 1 or 2: the password is changed with the old one before any session starts */
  | { name: 'changePassword'; username: string; tenantId: string; reason: string }
  /** a second factor is needed (mfa_required); `enrol` when the authenticator is to be set up first */
  | { name: 'mfa'; tenantId: string; ticket: string; enrol: boolean; reason: string }
  /** the mfa grant that enrolled the authenticator answered recovery codes: shown once */
  | { name: 'recoveryCodes'; reply: TokenReplyBody }
