import type { TokenReplyBody } from '@store/contract'
import { tokenGrant, type Api } from '@store/request'

/** spec §3 Tenant, as the public tenant look-ups answer it (modules/system/tenant-routes.ts). */
export interface LoginTenant {
  tenantId: string
  tenantFullName: string
  backgroundUrl: string | null
  defaultLogin: string
  pwdLogin: number
  smsLogin: number
  wxLogin: number
  cpLogin: number
}

/** getEntryMode: the sign-in modes offered; WeChat ones only when configured on the server. */
export type EntryMode = Pick<LoginTenant, 'defaultLogin' | 'pwdLogin' | 'smsLogin' | 'wxLogin' | 'cpLogin'>

/** The fields a refused grant adds to OAuth's error (modules/auth/token-routes.ts OAuthFailure). */
export interface GrantRefusal {
  error: string
  error_description: string
  pwd_expired?: number
  mfa_ticket?: string
  mfa_enrol?: number
}

export const isGrantRefusal = (body: unknown): body is GrantRefusal =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'

/** SMS code purposes of modules/sms (1 reset password, 2 sign-in). */
export const SMS_TYPE = { reset: 1, signIn: 2 } as const

const withTenant = (tenantId: string) => ({ headers: { 'Tenant-Id': tenantId } })

export const tenantByDomain = (api: Api, domain: string) =>
  api.get<LoginTenant | null>('/api/blade-system/tenant/info', { domain })

export const entryMode = (api: Api, tenantId: string) =>
  api.get<EntryMode>('/api/store-crm/base-info/getEntryMode', { tenantId })

export const newCaptcha = (api: Api) =>
  api.get<{ key: string; image: string }>('/api/blade-auth/oauth/captcha')

/** Sends an SMS code: a single-use send token first, then the code (at most one a minute per number). */
export async function sendSmsCode(api: Api, tenantId: string, phone: string, type: number): Promise<void> {
  const { token } = await api.post<{ token: string }>('/api/blade-resource/sendSms/getSmsToken')
  await api.post<boolean>(
    '/api/blade-resource/sendSms/getSmsCode',
    { phone, token, tenantId, type },
    withTenant(tenantId),
  )
}

export const smsGrant = (api: Api, tenantId: string, phone: string, code: string) =>
  tokenGrant(api, tenantId, { grant_type: 'sms', phone, code })

export const mfaGrant = (api: Api, tenantId: string, ticket: string, code: string) =>
  tokenGrant(api, tenantId, { grant_type: 'mfa', mfa_ticket: ticket, code })

export const mfaEnrol = (api: Api, tenantId: string, ticket: string) =>
  api.post<{ secret: string; otpauthUrl: string; qrCode: string }>(
    '/api/blade-auth/oauth/mfa/enrol',
    { mfa_ticket: ticket },
    withTenant(tenantId),
  )

/** The WeChat kinds of modules/social: their identity look-up and their grant. */
export type SocialKind = 'wechat' | 'wxcp'

/** What the login QR of a tenant needs (modules/social/qr-routes.ts; never a secret). */
export interface SocialQrConfig {
  appId: string
  agentId: string | null
  redirectUri: string
  state: string
  /** what the QR encodes */
  authorizeUrl: string
}

const QR_CONFIG: Record<SocialKind, string> = {
  wechat: '/api/store-wx/weixin/op/qr-config',
  wxcp: '/api/store-qywx/weixin/cp/qr-config',
}

/** The tenant's login QR, or null when that sign-in is not offered; back on the login page with `redirect`. */
export const socialQrConfig = (api: Api, kind: SocialKind, tenantId: string, redirect: string) =>
  api.get<SocialQrConfig | null>(QR_CONFIG[kind], { tenantId, redirect })

export async function socialSignIn(
  api: Api,
  kind: SocialKind,
  tenantId: string,
  code: string,
  state: string,
): Promise<TokenReplyBody | null> {
  if (kind === 'wechat') {
    const info = await api.get<{ openId: string; unionId: string | null; bound: boolean }>(
      '/api/store-wx/weixin/op/info',
      { code, state, tenantId },
    )
    if (!info.bound) return null
    const params: Record<string, string> = { grant_type: 'wechat', openId: info.openId }
    if (info.unionId) params.unionId = info.unionId
    return tokenGrant(api, tenantId, params)
  }
  const info = await api.get<{ wxCpCompanyId: string; wxCpOpenId: string; bound: boolean }>(
    '/api/store-qywx/weixin/cp/info',
    { code, state, tenantId },
  )
  if (!info.bound) return null
  return tokenGrant(api, tenantId, {
    grant_type: 'wxcp',
    wxCpCompanyId: info.wxCpCompanyId,
    wxCpOpenId: info.wxCpOpenId,
  })
}

export interface PasswordChange {
  username: string
  tenantId: string
  oldPassword: string
  newPassword: string
  newPassword1: string
}

/** Changes a password with the old one while signed out (pwd_expired 1 or 2). */
export const modifyPassword = (api: Api, form: PasswordChange) =>
  api.post<boolean>('/api/blade-auth/oauth/modify-password', form, withTenant(form.tenantId))

/** Forgotten password, step 1: a checked reset code earns the validateToken (single use, 10 minutes). */
export async function checkResetCode(
  api: Api,
  tenantId: string,
  phone: string,
  code: string,
): Promise<string> {
  const { validateToken } = await api.post<{ validateToken: string }>(
    '/api/blade-resource/sendSms/checkSmsCode',
    { phone, tenantId, type: SMS_TYPE.reset, code },
    withTenant(tenantId),
  )
  return validateToken
}

/** Step 2: the new password; a refused one leaves the validateToken usable for another try. */
export const resetPassword = (
  api: Api,
  form: { tenantId: string; phone: string; validateToken: string; pwd: string; repeatPwd: string },
) => api.post<boolean>('/api/blade-user/resetPwd', form, withTenant(form.tenantId))
