import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam, TenantId } from '@store/contract'
import type { OAuthProviderConfig } from '../../config'
import { ok, type FieldLabels } from '../../core/envelope'
import { LOGIN_PAGE, MAX_RETURN_URL, ownOrigin, parseReturnUrl } from '../sso'
import { loginTenantOf } from '../system'
import { LOGIN_FLAG, type SocialKind } from './kinds'

/** WeChat's web authorisation page; enterprise WeChat's takes the same parameters plus `agentid`. */
export const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize'

const QrQuery = Type.Object(
  {
    /** Without it, the Tenant-Id header names the tenant (contract.md "Headers"). */
    tenantId: Type.Optional(TenantId),
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
const QrConfig = Type.Union([
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
    { kind: 'wechat', url: '/api/store-wx/weixin/op/qr-config', name: 'WeChat (official account)' },
    { kind: 'wxcp', url: '/api/store-qywx/weixin/cp/qr-config', name: 'Enterprise WeChat' },
  ] as const
  for (const { kind, url, name } of routes) {
    app.get(
      url,
      {
        config: { public: true, fieldLabels },
        schema: {
          tags: ['wechat'],
          summary: `${name} login QR of the tenant: app id, agent id, redirect URI, state and the authorisation URL; null when not offered`,
          security: [],
          querystring: QrQuery,
          response: { 200: Envelope(QrConfig), 400: ErrorEnvelope, 500: ErrorEnvelope },
        },
      },
      async (req) => ok(req, await qrConfig(req, kind, req.query.redirect)),
    )
  }
}
