import Fastify, { type FastifyInstance } from 'fastify'
import type pg from 'pg'
import type { SqlCall } from './sql'

/** One endpoint of the replay baseline: the statements our server sent for one warm call, and its answer. */
export interface ReplayRoute {
  method: 'GET' | 'POST'
  /** The baseline's own path (`/<name>`). */
  path: string
  statements: SqlCall[]
  /** The answer our server gave, sent back as is. */
  status: number
  body: string
  /** Per call: parameters that must be new each time (ids, token hashes of a write), replaced in place. */
  freshValues?: (values: unknown[], call: number) => unknown[]
  /** Work a minimal handler must do as well as the SQL (the password hash check of a sign-in). */
  work?: () => Promise<void>
}

/**
 * The floor for an endpoint: a bare Fastify route that sends the statements our server sent for
 * the same call (text and parameters, in the same transaction shape, on the server's own pool) and
 * answers the same bytes. No auth, validation, ORM, caches or response schema: the difference
 * to our server is our framework's cost.
 */
export async function startReplayBaseline(
  pool: pg.Pool,
  routes: ReplayRoute[],
): Promise<{ app: FastifyInstance; url: string; failures: Map<string, string> }> {
  /** The first error of each route (its path), for the report: a failing replay is no floor. */
  const failures = new Map<string, string>()
  const app = Fastify({ logger: false })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  for (const route of routes) {
    let calls = 0
    app.route({
      method: route.method,
      url: route.path,
      handler: async (_req, reply) => {
        const call = calls++
        if (route.work) await route.work()
        const client = await pool.connect()
        let broken = false
        try {
          for (const s of route.statements) {
            // no parameters: the simple protocol, which a `BEGIN; SELECT set_config(…)` prelude needs
            if (!s.values?.length) await client.query(s.text)
            else await client.query(s.text, route.freshValues ? route.freshValues(s.values, call) : s.values)
          }
        } catch (err) {
          if (!failures.has(route.path)) failures.set(route.path, (err as Error).message)
          try {
            await client.query('ROLLBACK')
          } catch {
            broken = true
          }
          throw err
        } finally {
          client.release(broken)
        }
        return reply.code(route.status).type('application/json').send(route.body)
      },
    })
  }
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('baseline server has no TCP address')
  return { app, url: `http://127.0.0.1:${address.port}`, failures }
}
