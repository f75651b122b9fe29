import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq, like } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { JobQueue } from './queue'
import { job } from './schema'

const LEASE_MS = 300
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** ARCHITECTURE.md §4 / issue 7: long work is a durable job; a crash never loses it. */
describe(`job queue (${engineName})`, () => {
  let app: FastifyInstance
  const prefix = `test-${randomUUID().slice(0, 8)}`
  let queue: JobQueue
  const ran: string[] = []
  const failures: { payload: unknown; error: string }[] = []

  const rowOf = async (id: number) =>
    (await app.db.withSystem((tx) => tx.select().from(job).where(eq(job.id, id))))[0]!
  const enqueue = (name: string, payload: object, maxAttempts?: number) =>
    app.db.withSystem((tx) => queue.enqueue(tx, `${prefix}-${name}`, payload, maxAttempts))

  beforeAll(async () => {
    app = await buildTestApp()
    queue = new JobQueue(app.db, app.log, { leaseMs: LEASE_MS, backoffMs: 10 })
    queue.define<{ tag: string }>({
      name: `${prefix}-ok`,
      run: async (payload) => {
        ran.push(payload.tag)
      },
      failed: async (_tx, payload, error) => {
        failures.push({ payload, error })
      },
    })
    queue.define<{ tag: string }>({
      name: `${prefix}-broken`,
      run: async () => {
        throw new Error('the printer is on fire')
      },
      failed: async (_tx, payload, error) => {
        failures.push({ payload, error })
      },
    })
  })
  afterAll(async () => {
    await app.db.withSystem((tx) => tx.delete(job).where(like(job.name, `${prefix}-%`)))
    await app.close()
  })

  it('a job whose worker crashed (claimed, lease run out, never finished) is claimed again and completes', async () => {
    const id = await enqueue('ok', { tag: 'crashed-once' })
    const first = await queue.claim()
    expect(first).toMatchObject({ id, attempts: 1 })
    expect(await rowOf(id)).toMatchObject({ state: 'active', attempts: 1 })

    // The worker died: nobody finishes it. Until the lease runs out, no one else takes it.
    expect(await queue.runNext()).toBe(false)
    await sleep(LEASE_MS + 100)
    expect(await queue.runNext()).toBe(true)

    expect(ran).toEqual(['crashed-once'])
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 2, lockedUntil: null })
  })

  it('a failing job is retried up to its limit, then shows failed with its error', async () => {
    const id = await enqueue('broken', { tag: 'always-fails' }, 3)
    expect(await queue.runNext()).toBe(true)
    expect(await rowOf(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'the printer is on fire',
    })
    await sleep(50)
    expect(await queue.runNext()).toBe(true)
    expect(await rowOf(id)).toMatchObject({ state: 'queued', attempts: 2 })
    await sleep(80)
    expect(await queue.runNext()).toBe(true)
    expect(await rowOf(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      lastError: 'the printer is on fire',
    })
    expect(failures).toEqual([{ payload: { tag: 'always-fails' }, error: 'the printer is on fire' }])

    await sleep(200)
    expect(await queue.runNext()).toBe(false)
  })

  it('a job abandoned on its last attempt is failed once its lease runs out, not run again', async () => {
    failures.length = 0
    const id = await enqueue('ok', { tag: 'last-chance' }, 1)
    expect(await queue.claim()).toMatchObject({ id })
    await sleep(LEASE_MS + 100)
    expect(await queue.runNext()).toBe(false)
    expect(await rowOf(id)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'lease expired' })
    expect(failures).toEqual([{ payload: { tag: 'last-chance' }, error: 'lease expired' }])
    expect(ran).not.toContain('last-chance')
  })

  it('two workers claiming at once never take the same job', async () => {
    const id = await enqueue('ok', { tag: 'contended' })
    const claims = await Promise.all([queue.claim(), queue.claim()])
    expect(claims.filter(Boolean)).toEqual([expect.objectContaining({ id })])
    // Nobody finishes it: gone, it cannot be claimed again by a later test once its lease runs out.
    await app.db.withSystem((tx) => tx.delete(job).where(eq(job.id, id)))
  })

  it('a job is run only by workers of the lane that queued it (their files folder holds its files)', async () => {
    const elsewhere = new JobQueue(app.db, app.log, { leaseMs: LEASE_MS, lane: `${prefix}-elsewhere` })
    elsewhere.define({ name: `${prefix}-ok`, run: async () => {} })
    const id = await app.db.withSystem((tx) => elsewhere.enqueue(tx, `${prefix}-ok`, { tag: 'other-lane' }))

    expect(await queue.runNext()).toBe(false)
    expect(await rowOf(id)).toMatchObject({ state: 'queued', lane: `${prefix}-elsewhere`, attempts: 0 })
    expect(await elsewhere.runNext()).toBe(true)
    expect(await rowOf(id)).toMatchObject({ state: 'done', attempts: 1 })
    expect(ran).not.toContain('other-lane')
  })

  it('a job queued in a transaction that rolls back does not exist', async () => {
    await expect(
      app.db.withSystem(async (tx) => {
        await queue.enqueue(tx, `${prefix}-ok`, { tag: 'rolled-back' })
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    await sleep(LEASE_MS + 100)
    while (await queue.runNext());
    expect(ran).not.toContain('rolled-back')
  })
})
