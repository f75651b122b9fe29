import fp from 'fastify-plugin'
import type { IncomingHttpHeaders } from 'node:http'
import { LoginService, type GrantContext, type TokenResponse } from './login'

/** One token request as a grant sees it: the checked client and tenant, and its parameters. */
export interface GrantCall {
  ctx: GrantContext
  headers: IncomingHttpHeaders
  /** a parameter, or an `invalid_request` refusal naming it when it is missing */
  need(name: string): string
  param(name: string): string | undefined
}

export type GrantHandler = (call: GrantCall) => Promise<TokenResponse>

declare module 'fastify' {
  interface FastifyInstance {
    /** the sign-in core every grant ends in */
    login: LoginService
    /** grant_type → handler; modules add their grants (sms, wechat, wxcp, mfa) when they register */
    grants: Map<string, GrantHandler>
  }
}

export const loginPlugin = fp(
  async (app) => {
    app.decorate('login', new LoginService(app.db, app.ids, app.tokens))
    app.decorate('grants', new Map<string, GrantHandler>())
  },
  { name: 'login', dependencies: ['db', 'auth'] },
)
