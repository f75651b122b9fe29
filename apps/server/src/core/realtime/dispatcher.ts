import { and, asc, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { RealtimeEvent } from '@store/contract'
import type { Database } from '../db/database'
import type { Hub } from './hub'
import { realtimeOutbox } from './schema'

/** How often the sweeper looks for events nobody sent. */
export const SWEEP_MS = 2000
/** How long an event's writer has to send it before the sweeper takes over (its process died). */
export const WRITER_GRACE_MS = 5000
const BATCH = 200

/** Events that end the connections they reach, once delivered. */
const ENDS_CONNECTIONS = new Set(['downline'])

/**
 * Sends outbox rows to their rooms. The process that committed an event sends it at once (`send`);
 * the sweeper sends scheduled events when they fall due and the events of a writer that died before
 * sending. A row is deleted in the transaction that emits it, so a crash in between sends it again
 * (at least once) and a rolled-back event was never there to send.
 */
export class OutboxDispatcher {
  private readonly waiting = new Set<number>()
  private flushing: Promise<void> | null = null
  private sweeping: Promise<void> | null = null
  private timer: NodeJS.Timeout | null = null
  private stopped = false

  constructor(
    private readonly db: Database,
    private readonly io: Hub,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends the rows a committed transaction of this process wrote, batched with any others waiting. */
  send(seq: number): void {
    if (this.stopped) return
    this.waiting.add(seq)
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush())
  }

  private async flush(): Promise<void> {
    try {
      while (this.waiting.size && !this.stopped) {
        const seqs = [...this.waiting]
        this.waiting.clear()
        await this.dispatch(and(inArray(realtimeOutbox.seq, seqs), lte(realtimeOutbox.dueAt, sql`now()`))!)
      }
    } catch (err) {
      this.log.warn({ err }, 'realtime: sending failed; the sweeper retries')
    } finally {
      this.flushing = null
    }
  }

  /** Sends what is due and no writer will send: scheduled events, and events left by a dead writer. */
  async sweep(): Promise<void> {
    const due = and(
      lte(realtimeOutbox.dueAt, sql`now()`),
      or(
        gt(realtimeOutbox.dueAt, realtimeOutbox.createdAt),
        lte(realtimeOutbox.createdAt, sql`now() - ${WRITER_GRACE_MS} * interval '1 millisecond'`),
      ),
    )!
    while (!this.stopped && (await this.dispatch(due)) === BATCH);
  }

  /** Claims (skipping rows another process holds), emits and deletes one batch; answers its size. */
  private dispatch(where: SQL): Promise<number> {
    return this.db.withSystem(async (tx) => {
      const claimed = tx
        .select({ seq: realtimeOutbox.seq })
        .from(realtimeOutbox)
        .where(where)
        .orderBy(asc(realtimeOutbox.seq))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      const rows = await tx.delete(realtimeOutbox).where(inArray(realtimeOutbox.seq, claimed)).returning({
        seq: realtimeOutbox.seq,
        event: realtimeOutbox.event,
        rooms: realtimeOutbox.rooms,
        payload: realtimeOutbox.payload,
      })
      for (const row of rows.sort((a, b) => a.seq - b.seq)) {
        this.io.to(row.rooms).emit(row.event as RealtimeEvent, row.payload as never)
        if (ENDS_CONNECTIONS.has(row.event)) this.io.in(row.rooms).disconnectSockets(true)
      }
      return rows.length
    })
  }

  start(): void {
    const tick = () => {
      this.sweeping = this.sweep()
        .catch((err: unknown) => this.log.warn({ err }, 'realtime: sweep failed'))
        .finally(() => {
          this.sweeping = null
          if (!this.stopped) this.timer = setTimeout(tick, SWEEP_MS).unref()
        })
    }
    this.timer = setTimeout(tick, SWEEP_MS).unref()
  }

  /** Stops sweeping and waits for the sends in progress (before the database closes). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await Promise.all([this.flushing, this.sweeping])
  }
}
