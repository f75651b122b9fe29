import {
  loginEndpoints,
  type EndpointBody,
  type OAuthFailure,
  type SocialKind,
  type TokenReplyBody,
} from '@store/contract'
import { call, tokenGrant, type Api } from '@store/request'

/** A refused grant: OAuth's error and the fields the token endpoint adds to it. */
export type GrantRefusal = OAuthFailure

export const isGrantRefusal = (body: unknown): body is GrantRefusal =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'

/** SMS code purposes of modules/sms (1 reset password, 2 sign-in). */
export const SMS_TYPE = { reset: 1, signIn: 2 } as const

const withTenant = (tenantId: string) => ({ headers: { 'Tenant-Id': tenantId } })

export const tenantByDomain = (api: Api, domain: string) =>
  call(api, loginEndpoints.tenantInfo, { query: { domain } })

export const entryMode = (api: Api, tenantId: string) =>
  call(api, loginEndpoints.entryMode, { query: { tenantId } })

export const newCaptcha = (api: Api) => call(api, loginEndpoints.captcha)

/** Sends an SMS code: a single-use send token first, then the code (at most one a minute per number). */
export async function sendSmsCode(api: Api, tenantId: string, phone: string, type: number): Promise<void> {
  const { token } = await call(api, loginEndpoints.smsToken)
  await call(api, loginEndpoints.smsCode, { body: { phone, token, tenantId, type }, ...withTenant(tenantId) })
}

export const smsGrant = (api: Api, tenantId: string, phone: string, code: string) =>
  tokenGrant(api, tenantId, { grant_type: 'sms', phone, code })

export const mfaGrant = (api: Api, tenantId: string, ticket: string, code: string) =>
  tokenGrant(api, tenantId, { grant_type: 'mfa', mfa_ticket: ticket, code })

export const mfaEnrol = (api: Api, tenantId: string, ticket: string) =>
  call(api, loginEndpoints.mfaEnrol, { body: { mfa_ticket: ticket }, ...withTenant(tenantId) })

/** The WeChat kinds of modules/social: their identity look-up and their grant. */
export type { SocialKind }

const QR_CONFIG = { wechat: loginEndpoints.wechatQr, wxcp: loginEndpoints.wxcpQr } as const

/** The tenant's login QR, or null when that sign-in is not offered; back on the login page with `redirect`. */
export const socialQrConfig = (api: Api, kind: SocialKind, tenantId: string, redirect: string) =>
  call(api, QR_CONFIG[kind], { query: { tenantId, redirect } })

export async function socialSignIn(
  api: Api,
  kind: SocialKind,
  tenantId: string,
  code: string,
  state: string,
): Promise<TokenReplyBody | null> {
  if (kind === 'wechat') {
    const info = await call(api, loginEndpoints.wechatInfo, { query: { code, state, tenantId } })
    if (!info.bound) return null
    const params: Record<string, string> = { grant_type: 'wechat', openId: info.openId }
    if (info.unionId) params.unionId = info.unionId
    return tokenGrant(api, tenantId, params)
  }
  const info = await call(api, loginEndpoints.wxcpInfo, { query: { code, state, tenantId } })
  if (!info.bound) return null
  return tokenGrant(api, tenantId, {
    grant_type: 'wxcp',
    wxCpCompanyId: info.wxCpCompanyId,
    wxCpOpenId: info.wxCpOpenId,
  })
}

/** The login page's password change: every field filled in. */
export type PasswordChange = Required<EndpointBody<typeof loginEndpoints.modifyPassword>>

/** Changes a password with the old one while signed out (pwd_expired 1 or 2). */
export const modifyPassword = (api: Api, form: PasswordChange) =>
  call(api, loginEndpoints.modifyPassword, { body: form, ...withTenant(form.tenantId) })

/** Forgotten password, step 1: a checked reset code earns the validateToken (single use, 10 minutes). */
export async function checkResetCode(
  api: Api,
  tenantId: string,
  phone: string,
  code: string,
): Promise<string> {
  const { validateToken } = await call(api, loginEndpoints.checkSmsCode, {
    body: { phone, tenantId, type: SMS_TYPE.reset, code },
    ...withTenant(tenantId),
  })
  return validateToken
}

/** Step 2: the new password; a refused one leaves the validateToken usable for another try. */
export const resetPassword = (
  api: Api,
  form: { tenantId: string; phone: string; validateToken: string; pwd: string; repeatPwd: string },
) => call(api, loginEndpoints.resetPassword, { body: form, ...withTenant(form.tenantId) })
