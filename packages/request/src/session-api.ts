import type { BridgePermissions, BridgeSession, BridgeTenant, BridgeUser } from '@store/bridge'
import {
  MENU_CATEGORY,
  menuEndpoints,
  oauthEndpoints,
  type MenuRoute,
  type TokenReplyBody,
} from '@store/contract'
import { call } from './call'
import type { Api } from './client'

export interface PasswordSignIn {
  tenantId: string
  username: string
  password: string
  /** the answer to a captcha of /oauth/captcha: makes it the captcha grant */
  captcha?: { key: string; code: string }
}

/** A grant of the token endpoint (contract.md "Token endpoint") for a tenant; the reply is plain OAuth JSON. */
export function tokenGrant(
  api: Api,
  tenantId: string,
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<TokenReplyBody> {
  const form = new URLSearchParams({ scope: 'all', tenantId, ...params })
  // the parameters go as a form body (not in the query string), which call's typed body does not take
  return api.post<TokenReplyBody>(oauthEndpoints.token.path, form, {
    headers: { 'Tenant-Id': tenantId, ...headers },
  })
}

/** The password grant, or the captcha grant when a captcha answer comes along. */
export function passwordGrant(
  api: Api,
  { tenantId, username, password, captcha }: PasswordSignIn,
): Promise<TokenReplyBody> {
  if (!captcha) return tokenGrant(api, tenantId, { grant_type: 'password', username, password })
  return tokenGrant(
    api,
    tenantId,
    { grant_type: 'captcha', username, password },
    { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code },
  )
}

/** The bridge's session, user and tenant from a token reply. */
export function sessionFromToken(
  reply: TokenReplyBody,
  sessionId: string | null,
  now = Date.now(),
): { session: BridgeSession; user: BridgeUser; tenant: BridgeTenant } {
  return {
    session: { accessToken: reply.access_token, sessionId, expiresAt: now + reply.expires_in * 1000 },
    user: {
      userId: reply.user_id,
      account: reply.account,
      userName: reply.user_name,
      realName: reply.real_name,
      avatar: reply.avatar,
      deptId: reply.dept_id ?? '',
      roleIds: reply.role_id.split(',').filter(Boolean),
      roleNames: reply.role_name.split(',').filter(Boolean),
    },
    tenant: { tenantId: reply.tenant_id, tenantName: '' },
  }
}

function buttonCodes(nodes: MenuRoute[], into: string[] = []): string[] {
  for (const node of nodes) {
    if (node.category === MENU_CATEGORY.button) into.push(node.code)
    if (node.children) buttonCodes(node.children, into)
  }
  return into
}

/** The signed-in user's button, tab and HOV codes and hidden columns (spec §7 menu/…). */
export async function loadPermissions(api: Api): Promise<BridgePermissions> {
  const [buttons, tabs, hovs, hidden] = await Promise.all([
    // the buttons come as menu routes, whose items' schema leaves their children unknown
    call(api, menuEndpoints.buttons) as Promise<unknown> as Promise<MenuRoute[]>,
    call(api, menuEndpoints.tabs),
    call(api, menuEndpoints.hovs),
    call(api, menuEndpoints.hideColumns),
  ])
  const hiddenColumns: Record<string, string[]> = {}
  for (const row of hidden) {
    hiddenColumns[row.resourceCode] = row.scopeValue.split(',').filter(Boolean)
  }
  return { buttons: [...new Set(buttonCodes(buttons))], tabs, hovs, hiddenColumns }
}
