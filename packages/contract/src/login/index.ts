import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { TenantId } from '../envelope'
import { LangParam } from '../resource'

/** A public call of the login page: no bearer token. */
const security: Record<string, string[]>[] = []
/** Without it, the Tenant-Id header names the tenant (contract.md "Headers"). */
const TenantQueryParam = Type.Optional(TenantId)
/** Left optional in the schemas: the handlers answer spec §5's own messages for a missing one. */
export const Secret = (description: string) => Type.Optional(Type.String({ maxLength: 128, description }))
export const TenantParam = Type.Optional(
  Type.String({ maxLength: 12, description: 'tenant (the Tenant-Id header wins when both are sent)' }),
)

/** spec §3 Tenant, as the public tenant look-ups answer it. */
export const LoginTenant = Type.Object(
  {
    tenantId: Type.String(),
    tenantFullName: Type.String(),
    backgroundUrl: Type.Union([Type.String(), Type.Null()]),
    defaultLogin: Type.String({ description: 'the login form shown first: pwd, sms, wx or cp' }),
    pwdLogin: Type.Integer({ description: 'password login offered (0/1)' }),
    smsLogin: Type.Integer({ description: 'SMS login offered (0/1)' }),
    wxLogin: Type.Integer({ description: 'WeChat login offered (0/1)' }),
    cpLogin: Type.Integer({ description: 'enterprise WeChat login offered (0/1)' }),
  },
  { additionalProperties: false },
)
export type LoginTenant = Static<typeof LoginTenant>

/** getEntryMode: the sign-in modes offered; WeChat ones only when configured on the server. */
export const EntryMode = Type.Object({
  defaultLogin: Type.String({ description: 'the login form shown first: pwd, sms, wx or cp' }),
  pwdLogin: Type.Integer({ description: 'password login offered (0/1)' }),
  smsLogin: Type.Integer({ description: 'SMS login offered (0/1)' }),
  wxLogin: Type.Integer({
    description: 'WeChat login offered (0/1): the tenant allows it and it is configured',
  }),
  cpLogin: Type.Integer({
    description: 'enterprise WeChat login offered (0/1): the tenant allows it and it is configured',
  }),
})
export type EntryMode = Static<typeof EntryMode>

/** WeChat (official account) and enterprise WeChat. */
export const SocialKind = Type.Union([Type.Literal('wechat'), Type.Literal('wxcp')])
export type SocialKind = Static<typeof SocialKind>
export const SOCIAL_KINDS: readonly SocialKind[] = ['wechat', 'wxcp']

/** A sign-in code from the provider's redirect, and the page's own `state` (its CSRF check, not ours). */
export const SocialCodeQuery = {
  code: Type.String({ minLength: 1, maxLength: 512, description: 'the code WeChat redirected back with' }),
  state: Type.Optional(Type.String({ maxLength: 128, description: 'echoed by WeChat; checked by the page' })),
  ...LangParam,
}
const SocialInfoQuery = Type.Object(
  { ...SocialCodeQuery, tenantId: TenantQueryParam },
  { additionalProperties: false },
)

/** The longest return URL an SSO client or the login page may name. */
export const MAX_RETURN_URL = 2048

const QrQuery = Type.Object(
  {
    tenantId: TenantQueryParam,
    redirect: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_RETURN_URL,
        description: 'the login page’s own return URL, kept in redirect_uri (an SSO return URL)',
      }),
    ),
    ...LangParam,
  },
  { additionalProperties: false },
)
/** What the login QR of a tenant needs (never a secret); null when that sign-in is not offered. */
export const SocialQrConfig = Type.Union([
  Type.Null({ description: 'not offered: the provider is not configured or the tenant has it off' }),
  Type.Object({
    appId: Type.String({ description: 'the official account’s app id, or the enterprise corp id' }),
    agentId: Type.Union([Type.String(), Type.Null()], {
      description: 'enterprise WeChat: the sign-in application’s agent id',
    }),
    redirectUri: Type.String({ description: 'the login page WeChat sends the code back to' }),
    state: Type.String({ description: '<kind>.<random>: tells the page which provider the code is for' }),
    authorizeUrl: Type.String({ description: 'what the QR encodes' }),
  }),
])
export type SocialQrConfig = NonNullable<Static<typeof SocialQrConfig>>

