import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { emitAfterCommit, type Database, type Tx } from '../db/database'
import { job } from './schema'

declare module '../db/database' {
  interface CommittedEvents {
    /** a job a committed transaction queued: a worker of this process looks at once */
    'jobs:queued': number
  }
}

/** What a running job can do besides its work. */
export interface JobContext {
  jobId: number
  /** 1 on the first run, 2 on the first retry… */
  attempt: number
  /** Extends the lease; a long job calls it between steps, or it is taken for dead and run again. */
  heartbeat(): Promise<void>
  /** Aborted when the server stops: the job ends early and its lease runs out, so it is run again. */
  signal: AbortSignal
}

/** One kind of job: its handler, and what happens once it has failed for good. */
export interface JobKind<P> {
  name: string
  run(payload: P, ctx: JobContext): Promise<void>
  /** Runs in the transaction that marks the job failed (its last attempt failed or its lease ran out). */
  failed?(tx: Tx, payload: P, error: string): Promise<void>
}

export interface QueueOptions {
  /** how long a claimed job is its worker's before it is taken for dead */
  leaseMs: number
  /** how often an idle worker looks for due jobs (a job queued in this process wakes it at once) */
  pollMs: number
  /** the first retry's delay, doubled on each further retry */
  backoffMs: number
  /**
   * The workers that share this queue's files: a job is run only by a worker of the lane that queued it.
   * Nodes over one data folder share `shared`; an app with a private files folder has a lane of its own.
   */
  lane: string
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = {
  leaseMs: 60_000,
  pollMs: 1000,
  backoffMs: 2000,
  lane: 'shared',
}

interface Claimed {
  id: number
  name: string
  payload: unknown
  attempts: number
  maxAttempts: number
}

type JobChange = PgUpdateSetSource<typeof job>

const ms = (n: number) => sql`${n} * interval '1 millisecond'`

/**
 * A durable queue in one table, the same on PostgreSQL and PGlite. A worker claims a due job with
 * `FOR UPDATE SKIP LOCKED` (several processes never take the same one) and holds it on a lease; the
 * work runs outside the claim's transaction. A job whose worker died (lease run out) is claimed again,
 * so it is run at least once; a job that throws is retried with back-off up to its attempts, then failed.
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind<never>>()
  private readonly options: QueueOptions
  private readonly abort = new AbortController()
  private timer: NodeJS.Timeout | null = null
  private wake: (() => void) | null = null
  private running: Promise<void> | null = null

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: Partial<QueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_QUEUE_OPTIONS, ...options }
  }

  define<P>(kind: JobKind<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} defined twice`)
    this.kinds.set(kind.name, kind as JobKind<never>)
  }

  /**
   * Deletes the jobs that ended (done or failed) before `before`, in every lane: their outcome is kept
   * where it matters (a download record, an upload history), the row only for a while to look into.
   */
  async purgeEnded(before: Date): Promise<number> {
    const removed = await this.db.withSystem((tx) =>
      tx
        .delete(job)
        .where(and(inArray(job.state, ['done', 'failed']), lt(job.updatedAt, before)))
        .returning({ id: job.id }),
    )
    return removed.length
  }

  /**
   * Queues a job in the caller's transaction: it exists only if that transaction commits. With
   * `runAt` no worker claims it before that time (a scheduled job).
   */
  async enqueue<P>(tx: Tx, name: string, payload: P, maxAttempts = 3, runAt?: Date): Promise<number> {
    const [row] = await tx
      .insert(job)
      .values({ name, lane: this.options.lane, payload: payload as object, maxAttempts, runAfter: runAt })
      .returning({ id: job.id })
    emitAfterCommit(tx, 'jobs:queued', row!.id)
    return row!.id
  }

  /** Claims one due job of a known kind in this lane, failing first those whose last lease ran out. */
  async claim(): Promise<Claimed | undefined> {
    const names = [...this.kinds.keys()]
    if (names.length === 0) return undefined
    await this.failAbandoned(names)
    return this.db.withSystem(async (tx) => {
      const due = tx
        .select({ id: job.id })
        .from(job)
        .where(
          and(
            eq(job.lane, this.options.lane),
            inArray(job.name, names),
            sql`((${job.state} = 'queued' AND ${job.runAfter} <= now())
              OR (${job.state} = 'active' AND ${job.lockedUntil} < now() AND ${job.attempts} < ${job.maxAttempts}))`,
          ),
        )
        .orderBy(job.runAfter, job.id)
        .limit(1)
        .for('update', { skipLocked: true })
      const [row] = await tx
        .update(job)
        .set({
          state: 'active',
          attempts: sql`${job.attempts} + 1`,
          lockedUntil: sql`now() + ${ms(this.options.leaseMs)}`,
          updatedAt: sql`now()`,
        })
        .where(inArray(job.id, due))
        .returning({
          id: job.id,
          name: job.name,
          payload: job.payload,
          attempts: job.attempts,
          maxAttempts: job.maxAttempts,
        })
      return row
    })
  }

