/** What a batch queue is told: how large a batch, how often it goes, and what happens to a failed one. */
export interface BatchOptions {
  /** a full batch goes at once */
  max: number
  /** the rest goes this often, and when the page is hidden */
  flushMs: number
  /** true: a failed batch goes back to the front of the queue; false: it is dropped */
  keepFailed: boolean
  /** runs the periodic flush when the browser has time (micro/idle.ts); at once by default */
  whenIdle?: (work: () => void) => unknown
}

export interface BatchQueue<T> {
  add(item: T): void
  /** send what is queued now */
  flush(): Promise<void>
  stop(): void
}

/**
 * Batches items for `send`: a full batch at once, the rest every `flushMs` (when idle, if asked) and
 * when the page is hidden. One batch is in flight at a time.
 */
export function createBatchQueue<T>(
  send: (batch: T[]) => Promise<unknown>,
  options: BatchOptions,
  target: Document = document,
): BatchQueue<T> {
  let queue: T[] = []
  let sending: Promise<void> | null = null

  const flush = async (): Promise<void> => {
    if (sending) return sending
    if (queue.length === 0) return
    const batch = queue.slice(0, options.max)
    queue = queue.slice(batch.length)
    sending = send(batch)
      .then(
        () => undefined,
        () => {
          if (options.keepFailed) queue = [...batch, ...queue]
        },
      )
      .finally(() => {
        sending = null
      })
    return sending
  }

  const tick = () => {
    if (queue.length === 0) return
    if (options.whenIdle) options.whenIdle(() => void flush())
    else void flush()
  }
  const timer = setInterval(tick, options.flushMs)
  const onVisibility = () => {
    if (target.visibilityState === 'hidden') void flush()
  }
  target.addEventListener('visibilitychange', onVisibility)

  return {
    add(item) {
      queue.push(item)
      if (queue.length >= options.max) void flush()
    },
    flush,
    stop() {
      clearInterval(timer)
      target.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
