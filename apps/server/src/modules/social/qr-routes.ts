import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, loginEndpoints } from '@store/contract'
import type { OAuthProviderConfig } from '../../config'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { LOGIN_PAGE, ownOrigin, parseReturnUrl } from '../sso'
import { loginTenantOf } from '../tenant'
import { LOGIN_FLAG, type SocialKind } from './kinds'

/** WeChat's web authorisation page; enterprise WeChat's takes the same parameters plus `agentid`. */
export const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'

const fieldLabels: FieldLabels = {
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  redirect: { zh_CN: '返回地址', zh_HK: '返回地址', en: 'Return URL' },
}

/**
 * What the login page needs to draw the WeChat or enterprise-WeChat QR for a tenant, and nothing
 * more: the ids are public in every authorisation URL; the secret stays on the server.
 */
export default async function qrRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const qrConfig = async (req: FastifyRequest, kind: SocialKind, redirect: string | undefined) => {
    const provider: OAuthProviderConfig | undefined = app.config[kind]
    const t = await loginTenantOf(app.db, req)
    if (!provider || t[LOGIN_FLAG[kind]] !== 1) return null
    const back = new URL(LOGIN_PAGE, ownOrigin(req))
    if (redirect)
      back.searchParams.set(
        'redirect',
        parseReturnUrl(redirect, app.config.ssoReturnOrigins, ownOrigin(req)).href,
      )
    const state = `${kind}.${randomBytes(12).toString('base64url')}`
    const agentId = kind === 'wxcp' ? (provider.agentId ?? null) : null
    const url = new URL(AUTHORIZE_URL)
    url.search = new URLSearchParams({
      appid: provider.appId,
      redirect_uri: back.href,
      response_type: 'code',
      scope: 'snsapi_base',
      state,
      ...(agentId && { agentid: agentId }),
    }).toString()
    url.hash = 'wechat_redirect'
    return { appId: provider.appId, agentId, redirectUri: back.href, state, authorizeUrl: url.href }
  }

  const routes = [
    { kind: 'wechat', endpoint: loginEndpoints.wechatQr },
    { kind: 'wxcp', endpoint: loginEndpoints.wxcpQr },
  ] as const
  for (const { kind, endpoint } of routes) {
    endpointRoute(app, endpoint, {
      config: { public: true, fieldLabels },
      errors: { 400: ErrorEnvelope, 500: ErrorEnvelope },
      handler: async (req) => ok(req, await qrConfig(req, kind, req.query.redirect)),
    })
  }
}
