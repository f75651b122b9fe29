import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig, type Config } from '../../apps/server/src/config'
import type { Engine } from '../../apps/server/src/core/db/database'
import { startEmbedded } from '../../apps/server/src/core/db/embedded'
import { freshPgDatabase } from './postgres'
import { onCleanup } from './run-state'

export interface BenchApp {
  app: FastifyInstance
  config: Config
  origin: string
  pool: pg.Pool
  /** The PostgreSQL database's name, or the PGlite data folder. */
  database: string
  /** pgliteInitdbMs (PGlite only) and bootMs. */
  timings: Record<string, number>
}

/**
 * The server in this process on a fresh database of `engine` with the demo seed, listening on
 * loopback. Its server, database and data folder are registered for cleanup.
 */
export async function startBenchApp(
  engine: Engine,
  pgAdminUrl: string,
  log: (msg: string) => void,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const timings: Record<string, number> = {}
  const dataDir = mkdtempSync(join(os.tmpdir(), `storedesk-bench-${engine}-`))
  onCleanup(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }))

  let databaseUrl: string | undefined
  let database = dataDir
  if (engine === 'postgres') {
    const fresh = await freshPgDatabase(pgAdminUrl, engine)
    onCleanup(`drop database ${fresh.name}`, fresh.drop)
    databaseUrl = fresh.url
    database = fresh.name
  } else {
    // A fresh PGlite folder runs initdb first (3–14 s here): do it before buildApp, so bootMs
    // measures the server's start, and a cold initdb cannot hit a plugin start-up timeout.
    log('pglite: initialising a fresh data folder')
    const t0 = performance.now()
    await (await startEmbedded(dataDir)).stop()
    timings.pgliteInitdbMs = Math.round(performance.now() - t0)
  }

  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    STOREDESK_DATA_DIR: dataDir,
    STOREDESK_JWT_SECRET: randomBytes(32).toString('hex'),
    STOREDESK_WEB_DIR: join(dataDir, 'no-web'),
    // one load generator is one IP signing in one account: the limits would answer most calls 429
    STOREDESK_RATE_LIMIT_IP: '0',
    STOREDESK_RATE_LIMIT_ACCOUNT: '0',
    // the slow-query log wraps each connection's query(), which hides statements from the SQL capture
    DB_SLOW_QUERY_MS: '0',
    DATABASE_URL: databaseUrl,
    ...env,
  })
  log(`${engine}: starting the server (migrations, demo seed)`)
  const t0 = performance.now()
  const app = await buildApp(config)
  timings.bootMs = Math.round(performance.now() - t0)
  onCleanup(`close the ${engine} server`, () => app.close())
  await app.listen({ host: config.host, port: config.port })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('server has no TCP address')
  return { app, config, origin: `http://127.0.0.1:${address.port}`, pool: app.db.pool, database, timings }
}
