import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { MfaEnrolment } from '../login'

const BASE = '/api/blade-user/mfa'
const tags = ['mfa']

const CodeBody = Type.Object(
  {
    code: Type.String({
      minLength: 6,
      maxLength: 32,
      description: 'a 6-digit code of the authenticator app, or (except for activate) a recovery code',
    }),
  },
  { additionalProperties: false },
)
const RecoveryCodes = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'single-use codes, shown this once' }),
})

/** The second factor of the signed-in user. */
export const MfaStatus = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: 'the password policy requires it for this user' }),
  recoveryCodesLeft: Type.Integer(),
})
export type MfaStatus = Static<typeof MfaStatus>

/** The personal centre's two-factor sign-in (TOTP): status, enrolment, activation, recovery codes. */
export const mfaEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: `${BASE}/status`,
    tags,
    summary: 'Whether two-factor sign-in is on, required by the policy, and the recovery codes left',
    reply: MfaStatus,
  }),
  enrol: defineEndpoint({
    method: 'POST',
    path: `${BASE}/enrol`,
    tags,
    summary: 'A new TOTP secret and its QR code, to confirm with activate (refused once it is on)',
    reply: MfaEnrolment,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/activate`,
    tags,
    summary: 'Turn two-factor sign-in on with a code of the enrolled secret; answers 10 recovery codes',
    body: CodeBody,
    reply: RecoveryCodes,
  }),
  recoveryCodes: defineEndpoint({
    method: 'POST',
    path: `${BASE}/recovery-codes`,
    tags,
    summary: 'New recovery codes (the old ones stop working), confirmed with a code',
    body: CodeBody,
    reply: RecoveryCodes,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: `${BASE}/disable`,
    tags,
    summary: 'Turn two-factor sign-in off, confirmed with a code (refused while the policy requires it)',
    body: CodeBody,
    reply: Type.Boolean(),
  }),
}
