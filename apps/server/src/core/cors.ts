import fp from 'fastify-plugin'
import { SSO_PREFIX } from '../modules/sso/cookie'

const ALLOWED_HEADERS =
  'authorization, blade-auth, tenant-id, store-session-id, captcha-key, captcha-code, content-type, accept-language'

/**
 * CORS of the API (docs/configuration.md STOREDESK_CORS_ORIGINS): by default none, so a page on
 * another origin can neither read an answer nor pass a preflight; a configured origin may call with
 * the headers the shell sends. The SSO routes answer their own origins (modules/sso/routes.ts), and
 * sub-app files are public to every origin (modules/micro/static-routes.ts).
 */
export const corsPlugin = fp(
  async (app, opts: { origins: readonly string[] }) => {
    const allowed = new Set(opts.origins)
    const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith(`${SSO_PREFIX}/`)

    app.addHook('onRequest', async (req, reply) => {
      if (!isApi(req.url)) return
      reply.header('vary', 'Origin')
      const origin = req.headers.origin
      if (origin && allowed.has(origin)) reply.header('access-control-allow-origin', origin)
    })

    app.options('/api/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      if (reply.hasHeader('access-control-allow-origin')) {
        reply
          .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', '600')
      }
      return reply.status(204).send()
    })
  },
  { name: 'cors' },
)
