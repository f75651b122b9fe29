import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { forbidden, forcedOffline, unauthorized } from './errors'
import { TokenSigner, type Session } from './tokens'

/** The permission of routes any signed-in user may call (their own profile, logout). */
export const SIGNED_IN = '@signed-in'

/** Every route says what it needs: a permission code (or any of several), or that it is public. */
export interface RouteAccess {
  permission?: string | string[]
  public?: boolean
}

/** Answers which permission codes a session holds; `'all'` for a tenant administrator. */
export interface SessionRevocations {
  reasonFor(sessionId: string): Promise<string | null>
}

export interface PermissionSource {
  codesOf(session: Session): Promise<ReadonlySet<string> | 'all'>
  /** Drops cached answers of the tenant (every tenant's without one): grants changed. */
  invalidate(tenantId?: string): void
}

/** One /api route and what it needs, as declared. */
export interface DeclaredRoute extends RouteAccess {
  method: string
  url: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api route with its declared access: the permission matrix tests walk it */
    declaredRoutes: DeclaredRoute[]
    tokens: TokenSigner
    permissionSource: PermissionSource
    revocations: SessionRevocations
  }
  interface FastifyRequest {
    session: Session | null
  }
  interface FastifyContextConfig {
    permission?: string | string[]
    public?: boolean
  }
}

const BEARER = /^bearer\s+(\S+)$/i

/** The signed-in session of a guarded route (the guard has already refused anonymous calls). */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw unauthorized()
  return req.session
}

export async function hasPermission(req: FastifyRequest, code: string): Promise<boolean> {
  const codes = await req.server.permissionSource.codesOf(sessionOf(req))
  return codes === 'all' || codes.has(code)
}

export async function assertPermission(req: FastifyRequest, code: string): Promise<void> {
  if (!(await hasPermission(req, code))) throw forbidden(code)
}

/**
 * The guard: an /api route that declares neither a permission nor `public` fails the boot; a guarded
 * route gets 401 without a valid `Blade-Auth` token and 403 without its permission, before its
 * body is even read.
 */
export const authPlugin = fp(
  async (app, opts: { jwtSecret: string }) => {
    app.decorate('tokens', new TokenSigner(opts.jwtSecret))
    app.decorateRequest('session', null)
    app.decorate('declaredRoutes', [])

    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as RouteAccess
      if (route.url.startsWith('/api/')) {
        for (const method of [route.method].flat())
          app.declaredRoutes.push({
            method,
            url: route.url,
            permission: config.permission,
            public: config.public,
          })
      }
      if (
        route.url.startsWith('/api/') &&
        !route.url.startsWith('/api/docs') &&
        !config.public &&
        !config.permission
      ) {
        throw new Error(`Route ${route.method} ${route.url} declares neither a permission nor public`)
      }
    })

    app.addHook('onRequest', async (req) => {
      const config = req.routeOptions.config as RouteAccess
      if (config.public || !config.permission) return
      const header = req.headers['blade-auth']
      const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined
      const session = token ? await app.tokens.verify(token) : null
      if (!session) throw unauthorized()
      const revoked = await app.revocations.reasonFor(session.sessionId)
      if (revoked) throw revoked === 'forced_offline' ? forcedOffline() : unauthorized()
      req.session = session
      if (config.permission === SIGNED_IN) return
      const needed = Array.isArray(config.permission) ? config.permission : [config.permission]
      const codes = await app.permissionSource.codesOf(session)
      if (codes !== 'all' && !needed.some((c) => codes.has(c))) throw forbidden(needed.join(' | '))
    })
  },
  { name: 'auth', dependencies: ['envelope', 'permission-source', 'revocations'] },
)
