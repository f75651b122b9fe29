import pg from 'pg'
import { sql } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { APP_ROLE } from './tenant-table'

/** A transaction handle: drizzle's query builder bound to one connection inside BEGIN … COMMIT. */
export type Tx = NodePgDatabase & { $client: pg.PoolClient }

export interface TenantContext {
  tenantId: string
  userId?: string | null
}

/** Inside a system transaction, act for one tenant (its rows' default tenant and the policies' check). */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`SELECT set_config('app.tenant_id', ${tenantId}, true)`)
}

export type Engine = 'pglite' | 'postgres'

// int8 → string (64-bit ids must not lose precision); numeric stays a string too.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v)

export class Database {
  readonly pool: pg.Pool

  constructor(
    readonly engine: Engine,
    connectionString: string,
    poolSize: number,
    private readonly statementTimeoutMs: number,
  ) {
    // A request waits at most 10 s for a connection, then fails (503) instead of queueing forever.
    this.pool = new pg.Pool({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      application_name: 'storedesk',
    })
    // A dropped idle connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => {})
  }

  /**
   * Runs `fn` in one transaction inside the tenant. BEGIN, the tenant and user settings and the switch
   * to the RLS-bound role go in one round trip, all LOCAL to the transaction, so a pooled connection
   * never carries one request's tenant into the next.
   */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const prelude =
      `BEGIN; SELECT set_config('app.tenant_id', ${pg.escapeLiteral(ctx.tenantId)}, true), ` +
      `set_config('app.user_id', ${pg.escapeLiteral(ctx.userId ?? '')}, true), ` +
      `set_config('statement_timeout', '${this.statementTimeoutMs}', true), ` +
      `set_config('role', '${APP_ROLE}', true)`
    return this.run(prelude, fn)
  }

  /** A transaction as the owner, outside any tenant: migrations, platform tables, start-up checks. */
  withSystem<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run('BEGIN', fn)
  }

  private async run<T>(prelude: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    let broken = false
    try {
      await client.query(prelude)
      const result = await fn(drizzle(client) as Tx)
      await client.query('COMMIT')
      return result
    } catch (err) {
      try {
        await client.query('ROLLBACK')
      } catch {
        broken = true
      }
      throw err
    } finally {
      client.release(broken)
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1')
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end()
  }
}
