import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { lt } from 'drizzle-orm'
import type { SessionRevocations } from '../../core/auth'
import { emitAfterCommit, type Database, type Tx } from '../../core/db/database'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { sessionRoom } from '../../core/realtime/rooms'
import { revokedSession } from './schema'

export type RevokeReason = 'logout' | 'forced_offline' | 'refresh_reuse' | 'sso_logout'

export interface Revocation {
  sessionId: string
  reason: RevokeReason
  /** the revocation matters until the session's last access token has expired */
  until: Date
}

declare module '../../core/db/database' {
  interface CommittedEvents {
    'session-revoked': Revocation
  }
}

/**
 * Ended sessions in the database (the truth), checked by the guard on every request when there is no
 * Redis: one primary-key read, no tenant transaction needed.
 */
export class DatabaseRevocations implements SessionRevocations {
  constructor(private readonly db: Database) {}

  async reasonFor(sessionId: string): Promise<RevokeReason | null> {
    const { rows } = await this.db.pool.query<{ reason: RevokeReason }>(
      'SELECT reason FROM auth_revoked_session WHERE session_id = $1 AND expires_at > now()',
      [sessionId],
    )
    return rows[0]?.reason ?? null
  }

  async live(): Promise<Revocation[]> {
    const { rows } = await this.db.pool.query<{ session_id: string; reason: RevokeReason; expires_at: Date }>(
      'SELECT session_id, reason, expires_at FROM auth_revoked_session WHERE expires_at > now()',
    )
    return rows.map((r) => ({ sessionId: r.session_id, reason: r.reason, until: r.expires_at }))
  }
}

const RESYNC_MS = 5000

/**
 * Revocations mirrored in Redis, shared by every node: the guard's check is one GET. Each committed
 * revocation is copied before the request that made it replies. When Redis fails (a read, or a copy
 * that could not be written) this node reads the database until a full resync from it succeeds.
 */
export class RedisRevocations implements SessionRevocations {
  private stale = false
  private resync: NodeJS.Timeout | null = null
  private readonly key: string

  constructor(
    private readonly redis: Redis,
    private readonly truth: DatabaseRevocations,
    private readonly log: FastifyBaseLogger,
    keyPrefix: string,
  ) {
    this.key = `${keyPrefix}revoked:`
  }

  async reasonFor(sessionId: string): Promise<RevokeReason | null> {
    if (!this.stale) {
      try {
        return (await this.redis.get(this.key + sessionId)) as RevokeReason | null
      } catch (err) {
        this.markStale(err)
      }
    }
    return this.truth.reasonFor(sessionId)
  }

  async put(r: Revocation): Promise<void> {
    const ttl = r.until.getTime() - Date.now()
    if (ttl <= 0) return
    try {
      await this.redis.set(this.key + r.sessionId, r.reason, 'PX', ttl)
    } catch (err) {
      this.markStale(err)
    }
  }

  /** Starts from the database's revocations; without Redis yet, starts on the database. */
  async start(): Promise<void> {
    try {
      await this.syncFromDatabase()
    } catch (err) {
      this.markStale(err)
    }
  }

  /** Copies every live revocation from the database (start-up, and recovery after a Redis failure). */
  async syncFromDatabase(): Promise<void> {
    for (const r of await this.truth.live()) {
      await this.redis.set(
        this.key + r.sessionId,
        r.reason,
        'PX',
        Math.max(1, r.until.getTime() - Date.now()),
      )
    }
  }

  close(): void {
    if (this.resync) clearInterval(this.resync)
  }

  private markStale(err: unknown): void {
    if (this.stale) return
    this.stale = true
    this.log.warn({ err: (err as Error).message }, 'revocations: Redis failed, checking the database')
    this.resync = setInterval(() => {
      this.syncFromDatabase().then(
        () => {
          this.stale = false
          this.close()
          this.resync = null
        },
        () => {},
      )
    }, RESYNC_MS)
    this.resync.unref()
  }
}

/**
 * Writes a revocation in the caller's transaction (so it lands with the session change), and the
 * `downline` event that ends the session's realtime connections.
 */
export async function recordRevocation(
  tx: Tx,
  sessionId: string,
  reason: RevokeReason,
  until: Date,
): Promise<void> {
  await tx.delete(revokedSession).where(lt(revokedSession.expiresAt, new Date()))
  await tx
    .insert(revokedSession)
    .values({ sessionId, reason, expiresAt: until })
    .onConflictDoUpdate({ target: revokedSession.sessionId, set: { reason } })
  emitAfterCommit(tx, 'session-revoked', { sessionId, reason, until })
  await enqueueRealtime(tx, { event: 'downline', payload: { reason }, to: [sessionRoom(sessionId)] })
}

export const revocationsPlugin = fp(
  async (app) => {
    const truth = new DatabaseRevocations(app.db)
    if (!app.redis) {
      app.decorate('revocations', truth)
      return
    }
    const mirror = new RedisRevocations(app.redis, truth, app.log, app.config.redisKeyPrefix)
    await mirror.start()
    app.db.onCommitted('session-revoked', (r) => mirror.put(r))
    app.addHook('onClose', async () => mirror.close())
    app.decorate('revocations', mirror)
  },
  { name: 'revocations', dependencies: ['db', 'redis'] },
)
