import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SSO_PREFIX } from '@store/contract'
import { isHttps } from '../../core/https'

export { SSO_PREFIX }
export const SSO_COOKIE = 'storedesk_sso'
/** The central session's absolute lifetime; the cookie's Max-Age matches it. */
export const CENTRAL_SESSION_SECONDS = 12 * 3600

/** A fresh unguessable value: a central session's cookie or an app session's handle (256 bits). */
export const newSecret = () => randomBytes(32).toString('base64url')

export function centralCookie(req: FastifyRequest): string | undefined {
  return req.cookies[SSO_COOKIE] || undefined
}

const attributes = (req: FastifyRequest) => ({
  path: SSO_PREFIX,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isHttps(req),
})

export function setCentralCookie(req: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(SSO_COOKIE, secret, { ...attributes(req), maxAge: CENTRAL_SESSION_SECONDS })
}

export function clearCentralCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SSO_COOKIE, attributes(req))
}
