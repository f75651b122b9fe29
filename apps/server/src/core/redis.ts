import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared Redis connection when REDIS_URL is set; null on a single node without Redis */
    redis: Redis | null
  }
}

/**
 * One Redis connection per process. Commands fail fast (no offline queue, short timeout) so callers
 * can fall back to the database instead of hanging while Redis is away.
 */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.redisUrl
    if (!url) {
      app.decorate('redis', null)
      return
    }
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 3000,
    })
    let down = false
    redis.on('error', (err) => {
      if (!down) app.log.warn({ err: err.message }, 'redis unavailable; retrying in the background')
      down = true
    })
    redis.on('ready', () => {
      if (down) app.log.info('redis available again')
      down = false
    })
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve)
      redis.once('error', () => resolve())
    })
    app.decorate('redis', redis)
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
  },
  { name: 'redis' },
)