  /** Jobs whose worker died on their last attempt: failed, with their kind's failure handling. */
  private async failAbandoned(names: string[]): Promise<void> {
    await this.db.withSystem(async (tx) => {
      const dead = tx
        .select({ id: job.id })
        .from(job)
        .where(
          and(
            eq(job.lane, this.options.lane),
            inArray(job.name, names),
            eq(job.state, 'active'),
            lt(job.lockedUntil, sql`now()`),
            sql`${job.attempts} >= ${job.maxAttempts}`,
          ),
        )
        .for('update', { skipLocked: true })
      const rows = await tx
        .update(job)
        .set({ state: 'failed', lockedUntil: null, lastError: 'lease expired', updatedAt: sql`now()` })
        .where(inArray(job.id, dead))
        .returning({ name: job.name, payload: job.payload })
      for (const row of rows)
        await this.kinds.get(row.name)?.failed?.(tx, row.payload as never, 'lease expired')
    })
  }

  /** Claims and runs one job; answers whether there was one. */
  async runNext(): Promise<boolean> {
    const claimed = await this.claim()
    if (!claimed) return false
    const kind = this.kinds.get(claimed.name)!
    const ctx: JobContext = {
      jobId: claimed.id,
      attempt: claimed.attempts,
      heartbeat: () => this.extendLease(claimed),
      signal: this.abort.signal,
    }
    try {
      await kind.run(claimed.payload as never, ctx)
      await this.settle(claimed, { state: 'done', lockedUntil: null, lastError: null })
    } catch (err) {
      // Stopping: the lease runs out and the job is claimed again after the restart.
      if (this.abort.signal.aborted) return true
      await this.retryOrFail(claimed, kind, err)
    }
    return true
  }

  private async extendLease(claimed: Claimed): Promise<void> {
    await this.settle(claimed, { lockedUntil: sql`now() + ${ms(this.options.leaseMs)}` })
  }

  private async retryOrFail(claimed: Claimed, kind: JobKind<never>, err: unknown): Promise<void> {
    const message = err instanceof Error ? err.message : String(err)
    this.log.warn({ err, job: claimed.id, kind: claimed.name, attempt: claimed.attempts }, 'job failed')
    if (claimed.attempts < claimed.maxAttempts) {
      const delay = this.options.backoffMs * 2 ** (claimed.attempts - 1)
      await this.settle(claimed, {
        state: 'queued',
        lockedUntil: null,
        lastError: message,
        runAfter: sql`now() + ${ms(delay)}`,
      })
      return
    }
    await this.db.withSystem(async (tx) => {
      if (await this.update(tx, claimed, { state: 'failed', lockedUntil: null, lastError: message })) {
        await kind.failed?.(tx, claimed.payload as never, message)
      }
    })
  }

  /** Changes a job this worker still holds (a worker whose lease ran out and was re-claimed holds nothing). */
  private settle(claimed: Claimed, set: JobChange) {
    return this.db.withSystem((tx) => this.update(tx, claimed, set))
  }

  private async update(tx: Tx, claimed: Claimed, set: JobChange): Promise<boolean> {
    const rows = await tx
      .update(job)
      .set({ ...set, updatedAt: sql`now()` })
      .where(and(eq(job.id, claimed.id), eq(job.state, 'active'), eq(job.attempts, claimed.attempts)))
      .returning({ id: job.id })
    return rows.length === 1
  }

  /** Wakes the idle worker: a job was queued in this process. */
  poke(): void {
    this.wake?.()
  }

  /** One worker: runs due jobs one after another, then waits for a poke or the next poll. */
  start(): void {
    const loop = async () => {
      while (!this.abort.signal.aborted) {
        try {
          while (!this.abort.signal.aborted && (await this.runNext()));
        } catch (err) {
          this.log.warn({ err }, 'jobs: claiming failed; trying again')
        }
        await new Promise<void>((resolve) => {
          this.wake = resolve
          this.timer = setTimeout(resolve, this.options.pollMs).unref()
        })
        this.wake = null
      }
    }
    this.running = loop()
  }

  /** Stops the worker: a running job is told to stop, and is run again after its lease. */
  async stop(): Promise<void> {
    this.abort.abort()
    if (this.timer) clearTimeout(this.timer)
    this.wake?.()
    await this.running
  }
}
