import type { OperationRecord } from '@store/contract'
import { createBatchQueue } from './batch-queue'

/** spec §3 "Operation-log record", as userOperation/save takes it. */
export type { OperationRecord }

/** spec §9: a batch holds at most 9999 records and is sent every 30 s and when the page is hidden. */
export const TRACK_BATCH_MAX = 9999
export const TRACK_FLUSH_MS = 30_000

export interface Tracker {
  record(record: OperationRecord): void
  /** send what is queued now (a failed batch goes back to the front of the queue) */
  flush(): Promise<void>
  stop(): void
}

/**
 * Batches operation records for `send`. A full batch goes at once; the rest every TRACK_FLUSH_MS and
 * when the page is hidden. One batch is in flight at a time.
 */
export function createTracker(
  send: (batch: OperationRecord[]) => Promise<unknown>,
  target: Document = document,
): Tracker {
  const queue = createBatchQueue(
    send,
    { max: TRACK_BATCH_MAX, flushMs: TRACK_FLUSH_MS, keepFailed: true },
    target,
  )
  return { record: queue.add, flush: queue.flush, stop: queue.stop }
}
