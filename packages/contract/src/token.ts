import { Type, type Static } from 'typebox'

/** The token answer of contract.md "Token endpoint" (plain OAuth JSON, not the envelope). */
export const TokenReply = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
  scope: Type.String(),
  tenant_id: Type.String(),
  user_id: Type.String(),
  dept_id: Type.Union([Type.String(), Type.Null()]),
  role_id: Type.String(),
  account: Type.String(),
  user_name: Type.String(),
  real_name: Type.String(),
  role_name: Type.String({ description: 'the role aliases, comma-separated (what meta.roles names)' }),
  avatar: Type.String(),
  pwd_expired: Type.Integer(),
  recovery_codes: Type.Optional(
    Type.Array(Type.String(), { description: 'mfa grant that enrolled the authenticator: shown once' }),
  ),
})

export type TokenReplyBody = Static<typeof TokenReply>

/** A refused grant (plain OAuth JSON): OAuth's error, and what the login page does next. */
export const OAuthFailure = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
  pwd_expired: Type.Optional(Type.Integer({ description: '1 expired, 2 initial password: change it first' })),
  mfa_ticket: Type.Optional(
    Type.String({ description: 'mfa_required: the ticket the mfa grant trades with a code (5 minutes)' }),
  ),
  mfa_enrol: Type.Optional(
    Type.Integer({ description: 'mfa_required: 1 when the authenticator must be enrolled first' }),
  ),
})
export type OAuthFailure = Static<typeof OAuthFailure>
