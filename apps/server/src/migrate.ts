import { loadConfig } from './config'
import { citusStatements } from './core/db/citus'
import { Database } from './core/db/database'
import { startEmbedded } from './core/db/embedded'
import { runMigrations } from './core/db/migrate'

/**
 * `pnpm migrate`: brings the configured database's schema up to date and exits; with `--citus` it then
 * prints the statements that distribute the tables over a Citus cluster (docs/deploy.md §3).
 */
async function main() {
  const config = loadConfig()
  const embedded = config.databaseUrl ? undefined : await startEmbedded(config.dataDir)
  const db = new Database(
    embedded ? 'pglite' : 'postgres',
    config.databaseUrl ?? embedded!.connectionString,
    1,
    0,
  )
  try {
    await runMigrations(db)
    if (process.argv.includes('--citus')) process.stdout.write(await citusStatements(db))
    else process.stdout.write('migrations applied\n')
  } finally {
    await db.close()
    await embedded?.stop()
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
