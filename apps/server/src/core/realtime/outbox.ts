import { eq } from 'drizzle-orm'
import type { RealtimeEvent, RealtimeEvents } from '@store/contract'
import { emitAfterCommit, type Tx } from '../db/database'
import { realtimeOutbox } from './schema'

declare module '../db/database' {
  interface CommittedEvents {
    /** the outbox row a committed transaction wrote: its writer sends it at once */
    'realtime:queued': number
  }
}

export interface OutgoingEvent<K extends RealtimeEvent> {
  event: K
  payload: RealtimeEvents[K]
  /** the rooms (./rooms.ts) it is sent to */
  to: string[]
  /** not before this time (default: once the transaction commits) */
  dueAt?: Date
  /** a later event with the same key replaces this one while it waits */
  key?: string
}

/**
 * Writes an event in the caller's business transaction (ARCHITECTURE.md §4): it is sent only if the
 * transaction commits, and still sent if the process dies between the commit and the send.
 */
export async function enqueueRealtime<K extends RealtimeEvent>(tx: Tx, e: OutgoingEvent<K>): Promise<void> {
  if (e.key) await withdrawRealtime(tx, e.key)
  const [row] = await tx
    .insert(realtimeOutbox)
    .values({ event: e.event, rooms: e.to, payload: e.payload, dueAt: e.dueAt, key: e.key })
    .returning({ seq: realtimeOutbox.seq })
  emitAfterCommit(tx, 'realtime:queued', row!.seq)
}

/** Drops the waiting event of `key` (e.g. a scheduled notice removed before its release). */
export async function withdrawRealtime(tx: Tx, key: string): Promise<void> {
  await tx.delete(realtimeOutbox).where(eq(realtimeOutbox.key, key))
}
