import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { migrationsDir } from '../paths'
import type { Database } from './database'

// Several servers may start at once against one PostgreSQL: only one migrates, the others wait.
const MIGRATION_LOCK = 727_451_001

export async function runMigrations(db: Database): Promise<void> {
  const client = await db.pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle(client), { migrationsFolder: migrationsDir })
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** How many migrations ship with this build (drizzle-kit's journal). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}

export async function appliedMigrationCount(db: Database): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
  )
  return Number(rows[0]?.n ?? 0)
}
