import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { createAdapter } from '@socket.io/redis-adapter'
import { OutboxDispatcher } from './dispatcher'
import { createHub, type Hub } from './hub'

declare module 'fastify' {
  interface FastifyInstance {
    /** the socket.io server of the realtime hub (spec §7 events) */
    hub: Hub
  }
}

const PUB_SUB_COMMANDS = ['publish', 'subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const

/**
 * The adapter leaves the promises of its Redis commands unhandled: a command failed while Redis is
 * away (or cut short at shutdown) is logged instead of crashing the process as an unhandled rejection.
 */
function logFailures(client: Redis, log: FastifyBaseLogger): void {
  for (const command of PUB_SUB_COMMANDS) {
    const send = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>
    ;(client as unknown as Record<string, unknown>)[command] = (...args: unknown[]) =>
      send(...args).catch((err: Error) =>
        log.warn({ err: err.message, command }, 'realtime: redis command failed'),
      )
  }
}

/**
 * With Redis, every server process shares the rooms: an event sent by one reaches clients of all.
 * Commands wait for Redis while it is away, so the subscriptions are made once it is back.
 */
function shareRoomsThroughRedis(io: Hub, url: string, keyPrefix: string, log: FastifyBaseLogger): Redis[] {
  const pub = new Redis(url, { maxRetriesPerRequest: null })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) {
    client.on('error', (err) => log.warn({ err: err.message }, 'realtime: redis adapter unavailable'))
    logFailures(client, log)
  }
  io.adapter(createAdapter(pub, sub, { key: `${keyPrefix}realtime` }))
  return [pub, sub]
}

/**
 * The realtime hub (ARCHITECTURE.md §4): socket.io on the API's port, and the dispatcher that sends
 * the outbox's events to their rooms.
 */
export const realtimePlugin = fp(
  async (app) => {
    const io = createHub(app)
    const redisClients = app.config.redisUrl
      ? shareRoomsThroughRedis(io, app.config.redisUrl, app.config.redisKeyPrefix, app.log)
      : []
    const dispatcher = new OutboxDispatcher(app.db, io, app.log)
    app.db.onCommitted('realtime:queued', async (seq) => dispatcher.send(seq))
    app.decorate('hub', io)

    app.addHook('onReady', async () => dispatcher.start())
    // Open websockets would keep the HTTP server from closing: end them before it closes.
    app.addHook('preClose', async () => {
      await dispatcher.stop()
      io.local.disconnectSockets(true)
      io.engine.close()
    })
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close()
      await Promise.all(
        redisClients.map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())),
      )
    })
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'revocations'] },
)
