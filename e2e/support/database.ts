import { Client } from 'pg'
import { startEmbedded } from '../../apps/server/src/core/db/embedded'

export interface Database {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

/**
 * The database a test server ran on, opened as its owner `postgres` (row-level security does not
 * apply): PostgreSQL at `databaseUrl`, or else the PGlite folder under `dataDir`, which only one
 * process may open, so its server must have stopped.
 */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  const embedded = databaseUrl ? null : await startEmbedded(dataDir)
  const client = new Client({ connectionString: databaseUrl ?? embedded!.connectionString })
  await client.connect()
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    async close() {
      await client.end()
      await embedded?.stop()
    },
  }
}
