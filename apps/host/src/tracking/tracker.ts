import type { OperationRecord } from '@store/contract'

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
  let queue: OperationRecord[] = []
  let sending: Promise<void> | null = null

  const flush = async (): Promise<void> => {
    if (sending) return sending
    if (queue.length === 0) return
    const batch = queue.slice(0, TRACK_BATCH_MAX)
    queue = queue.slice(batch.length)
    sending = send(batch)
      .then(
        () => undefined,
        () => {
          queue = [...batch, ...queue]
        },
      )
      .finally(() => {
        sending = null
      })
    return sending
  }

  const timer = setInterval(() => void flush(), TRACK_FLUSH_MS)
  const onVisibility = () => {
    if (target.visibilityState === 'hidden') void flush()
  }
  target.addEventListener('visibilitychange', onVisibility)

  return {
    record(record) {
      queue.push(record)
      if (queue.length >= TRACK_BATCH_MAX) void flush()
    },
    flush,
    stop() {
      clearInterval(timer)
      target.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
