import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { CentralSessions, endCentralSessionsOf, type Caller } from './central-sessions'
import { SSO_PREFIX, centralCookie, clearCentralCookie, setCentralCookie } from './cookie'
import { assertNotCrossSite, assertTrustedOrigin, ownOrigin } from './origins'
import { LOGIN_PAGE, MAX_RETURN_URL, parseReturnUrl, withSessionId } from './return-url'
import { errors } from '../../core/resource/route-kit'
import { TokenReply } from '@store/contract'

const BASE = `${SSO_PREFIX}/blade`
export const SESSION_HEADER = 'store-session-id'

const Redirect = Type.String({
  minLength: 1,
  maxLength: MAX_RETURN_URL,
  description: 'where to send the browser back: an absolute URL on a configured origin, or a path here',
})
const RedirectQuery = Type.Object({ redirect: Redirect, ...LangParam }, { additionalProperties: false })
const RedirectBody = Type.Object({ redirect: Redirect }, { additionalProperties: false })
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const RefreshQuery = Type.Object(
  { refresh_token: Type.String({ minLength: 1, maxLength: 512 }), ...LangParam },
  { additionalProperties: false },
)
const SessionHeader = Type.Object({
  [SESSION_HEADER]: Type.Optional(
    Type.String({ maxLength: 128, description: 'the storeSessionId the SSO server handed back' }),
  ),
})
const tags = ['sso']

const callerOf = (req: FastifyRequest): Caller => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
})
const handleOf = (req: FastifyRequest): string | undefined => {
  const value = req.headers[SESSION_HEADER]
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
        `${SESSION_HEADER}, blade-auth, content-type, accept-language`,
      )
      reply.header('access-control-max-age', '600')
    }
    return reply.status(204).send()
  })

  app.get(
    `${BASE}/current-login-token`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Browser entry: back to the return URL with a new storeSessionId when a central session lives, else to the login page',
        querystring: RedirectQuery,
        response: {
          302: Type.Null({ description: 'Location: the return URL with storeSessionId, or the login page' }),
          400: ErrorEnvelope,
          500: ErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const target = parseReturnUrl(req.query.redirect, origins, ownOrigin(req))
      const secret = centralCookie(req)
      const handle = secret ? await sessions.openAppSession(secret, target.origin, callerOf(req)) : null
      if (handle) return reply.redirect(withSessionId(target, handle), 302)
      if (secret) clearCentralCookie(req, reply)
      return reply.redirect(`${LOGIN_PAGE}?redirect=${encodeURIComponent(target.href)}`, 302)
    },
  )

  app.post(
    `${BASE}/session`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Start the browser’s central session from a sign-in made just now (sets the HttpOnly cookie); answers the return URL with storeSessionId',
        querystring: NoQuery,
        body: RedirectBody,
        response: { 200: Envelope(Type.Object({ redirect: Type.String() })), ...errors },
      },
    },
    async (req, reply) => {
      assertTrustedOrigin(req, origins)
      const target = parseReturnUrl(req.body.redirect, origins, ownOrigin(req))
      const { secret, handle } = await sessions.start(sessionOf(req), target.origin)
      // One central session per browser: the one it had (whoever it was for) ends.
      const previous = centralCookie(req)
      if (previous) await sessions.end(previous)
      setCentralCookie(req, reply, secret)
      return ok(req, { redirect: withSessionId(target, handle) })
    },
  )

  app.get(
    `${BASE}/getToken`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'The app session’s tokens, for the central session cookie and the store-session-id header together',
        querystring: NoQuery,
        headers: SessionHeader,
        response: { 200: Envelope(TokenReply), ...errors },
      },
    },
    async (req) => {
      assertTrustedOrigin(req, origins)
      return ok(req, await sessions.tokens(centralCookie(req), handleOf(req), callerOf(req)))
    },
  )

  app.get(
    `${BASE}/refreshToken`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Rotate the app session’s refresh token (cookie, store-session-id header and refresh_token); a reused one ends the session',
        querystring: RefreshQuery,
        headers: SessionHeader,
        response: { 200: Envelope(TokenReply), ...errors },
      },
    },
    async (req) => {
      assertTrustedOrigin(req, origins)
      const { refresh_token } = req.query
      return ok(req, await sessions.refresh(centralCookie(req), handleOf(req), refresh_token, callerOf(req)))
    },
  )

  app.get(
    `${BASE}/logout`,
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          'Federated logout: ends the central session and every app session under it; clears the cookie',
        querystring: NoQuery,
        headers: SessionHeader,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req, reply) => {
      assertTrustedOrigin(req, origins)
      if (!handleOf(req)) assertNotCrossSite(req, origins)
      const secret = centralCookie(req)
      if (secret) await sessions.end(secret)
      clearCentralCookie(req, reply)
      return ok(req, true)
    },
  )
}
