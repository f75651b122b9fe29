import fp from 'fastify-plugin'
import type { Config } from '../../config'
import { Database } from './database'
import { startEmbedded, type EmbeddedDatabase } from './embedded'
import { runMigrations } from './migrate'
import { IdGenerator } from '../ids'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    ids: IdGenerator
    /** The embedded database, when the server runs on one (no DATABASE_URL). */
    embedded: EmbeddedDatabase | null
  }
}

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite under the data folder),
 * brings its schema up to date, and closes it last on shutdown.
 */
export const databasePlugin = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts
    let embedded: EmbeddedDatabase | undefined
    let connectionString = config.databaseUrl
    if (!connectionString) {
      embedded = await startEmbedded(config.dataDir)
      connectionString = embedded.connectionString
    }
    // PGlite is one connection: a pool of one queues transactions instead of interleaving them.
    const poolSize = embedded ? 1 : config.dbPoolSize
    const db = new Database(
      embedded ? 'pglite' : 'postgres',
      connectionString,
      poolSize,
      config.statementTimeoutMs,
      { thresholdMs: config.slowQueryMs, log: app.log },
    )
    try {
      await runMigrations(db)
    } catch (err) {
      await db.close()
      await embedded?.stop()
      throw err
    }
    app.decorate('db', db)
    app.decorate('embedded', embedded ?? null)
    app.decorate('ids', new IdGenerator(config.nodeId))
    app.addHook('onClose', async () => {
      await db.close()
      await embedded?.stop()
    })
    app.log.info({ engine: db.engine }, 'database ready')
  },
  { name: 'db' },
)
