import fp from 'fastify-plugin'
import { Type } from 'typebox'
import { Registry, collectDefaultMetrics, Histogram } from 'prom-client'
import { appliedMigrationCount, expectedMigrationCount } from './db/migrate'

declare module 'fastify' {
  interface FastifyInstance {
    /** the Prometheus registry `/metrics` answers: modules add their own counters to it */
    metrics: Registry
  }
}

const Status = Type.Object({
  status: Type.String(),
  engine: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
})

/** /healthz: the process is up. /readyz: the database answers and is fully migrated. /metrics: Prometheus. */
export const healthPlugin = fp(
  async (app) => {
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })
    app.decorate('metrics', registry)
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    })
    app.addHook('onResponse', async (req, reply) => {
      duration.observe(
        { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      )
    })

    const expected = expectedMigrationCount()
    app.get(
      '/healthz',
      { config: { public: true }, schema: { hide: true, response: { 200: Status } } },
      async () => ({
        status: 'ok',
      }),
    )
    app.get(
      '/readyz',
      { config: { public: true }, schema: { hide: true, response: { 200: Status, 503: Status } } },
      async (_req, reply) => {
        try {
          const applied = await appliedMigrationCount(app.db)
          if (applied < expected) {
            return reply
              .status(503)
              .send({ status: 'migrating', engine: app.db.engine, detail: `${applied}/${expected}` })
          }
          return { status: 'ready', engine: app.db.engine }
        } catch {
          return reply.status(503).send({ status: 'database unreachable', engine: app.db.engine })
        }
      },
    )
    app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
      reply.type(registry.contentType)
      return registry.metrics()
    })
  },
  { name: 'health', dependencies: ['db'] },
)
