import { BatchRecorder, type BatchRecorderOptions } from './batch-recorder'

/** A recorder whose writes land in `written` (per tenant) and can be held back or made to fail. */
function recorder(options: Partial<BatchRecorderOptions<number>> = {}) {
  const written: [string, number[]][] = []
  const drops: number[] = []
  let gate: Promise<void> = Promise.resolve()
  const r = new BatchRecorder<number>({
    write: async (tenantId, rows) => {
      await gate
      written.push([tenantId, rows])
    },
    batchSize: 1000,
    capacity: 10_000,
    intervalMs: 60_000,
    onDropped: (n) => drops.push(n),
    ...options,
  })
  const hold = () => {
    let release!: () => void
    gate = new Promise((resolve) => (release = resolve))
    return () => release()
  }
  return { r, written, drops, hold }
}

/** Issue 4 item 8: request logging buffers in memory, writes in batches, and stays bounded under overload. */
describe('batch recorder', () => {
  it('writes what was added in one write per tenant, in order, on flush', async () => {
    const { r, written } = recorder()
    r.add('100001', 1)
    r.add('100002', 2)
    r.add('100001', 3)
    expect(written).toEqual([])
    await r.flush()
    expect(written).toEqual([
      ['100001', [1, 3]],
      ['100002', [2]],
    ])
    await r.close()
  })

  it('starts writing by itself once a batch is full, without waiting for the timer', async () => {
    const { r, written } = recorder({ batchSize: 3 })
    r.add('100001', 1)
    r.add('100001', 2)
    expect(written).toEqual([])
    r.add('100001', 3)
    await new Promise((resolve) => setImmediate(resolve))
    expect(written).toEqual([['100001', [1, 2, 3]]])
    await r.close()
  })

  it('writes on its timer', async () => {
    const { r, written } = recorder({ intervalMs: 20 })
    r.add('100001', 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(written).toEqual([['100001', [1]]])
    await r.close()
  })

  it('under overload drops rows beyond its capacity and counts them instead of growing', async () => {
    const { r, written, drops, hold } = recorder({ batchSize: 2, capacity: 4 })
    const release = hold()
    r.add('100001', 1)
    r.add('100001', 2) // a flush starts and waits on the slow database
    for (let i = 3; i <= 10; i++) r.add('100001', i) // 3..6 are buffered, 7..10 dropped
    expect(r.dropped).toBe(4)
    release()
    await r.flush()
    expect(written.flatMap(([, rows]) => rows)).toEqual([1, 2, 3, 4, 5, 6])
    expect(drops).toEqual([4])
    await r.close()
  })

  it('a failed write loses only that tenant’s rows, counted and reported; the next write goes on', async () => {
    const failures: unknown[] = []
    let fail = true
    const written: number[] = []
    const r = new BatchRecorder<number>({
      write: async (tenantId, rows) => {
        if (fail && tenantId === '100001') throw new Error('database down')
        written.push(...rows)
      },
      batchSize: 100,
      capacity: 100,
      intervalMs: 60_000,
      onDropped: (n, err) => failures.push([n, (err as Error).message]),
    })
    r.add('100001', 1)
    r.add('100001', 2)
    r.add('100002', 3)
    await r.flush()
    expect(written).toEqual([3])
    expect(r.dropped).toBe(2)
    expect(failures).toEqual([[2, 'database down']])
    fail = false
    r.add('100001', 4)
    await r.flush()
    expect(written).toEqual([3, 4])
    await r.close()
  })

  it('close writes what is left, waiting for a write in progress; rows after close are dropped', async () => {
    const { r, written, hold } = recorder({ batchSize: 2 })
    const release = hold()
    r.add('100001', 1)
    r.add('100001', 2)
    r.add('100001', 3)
    const closing = r.close()
    release()
    await closing
    expect(written.flatMap(([, rows]) => rows)).toEqual([1, 2, 3])
    r.add('100001', 4)
    await r.flush()
    expect(written.flatMap(([, rows]) => rows)).toEqual([1, 2, 3])
    expect(r.dropped).toBe(1)
  })
})
