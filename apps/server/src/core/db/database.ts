import pg from 'pg'
import { LIMITS } from '@store/contract'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { logSlowQueries } from './slow-queries'
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

/**
 * Inside a system transaction, runs `fn` in one tenant as the row-level-security-bound role, as a
 * request would, then returns to the caller's role: seeding code there reads and writes only that
 * tenant's rows, even on a database other tenants share. (A failure aborts the whole transaction, and
 * the role setting is local to it, so there is nothing to restore then.)
 */
export async function asTenant<T>(tx: Tx, tenantId: string, fn: () => Promise<T>): Promise<T> {
  const rows = await tx.execute(sql`SELECT current_setting('role') AS role`)
  const previous = String((rows.rows[0] as { role: string }).role)
  await enterTenant(tx, tenantId)
  await tx.execute(sql`SELECT set_config('role', ${APP_ROLE}, true)`)
  const result = await fn()
  await tx.execute(sql`SELECT set_config('role', ${previous}, true)`)
  return result
}

export type Engine = 'pglite' | 'postgres'

/**
 * Events a transaction announces once it has committed. Modules add theirs by declaration merging:
 * `declare module '…/core/db/database' { interface CommittedEvents { 'x': Payload } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommittedEvents {}
type EventName = keyof CommittedEvents & string
type Listener<K extends EventName> = (payload: CommittedEvents[K]) => Promise<void>

const pendingEvents = new WeakMap<Tx, { name: EventName; payload: unknown }[]>()

/**
 * Announces `name` when the transaction commits (never if it rolls back). Listeners run before the
 * transaction's caller continues, so a copy outside the database (Redis) is current when it replies.
 */
export function emitAfterCommit<K extends EventName>(tx: Tx, name: K, payload: CommittedEvents[K]): void {
  const pending = pendingEvents.get(tx)
  if (pending) pending.push({ name, payload })
  else pendingEvents.set(tx, [{ name, payload }])
}

export class Database {
  readonly pool: pg.Pool
  private readonly listeners = new Map<EventName, Listener<never>[]>()

  constructor(
    readonly engine: Engine,
    connectionString: string,
    poolSize: number,
    private readonly statementTimeoutMs: number,
    slowQueries?: { thresholdMs: number; log: FastifyBaseLogger },
  ) {
    // A request waits at most 10 s for a connection, then fails (503) instead of queueing forever.
    // PGlite is one connection that every transaction queues for, so there the wait is the queue's,
    // which under load passes 10 s without anything being wrong: it waits as long as the shell waits
    // for an answer (LIMITS.requestTimeoutMs).
    this.pool = new pg.Pool({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: engine === 'pglite' ? LIMITS.requestTimeoutMs : 10_000,
      application_name: 'storedesk',
    })
    // A dropped idle connection must not crash the process; the pool replaces it.
    this.pool.on('error', () => {})
    if (slowQueries)
      this.pool.on('connect', (client) => logSlowQueries(client, slowQueries.thresholdMs, slowQueries.log))
  }

  /** Listens to an event that committed transactions announce (`emitAfterCommit`). */
  onCommitted<K extends EventName>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>])
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
    const tx = drizzle(client) as Tx
    let broken = false
    let result: T
    try {
      await client.query(prelude)
      result = await fn(tx)
      await client.query('COMMIT')
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
    for (const event of pendingEvents.get(tx) ?? []) {
      for (const listener of this.listeners.get(event.name) ?? []) await listener(event.payload as never)
    }
    return result
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1')
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end()
  }
}
