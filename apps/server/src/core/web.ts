import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { pickLocale, type Locale } from '@store/contract'

/** The host's public pages built as their own small page (login.html), not as the shell. */
const LOGIN_PAGE_PATHS = new Set(['/authorization', '/register'])
/** The sign-in page the host build also renders to HTML, once per language (login.<locale>.html). */
const PRERENDERED_PATH = '/authorization'
/** The login page saves the language it shows in this cookie (apps/host/src/i18n/locale.ts). */
const LANGUAGE_COOKIE = 'store-language'

/** spec §1: `?lang=` sets the language, else the one saved, else zh_CN (the server's one rule, pickLocale). */
function pageLocale(query: unknown, cookieHeader: string | undefined): Locale {
  const lang = (query as { lang?: unknown }).lang
  const saved = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1]
  return pickLocale(typeof lang === 'string' ? lang : undefined, saved)
}

/**
 * Serves the built host app; any GET outside /api that names no file gets index.html so deep links
 * work, except the login page's routes, which get login.html. Entry files are revalidated every time;
 * hashed chunks are cached for a year.
 */
export const webPlugin = fp(
  async (app, opts: { webDir: string }) => {
    const index = join(opts.webDir, 'index.html')
    const loginPage = existsSync(join(opts.webDir, 'login.html')) ? 'login.html' : 'index.html'
    if (!existsSync(index)) {
      app.log.warn({ webDir: opts.webDir }, 'no built web app found: only the API is served')
      return
    }
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: false,
      index: false,
      // the host build writes a .gz beside each text file (configs/webpack/precompress.cjs)
      preCompressed: true,
      setHeaders(res, path) {
        const hashed = /\.[0-9a-f]{8,}\.(js|css)(\.gz)?$/.test(path)
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.get('/*', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
      const path = req.url.split('?')[0]!
      // API calls and sub-app files (served by the micro module) never fall back to the host's page.
      if (path.startsWith('/api/') || path.startsWith('/apps/')) return reply.callNotFound()
      const file = path.slice(1)
      if (file && !file.includes('..') && existsSync(join(opts.webDir, file))) return reply.sendFile(file)
      reply.header('cache-control', 'no-cache')
      if (path === PRERENDERED_PATH) {
        const prerendered = `login.${pageLocale(req.query, req.headers.cookie)}.html`
        if (existsSync(join(opts.webDir, prerendered))) return reply.sendFile(prerendered)
      }
      return reply.sendFile(LOGIN_PAGE_PATHS.has(path) ? loginPage : 'index.html')
    })
  },
  { name: 'web' },
)
