import fp from 'fastify-plugin'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { AppError } from './errors'

const WINDOW_MS = 60_000

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the sign-in account this call tries (counted per account, not only per IP) */
    rateLimitAccount?: (req: FastifyRequest) => string | undefined
  }
}

interface Counter {
  /** Counts one call; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): Promise<number>
}

/** Calls per key in fixed one-minute windows, in this process's memory. */
class WindowCounter implements Counter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly limit: number) {}

  async hit(key: string): Promise<number> {
    const now = Date.now()
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

/** INCR with the window's expiry set by its first call; answers the count and the milliseconds left. */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

/**
 * Whether the counters' Redis is failing: the first failure of an outage logs a warning and its end
 * an info line, so a Redis outage under load writes two lines, not one per call (as core/redis.ts).
 */
export class RedisOutage {
  private down = false

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(err: unknown): void {
    if (!this.down) {
      this.log.warn({ err: (err as Error).message }, 'rate limit: Redis failed, counting on this node')
    }
    this.down = true
  }

  succeeded(): void {
    if (this.down) this.log.info('rate limit: counting in Redis again')
    this.down = false
  }
}

/**
 * The same windows in Redis, shared by every node of a deployment, so a client spreading its calls over
 * the nodes behind a balancer meets one limit. While Redis fails, this node counts in its own memory.
 */
export class RedisWindowCounter implements Counter {
  private readonly local: WindowCounter

  constructor(
    private readonly redis: Pick<Redis, 'eval'>,
    private readonly limit: number,
    private readonly prefix: string,
    private readonly outage: RedisOutage,
  ) {
    this.local = new WindowCounter(limit)
  }

  async hit(key: string): Promise<number> {
    try {
      const [count, leftMs] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, WINDOW_MS)) as [
        number,
        number,
      ]
      this.outage.succeeded()
      return count > this.limit ? Math.max(1, Math.ceil(leftMs / 1000)) : 0
    } catch (err) {
      this.outage.failed(err)
      return this.local.hit(key)
    }
  }
}

const tooMany = (seconds: number) => new AppError(429, 429, 'tooManyRequests', { seconds })

/**
 * Rate limits (docs/configuration.md): every /api call counts against its client IP; a sign-in also
 * against the account it tries, whatever IP it comes from. Over the limit: HTTP 429 in the envelope
 * with Retry-After. 0 turns a limit off. With REDIS_URL the nodes of a deployment count together.
 */
export const rateLimitPlugin = fp(
  async (app, opts: { perIp: number; perAccount: number }) => {
    const outage = new RedisOutage(app.log)
    const counter = (limit: number, kind: string): Counter | null => {
      if (limit <= 0) return null
      if (!app.redis) return new WindowCounter(limit)
      return new RedisWindowCounter(app.redis, limit, `${app.config.redisKeyPrefix}rate:${kind}:`, outage)
    }
    const ips = counter(opts.perIp, 'ip')
    const accounts = counter(opts.perAccount, 'account')

    app.addHook('onRequest', async (req, reply) => {
      if (!ips || !req.url.startsWith('/api/')) return
      const wait = await ips.hit(req.ip)
      if (wait) {
        reply.header('retry-after', String(wait))
        throw tooMany(wait)
      }
    })

    app.addHook('preHandler', async (req, reply) => {
      const accountOf = req.routeOptions.config.rateLimitAccount
      const account = accounts && accountOf?.(req)
      if (!account) return
      const wait = await accounts.hit(account)
      if (wait) {
        reply.header('retry-after', String(wait))
        throw tooMany(wait)
      }
    })
  },
  { name: 'rate-limit', dependencies: ['redis'] },
)
