import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName } from '../../test/app'

/** A test app whose log is kept, with the given settings. */
async function appWith(env: Record<string, string>): Promise<{ app: FastifyInstance; log: () => string }> {
  let log = ''
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk)
      done()
    },
  })
  const app = await buildTestApp({ env, logLevel: 'warn', logStream })
  return { app, log: () => log }
}

const slowQueryLines = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.includes('"slow query"'))
    .map((line) => JSON.parse(line) as { level: number; ms: number; sql: string })

/** Issue 9 item 4, production hardening: each setting of docs/configuration.md does what it says. */
describe(`production settings (${engineName})`, () => {
  let app: FastifyInstance
  let log: () => string
  beforeAll(async () => {
    ;({ app, log } = await appWith({
      DB_STATEMENT_TIMEOUT_MS: '300',
      DB_SLOW_QUERY_MS: '100',
      DB_POOL_SIZE: '7',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '71000',
    }))
  })
  afterAll(() => app.close())

  // PGlite runs in one WebAssembly thread with no timer to interrupt a statement: PostgreSQL only.
  const onPostgres = engineName === 'PostgreSQL' ? it : it.skip
  onPostgres(
    'DB_STATEMENT_TIMEOUT_MS cancels a tenant statement that runs longer (SQLSTATE 57014)',
    async () => {
      const slow = app.db.withTenant({ tenantId: '000000' }, (tx) => tx.execute(sql`SELECT pg_sleep(2)`))
      await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } })
      const quick = await app.db.withTenant({ tenantId: '000000' }, (tx) => tx.execute(sql`SELECT 1 AS one`))
      expect(quick.rows).toEqual([{ one: 1 }])
    },
  )

  it('DB_SLOW_QUERY_MS logs a slower statement at warn with its text and duration, never its parameters', async () => {
    await app.db.pool.query('SELECT pg_sleep(0.2), $1::text AS secret', ['Secret@Parameter1'])
    const [line] = slowQueryLines(log()).filter((l) => l.sql.includes('pg_sleep(0.2)'))
    expect(line).toMatchObject({ level: 40, sql: 'SELECT pg_sleep(0.2), $1::text AS secret' })
    expect(line!.ms).toBeGreaterThanOrEqual(100)
    expect(log()).not.toContain('Secret@Parameter1')
  })

  it('a statement under DB_SLOW_QUERY_MS is not logged', async () => {
    await app.db.pool.query('SELECT 42 AS quick')
    expect(slowQueryLines(log()).filter((l) => l.sql.includes('42 AS quick'))).toEqual([])
  })

  it('HTTP_KEEP_ALIVE_TIMEOUT_MS is the HTTP server’s keep-alive timeout', () => {
    expect(app.server.keepAliveTimeout).toBe(71_000)
  })

  it('DB_POOL_SIZE bounds the PostgreSQL pool; the embedded database always has a pool of one', () => {
    const max = (app.db.pool as unknown as { options: { max: number } }).options.max
    expect(max).toBe(engineName === 'PostgreSQL' ? 7 : 1)
  })
})

it('DB_SLOW_QUERY_MS=0 turns the slow-query log off', async () => {
  const { app, log } = await appWith({ DB_SLOW_QUERY_MS: '0' })
  try {
    await app.db.pool.query('SELECT pg_sleep(0.05)')
    expect(slowQueryLines(log())).toEqual([])
  } finally {
    await app.close()
  }
})
