import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'

const BASE = '/api/blade-system/pwd-policy'
const tags = ['pwd-policy']

const int = (minimum: number, maximum: number, description: string) =>
  Type.Integer({ minimum, maximum, description })
const flag = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 1, description: `${description} (0/1)` })
const CorpId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^\\S(.*\\S)?$',
  description: 'enterprise WeChat corp id',
})

/** Every setting of the policy with its bounds: the update body, and the detail's shape. */
const settings = {
  minLength: int(6, 64, 'minimum password length'),
  requireUpper: flag('require an uppercase letter'),
  requireLower: flag('require a lowercase letter'),
  requireDigit: flag('require a digit'),
  requireSymbol: flag('require a special character'),
  expiryDays: int(0, 3650, 'days a password stays valid; 0 = never expires'),
  warningDays: int(0, 90, 'days before expiry the sign-in warns (pwd_expired 3)'),
  historyCount: int(0, 24, 'a new password may not be one of the last N; 0 = no check'),
  maxFailures: int(1, 100, 'failed sign-ins before the account locks'),
  lockMinutes: int(1, 1440, 'how long a locked account stays locked'),
  maxSessions: int(0, 100, 'concurrent sessions per account; 0 = unlimited'),
  mfaForAdmins: flag('administrators sign in with a second factor'),
}

export const PwdPolicyRecord = Type.Object(
  { ...settings, corpId: Type.Union([Type.String(), Type.Null()]) },
  { additionalProperties: false },
)
export type PwdPolicyRecord = Static<typeof PwdPolicyRecord>
/** The update body: every setting is required; corpId, echoed back from detail, is optional (null unbinds). */
export const PwdPolicyUpdate = Type.Object(
  { ...settings, corpId: Type.Optional(Type.Union([CorpId, Type.Null()])) },
  { additionalProperties: false },
)
export type PwdPolicyUpdate = Static<typeof PwdPolicyUpdate>

/** spec §7 System "pwd-policy": the tenant's password and sign-in policy. */
export const pwdPolicyEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'The tenant’s password policy (the defaults until it is first saved)',
    reply: PwdPolicyRecord,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${BASE}/update`,
    tags,
    summary: 'Save the tenant’s password policy (every setting); answers the saved policy',
    body: PwdPolicyUpdate,
    reply: PwdPolicyRecord,
  }),
  bindCorpId: defineEndpoint({
    method: 'POST',
    path: `${BASE}/bindCorpId`,
    tags,
    summary: 'Bind the tenant’s enterprise WeChat corp id; answers the saved policy',
    body: Type.Object({ corpId: CorpId }, { additionalProperties: false }),
    reply: PwdPolicyRecord,
  }),
}
