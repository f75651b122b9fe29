import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, SSO_SESSION_HEADER, ssoEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { CentralSessions, endCentralSessionsOf, type Caller } from './central-sessions'
import { SSO_PREFIX, centralCookie, clearCentralCookie, setCentralCookie } from './cookie'
import { assertNotCrossSite, assertTrustedOrigin, ownOrigin } from './origins'
import { LOGIN_PAGE, parseReturnUrl, withSessionId } from './return-url'

const BASE = `${SSO_PREFIX}/blade`

const callerOf = (req: FastifyRequest): Caller => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
})
const handleOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[SSO_SESSION_HEADER]
  return typeof value === 'string' && value ? value : undefined
}

/** spec §4 Session start and Logout, §7 Auth: the single sign-on server (protocol: docs/sso.md). */
export default async function ssoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // Registered here, so that only the SSO routes read cookies.
  await app.register(cookie)
  const sessions = new CentralSessions(app.db, app.login, app.tokens)
  app.login.forcedOffline = endCentralSessionsOf
  const origins = app.config.ssoReturnOrigins

  // Applications on the other configured origins call getToken, refreshToken and logout with the
  // cookie; every other origin gets no CORS grant, so its preflight fails.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store')
    const origin = req.headers.origin
    if (origin && origins.includes(origin)) {
      reply.header('access-control-allow-origin', origin)
      reply.header('access-control-allow-credentials', 'true')
      reply.header('vary', 'Origin')
    }
  })
  app.options(`${BASE}/*`, { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('access-control-allow-methods', 'GET, POST')
      reply.header(
        'access-control-allow-headers',
        `${SSO_SESSION_HEADER}, blade-auth, content-type, accept-language`,
      )
      reply.header('access-control-max-age', '600')
    }
    return reply.status(204).send()
  })

  endpointRoute(app, ssoEndpoints.currentLoginToken, {
    errors: { 400: ErrorEnvelope, 500: ErrorEnvelope },
    config: { public: true },
    handler: async (req, reply) => {
      const target = parseReturnUrl(req.query.redirect, origins, ownOrigin(req))
      const secret = centralCookie(req)
      const handle = secret ? await sessions.openAppSession(secret, target.origin, callerOf(req)) : null
      if (handle) return reply.redirect(withSessionId(target, handle), 302)
      if (secret) clearCentralCookie(req, reply)
      return reply.redirect(`${LOGIN_PAGE}?redirect=${encodeURIComponent(target.href)}`, 302)
    },
  })

  endpointRoute(app, ssoEndpoints.session, {
    config: { permission: SIGNED_IN },
    handler: async (req, reply) => {
      assertTrustedOrigin(req, origins)
      const target = parseReturnUrl(req.body.redirect, origins, ownOrigin(req))
      const { secret, handle } = await sessions.start(sessionOf(req), target.origin)
      // One central session per browser: the one it had (whoever it was for) ends.
      const previous = centralCookie(req)
      if (previous) await sessions.end(previous)
      setCentralCookie(req, reply, secret)
      return ok(req, { redirect: withSessionId(target, handle) })
    },
  })

  endpointRoute(app, ssoEndpoints.getToken, {
    config: { public: true },
    handler: async (req) => {
      assertTrustedOrigin(req, origins)
      return ok(req, await sessions.tokens(centralCookie(req), handleOf(req), callerOf(req)))
    },
  })

  endpointRoute(app, ssoEndpoints.refreshToken, {
    config: { public: true },
    handler: async (req) => {
      assertTrustedOrigin(req, origins)
      const { refresh_token } = req.query
      return ok(req, await sessions.refresh(centralCookie(req), handleOf(req), refresh_token, callerOf(req)))
    },
  })

  endpointRoute(app, ssoEndpoints.logout, {
    config: { public: true },
    handler: async (req, reply) => {
      assertTrustedOrigin(req, origins)
      if (!handleOf(req)) assertNotCrossSite(req, origins)
      const secret = centralCookie(req)
      if (secret) await sessions.end(secret)
      clearCentralCookie(req, reply)
      return ok(req, true)
    },
  })
}
