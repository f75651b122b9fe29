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

/** With Redis, every server process shares the rooms: an event sent by one reaches clients of all. */
function shareRoomsThroughRedis(io: Hub, url: string, log: FastifyBaseLogger): Redis[] {
  const pub = new Redis(url)
  const sub = pub.duplicate()
  for (const client of [pub, sub])
    client.on('error', (err) => log.warn({ err: err.message }, 'realtime: redis adapter unavailable'))
  io.adapter(createAdapter(pub, sub, { key: 'storedesk:realtime' }))
  return [pub, sub]
}

/**
 * The realtime hub (ARCHITECTURE.md §4): socket.io on the API's port, and the dispatcher that sends
 * the outbox's events to their rooms.
 */
export const realtimePlugin = fp(
  async (app) => {
    const io = createHub(app)
    const redisClients = app.config.redisUrl ? shareRoomsThroughRedis(io, app.config.redisUrl, app.log) : []
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
      await Promise.all(redisClients.map((client) => client.quit()))
    })
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'revocations'] },
)
