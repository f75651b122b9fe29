import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { OAuthFailure, translate, loginEndpoints, oauthEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { consumeCaptcha, createCaptcha } from './captcha'
import { ClientVerifier } from './clients'
import type { GrantCall } from './grants'
import { OAuthError, type GrantContext } from './login'

type TokenParams = Record<string, string | undefined>

/** Token parameters from the query string and the form body; the tenant from its header first. */
function tokenParamsOf(req: FastifyRequest): { p: TokenParams; tenantId: string | undefined } {
  const p: TokenParams = { ...(req.query as TokenParams), ...((req.body as TokenParams | undefined) ?? {}) }
  const header = req.headers['tenant-id']
  return { p, tenantId: (typeof header === 'string' && header) || p.tenantId }
}

/** The account a sign-in tries (tenant and user name), counted by the per-account rate limit. */
function signInAccount(req: FastifyRequest): string | undefined {
  const { p, tenantId } = tokenParamsOf(req)
  return p.username ? `${tenantId ?? ''}:${p.username.toLowerCase()}` : undefined
}

/** The token endpoint, captcha and logout of spec §7 Auth. */
export default async function tokenRoutes(app: FastifyInstance) {
  const clients = new ClientVerifier(app.db)
  const { login, grants } = app
  grants.set('password', async ({ ctx, headers, need }) => {
    const key = headers['captcha-key']
    const code = headers['captcha-code']
    const captchaPassed =
      typeof key === 'string' && typeof code === 'string'
        ? await consumeCaptcha(app.db, key, code)
        : undefined
    return login.password(ctx, need('username'), need('password'), captchaPassed)
  })
  grants.set('captcha', grants.get('password')!)
  grants.set('refresh_token', ({ ctx, need }) => login.refresh(ctx, need('refresh_token')))

  const fail = (req: FastifyRequest, reply: FastifyReply, err: OAuthError) =>
    reply.status(err.status).send({
      error: err.error,
      error_description: translate(err.key, req.locale, err.params),
      ...err.extra,
    })

  endpointRoute(app, oauthEndpoints.token, {
    config: { public: true, rateLimitAccount: signInAccount },
    attachValidation: true,
    errors: { 400: OAuthFailure, 401: OAuthFailure },
    handler: async (req, reply) => {
      const { p, tenantId } = tokenParamsOf(req)
      try {
        if (req.validationError)
          throw new OAuthError(400, 'invalid_request', 'missingParameter', { name: 'grant_type' })
        const client = await clients.verify(req.headers.authorization)
        if (!client) throw new OAuthError(401, 'invalid_client', 'invalidClient')
        if (!tenantId) throw new OAuthError(400, 'invalid_request', 'tenantIdMissing')
        const ctx: GrantContext = {
          client,
          tenantId,
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
        }
        const call: GrantCall = {
          ctx,
          headers: req.headers,
          param: (name) => p[name] || undefined,
          need: (name) => {
            const value = p[name]
            if (!value) throw new OAuthError(400, 'invalid_request', 'missingParameter', { name })
            return value
          },
        }
        const handler = p.grant_type ? grants.get(p.grant_type) : undefined
        if (!handler) throw new OAuthError(400, 'unsupported_grant_type', 'unsupportedGrant')
        return await handler(call)
      } catch (err) {
        if (err instanceof OAuthError) return fail(req, reply, err)
        throw err
      }
    },
  })

  // registered as before, without query or reply schemas (the OpenAPI document unchanged)
  endpointRoute(app, loginEndpoints.captcha, {
    config: { public: true },
    replySchemas: false,
    handler: async (req) => ok(req, await createCaptcha(app.db)),
  })

  const logout = async (req: FastifyRequest) => {
    await login.logout(sessionOf(req))
    return ok(req, true)
  }
  for (const endpoint of [oauthEndpoints.logout, oauthEndpoints.logoutPost])
    endpointRoute(app, endpoint, { config: { permission: SIGNED_IN }, replySchemas: false, handler: logout })
}
