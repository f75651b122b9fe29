import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { AppError } from './errors'

const WINDOW_MS = 60_000

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the sign-in account this call tries (counted per account, not only per IP) */
    rateLimitAccount?: (req: FastifyRequest) => string | undefined
  }
}

/** Calls per key in fixed one-minute windows, in this process's memory. */
class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly limit: number) {}

  /** Counts one call; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string, now = Date.now()): number {
    if (this.windows.size > 50_000) this.prune(now)
    const window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + WINDOW_MS })
      return 0
    }
    window.count++
    return window.count > this.limit ? Math.ceil((window.resetAt - now) / 1000) : 0
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

const tooMany = (seconds: number) => new AppError(429, 429, 'tooManyRequests', { seconds })

/**
 * Rate limits (docs/configuration.md): every /api call counts against its client IP; a sign-in also
 * against the account it tries, whatever IP it comes from. Over the limit: HTTP 429 in the envelope
 * with Retry-After. 0 turns a limit off. Per process: behind a load balancer each node counts alone.
 */
export const rateLimitPlugin = fp(
  async (app, opts: { perIp: number; perAccount: number }) => {
    const ips = opts.perIp > 0 ? new WindowCounter(opts.perIp) : null
    const accounts = opts.perAccount > 0 ? new WindowCounter(opts.perAccount) : null

    app.addHook('onRequest', async (req, reply) => {
      if (!ips || !req.url.startsWith('/api/')) return
      const wait = ips.hit(req.ip)
      if (wait) {
        reply.header('retry-after', String(wait))
        throw tooMany(wait)
      }
    })

    app.addHook('preHandler', async (req, reply) => {
      const accountOf = req.routeOptions.config.rateLimitAccount
      const account = accounts && accountOf?.(req)
      if (!account) return
      const wait = accounts.hit(account)
      if (wait) {
        reply.header('retry-after', String(wait))
        throw tooMany(wait)
      }
    })
  },
  { name: 'rate-limit' },
)
