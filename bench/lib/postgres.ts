import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** `--pg-url`: the PostgreSQL server a suite creates its scratch databases on. */
export const pgUrlOption = {
  type: 'string',
  default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
} as const

async function run(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new, empty database on the server of `adminUrl`, and how to drop it. */
export async function freshPgDatabase(
  adminUrl: string,
  stem: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `storedesk_bench_${stem}_${randomBytes(4).toString('hex')}`
  await run(adminUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}
