export interface BatchRecorderOptions<T> {
  /** Writes one tenant's rows (the caller makes it one transaction). */
  write: (tenantId: string, rows: T[]) => Promise<void>
  /** A flush starts as soon as this many rows wait. */
  batchSize: number
  /** Rows held at most: beyond it new rows are dropped and counted, so memory stays bounded. */
  capacity: number
  /** A flush runs at least this often. */
  intervalMs: number
  /** Told after a flush how many rows were lost since the last report (buffer full or write failed). */
  onDropped: (count: number, err?: unknown) => void
}

/**
 * Collects log rows in memory and writes them in batches, one write per tenant, off the request path:
 * recording costs a request an array push. Under overload rows are dropped and counted, never queued
 * without bound; close() writes what is left.
 */
export class BatchRecorder<T> {
  private pending: { tenantId: string; row: T }[] = []
  private running: Promise<void> | null = null
  private readonly timer: NodeJS.Timeout
  private closed = false
  private unreported = 0
  private lastError: unknown
  /** Rows lost since start: buffer full, written after close, or their write failed. */
  dropped = 0

  constructor(private readonly options: BatchRecorderOptions<T>) {
    this.timer = setInterval(() => void this.flush(), options.intervalMs).unref()
  }

  add(tenantId: string, row: T): void {
    if (this.closed || this.pending.length >= this.options.capacity) {
      this.drop(1)
      return
    }
    this.pending.push({ tenantId, row })
    if (this.pending.length >= this.options.batchSize) void this.flush()
  }

  /** Writes everything added so far; one flush runs at a time, a second waits for it and then runs. */
  async flush(): Promise<void> {
    while (this.running) await this.running
    this.running = this.drain()
    try {
      await this.running
    } finally {
      this.running = null
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.timer)
    await this.flush()
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending
      this.pending = []
      const byTenant = new Map<string, T[]>()
      for (const { tenantId, row } of batch) {
        const rows = byTenant.get(tenantId)
        if (rows) rows.push(row)
        else byTenant.set(tenantId, [row])
      }
      for (const [tenantId, rows] of byTenant) {
        try {
          await this.options.write(tenantId, rows)
        } catch (err) {
          this.lastError = err
          this.drop(rows.length)
        }
      }
    }
    if (this.unreported > 0) {
      this.options.onDropped(this.unreported, this.lastError)
      this.unreported = 0
      this.lastError = undefined
    }
  }

  private drop(count: number): void {
    this.dropped += count
    this.unreported += count
  }
}
