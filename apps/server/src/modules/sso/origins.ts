import type { FastifyRequest } from 'fastify'
import { AppError } from '../../core/errors'

/** The origin this server was reached on, e.g. `http://localhost:8080` (default ports dropped). */
export function ownOrigin(req: FastifyRequest): string {
  return new URL(`${req.protocol}://${req.host}`).origin
}

/**
 * A configured return origin, or this server's own host. The host is compared under the caller's
 * scheme, because behind a TLS-terminating proxy the request itself arrives as http.
 */
export function isTrustedOrigin(origin: string, req: FastifyRequest, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true
  try {
    const url = new URL(origin)
    return /^https?:$/.test(url.protocol) && url.host === new URL(`${url.protocol}//${req.host}`).host
  } catch {
    return false
  }
}

const refused = (origin: string) => new AppError(403, 403, 'ssoOriginRefused', { origin })

/**
 * CSRF defence of every endpoint that acts on the central session's cookie: a request that names
 * its origin (browsers do on every cross-origin and every POST request) must come from a trusted one.
 */
export function assertTrustedOrigin(req: FastifyRequest, allowed: readonly string[]): void {
  const origin = req.headers.origin
  if (origin !== undefined && !isTrustedOrigin(origin, req, allowed)) throw refused(origin)
}

/**
 * For a cookie-only request without the `store-session-id` header (whose preflight would otherwise
 * stop a foreign page): refuse what the browser marks as cross-site, or, from a browser without
 * fetch metadata, a foreign Referer. A link on another site thus cannot end the user's sessions.
 */
export function assertNotCrossSite(req: FastifyRequest, allowed: readonly string[]): void {
  const site = req.headers['sec-fetch-site']
  if (site === 'cross-site') throw refused('cross-site')
  const referer = req.headers.referer
  if (site === undefined && referer) {
    let origin: string
    try {
      origin = new URL(referer).origin
    } catch {
      throw refused('null')
    }
    if (!isTrustedOrigin(origin, req, allowed)) throw refused(origin)
  }
}
