import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { isHttps } from './https'

declare module 'fastify' {
  interface FastifyInstance {
    /** the CSP's sub-app origins beyond the configured ones: those of the registry's published builds */
    allowSubAppOrigins(origins: readonly string[]): void
  }
}

/**
 * The Content-Security-Policy of every answer (docs/security.md "Headers and limits"). Scripts only
 * from this server and the configured sub-app origins, none inline; 'unsafe-eval' because qiankun
 * (import-html-entry) runs a sandboxed sub-app's fetched scripts through eval. Inline styles because
 * antd writes its CSS-in-JS as <style> elements and the prerendered login page carries them inline.
 * Frames may show this server and the http(s) pages menus embed (/myiframe, iframe sub-apps); only
 * this server may frame it; forms stay here (or go to the SSO return origins); no plugins.
 */
export function contentSecurityPolicy(
  subAppOrigins: readonly string[],
  formOrigins: readonly string[],
): string {
  const extra = subAppOrigins.join(' ')
  const with_ = (...sources: string[]) => [...sources, extra].filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src ${with_(`'self'`, `'unsafe-eval'`)}`,
    `style-src ${with_(`'self'`, `'unsafe-inline'`)}`,
    `img-src 'self' data: blob: https:`,
    `font-src ${with_(`'self'`, 'data:')}`,
    `connect-src ${with_(`'self'`)}`,
    `frame-src 'self' https: http:`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${[`'self'`, ...formOrigins].join(' ')}`,
  ].join('; ')
}

const HSTS = 'max-age=15552000; includeSubDomains'

/** helmet's defences, set by hand on every answer: no framing by other sites, no sniffing, a CSP. */
export const securityHeadersPlugin = fp(
  async (app, opts: { subAppOrigins: readonly string[]; formOrigins: readonly string[] }) => {
    let csp = contentSecurityPolicy(opts.subAppOrigins, opts.formOrigins)
    app.decorate('allowSubAppOrigins', (origins: readonly string[]) => {
      const all = [...new Set([...opts.subAppOrigins, ...origins])]
      csp = contentSecurityPolicy(all, opts.formOrigins)
    })
    app.addHook('onRequest', async (req: FastifyRequest, reply) => {
      reply
        .header('content-security-policy', csp)
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'SAMEORIGIN')
        // keeps the origin on cross-site requests: the SSO logout's CSRF check reads it (sso/origins.ts)
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .header('x-dns-prefetch-control', 'off')
        .header('x-permitted-cross-domain-policies', 'none')
        .header('origin-agent-cluster', '?1')
      if (isHttps(req)) reply.header('strict-transport-security', HSTS)
    })
  },
  { name: 'security-headers' },
)