const qrSummary = (name: string) =>
  `${name} login QR of the tenant: app id, agent id, redirect URI, state and the authorisation URL; null when not offered`

export const smsType = (options: { default?: number } = {}) =>
  Type.Integer({
    minimum: 1,
    maximum: 3,
    description: '1 reset password, 2 sign-in, 3 bind phone',
    ...options,
  })
/** Left free in the schema: the handler answers spec §5's own messages for a missing or bad number. */
export const Phone = Type.Optional(Type.String({ description: 'mobile number: 11 digits starting with 1' }))

/** A new TOTP secret (at login or in the personal centre), shown at enrolment only. */
export const MfaEnrolment = Type.Object({
  secret: Type.String({ description: 'base32; shown at enrolment only' }),
  otpauthUrl: Type.String(),
  qrCode: Type.String({ description: 'the otpauth URL as a PNG data URL' }),
})
export type MfaEnrolment = Static<typeof MfaEnrolment>

/** The login page's calls before a token: its tenant, captcha, SMS codes, WeChat, passwords, MFA enrolment. */
export const loginEndpoints = {
  tenantInfo: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/tenant/info',
    tags: ['tenant'],
    summary: 'The login page’s tenant by domain; data null when no enabled tenant has the domain',
    security,
    query: Type.Object(
      {
        domain: Type.String({ maxLength: 255, description: 'the domain the login page is served from' }),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Union([LoginTenant, Type.Null()]),
  }),
  tenantDetail: defineEndpoint({
    method: 'GET',
    path: '/api/blade-system/tenant/detailByTenantId',
    tags: ['tenant'],
    summary: 'The login page’s tenant by id; 400 “未查询到租户ID” when there is none',
    security,
    query: Type.Object({ tenantId: TenantQueryParam, ...LangParam }, { additionalProperties: false }),
    reply: LoginTenant,
  }),
  entryMode: defineEndpoint({
    method: 'GET',
    path: '/api/store-crm/base-info/getEntryMode',
    tags: ['tenant'],
    summary: 'The tenant’s sign-in modes for the login page; 400 “未查询到租户ID” when there is none',
    security,
    query: Type.Object({ tenantId: TenantQueryParam, ...LangParam }, { additionalProperties: false }),
    reply: EntryMode,
  }),
  /** its route checks no query and has no reply schema (the OpenAPI document as it was): `reply` types the client */
  captcha: defineEndpoint({
    method: 'GET',
    path: '/api/blade-auth/oauth/captcha',
    tags: ['auth'],
    summary: 'A captcha: its key and picture (data URL); the answer is single use for 5 minutes',
    query: null,
    reply: Type.Object({ key: Type.String(), image: Type.String() }),
  }),
  smsToken: defineEndpoint({
    method: 'POST',
    path: '/api/blade-resource/sendSms/getSmsToken',
    tags: ['sms'],
    summary: 'A send token for getSmsCode: single use, 5 minutes',
    reply: Type.Object({ token: Type.String() }),
  }),
  smsCode: defineEndpoint({
    method: 'POST',
    path: '/api/blade-resource/sendSms/getSmsCode',
    tags: ['sms'],
    summary:
      'Send a 6-digit code (type 1 reset password, 2 sign-in, 3 bind phone); at most 1 a minute and 10 a day per number',
    body: Type.Object(
      {
        phone: Phone,
        token: Type.String({ minLength: 1, maxLength: 128, description: 'from getSmsToken, single use' }),
        tenantId: TenantParam,
        type: smsType(),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  checkSmsCode: defineEndpoint({
    method: 'POST',
    path: '/api/blade-resource/sendSms/checkSmsCode',
    tags: ['sms'],
    summary: 'Check a reset code (type 1): answers the validateToken resetPwd needs (single use, 10 minutes)',
    body: Type.Object(
      {
        phone: Phone,
        tenantId: TenantParam,
        type: smsType(),
        code: Type.String({ minLength: 1, maxLength: 16, description: 'the 6-digit code of the SMS' }),
      },
      { additionalProperties: false },
    ),
    reply: Type.Object({ validateToken: Type.String() }),
  }),
  mfaEnrol: defineEndpoint({
    method: 'POST',
    path: '/api/blade-auth/oauth/mfa/enrol',
    tags: ['mfa'],
    summary:
      'Enrolment at login: for a ticket with mfa_enrol 1 (Tenant-Id header), a new TOTP secret and its QR code',
    body: Type.Object(
      {
        mfa_ticket: Type.String({
          minLength: 1,
          maxLength: 128,
          description: 'from the mfa_required answer',
        }),
      },
      { additionalProperties: false },
    ),
    reply: MfaEnrolment,
  }),
  wechatQr: defineEndpoint({
    method: 'GET',
    path: '/api/store-wx/weixin/op/qr-config',
    tags: ['wechat'],
    summary: qrSummary('WeChat (official account)'),
    security,
    query: QrQuery,
    reply: SocialQrConfig,
  }),
  wxcpQr: defineEndpoint({
    method: 'GET',
    path: '/api/store-qywx/weixin/cp/qr-config',
    tags: ['wechat'],
    summary: qrSummary('Enterprise WeChat'),
    security,
    query: QrQuery,
    reply: SocialQrConfig,
  }),
  wechatInfo: defineEndpoint({
    method: 'GET',
    path: '/api/store-wx/weixin/op/info',
    tags: ['wechat'],
    summary: 'WeChat (official account) code → openId and unionId; allows one wechat grant in 5 minutes',
    security,
    query: SocialInfoQuery,
    reply: Type.Object({
      openId: Type.String(),
      unionId: Type.Union([Type.String(), Type.Null()]),
      bound: Type.Boolean({
        description: 'an account of the tenant has this WeChat: the wechat grant may follow',
      }),
    }),
  }),
  wxcpInfo: defineEndpoint({
    method: 'GET',
    path: '/api/store-qywx/weixin/cp/info',
    tags: ['wechat'],
    summary: 'Enterprise WeChat code → corp id and user; allows one wxcp grant in 5 minutes',
    security,
    query: SocialInfoQuery,
    reply: Type.Object({
      wxCpCompanyId: Type.String(),
      wxCpOpenId: Type.String(),
      bound: Type.Boolean({ description: 'an account of the tenant has it: the wxcp grant may follow' }),
    }),
  }),
  modifyPassword: defineEndpoint({
    method: 'POST',
    path: '/api/blade-auth/oauth/modify-password',
    tags: ['auth'],
    summary:
      'Change a password with the old one, signed out (login page, pwd_expired 1 or 2); a wrong old password counts toward the lockout',
    body: Type.Object(
      {
        username: Type.String({ minLength: 1, maxLength: 64, description: 'the account' }),
        tenantId: TenantParam,
        oldPassword: Secret('the current password'),
        newPassword: Secret('the new password'),
        newPassword1: Secret('the new password again'),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/blade-user/resetPwd',
    tags: ['user'],
    summary:
      'Reset a forgotten password with the validateToken of checkSmsCode; every session of the account ends',
    body: Type.Object(
      {
        pwd: Secret('the new password'),
        repeatPwd: Secret('the new password again'),
        validateToken: Secret('from checkSmsCode: single use, 10 minutes'),
        phone: Type.Optional(Type.String({ description: 'the number the validateToken was issued for' })),
        tenantId: TenantParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
