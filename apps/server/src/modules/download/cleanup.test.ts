import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import { WORK_STATUS } from '@store/contract'
import { job } from '../../core/jobs/schema'
import { buildTestApp, engineName } from '../../test/app'
import { purgeFinishedWork } from './cleanup'
import { downloadRecord } from './schema'

const TENANT = '100001'
const DAY_MS = 86_400_000

/** Issue 7 item 4: finished downloads and ended jobs are cleaned up after the retention, nothing else. */
describe(`clean-up of finished downloads and jobs (${engineName})`, () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)

  /** A record of the demo admin's, with its file on disk when it is done. */
  async function record(status: number, finishTime: Date | null, createTime = finishTime ?? now) {
    const id = app.ids.next()
    await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.insert(downloadRecord).values({
        id,
        userId: '1',
        fileName: `cleanup ${id}`,
        resource: 'demo-item',
        params: {},
        status,
        progress: status === WORK_STATUS.done ? 100 : 0,
        createTime,
        finishTime,
      }),
    )
    const path = app.exportFiles.pathOf(TENANT, id)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, 'xlsx')
    return { id, path }
  }
  const recordIds = async () =>
    (
      await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.select({ id: downloadRecord.id }).from(downloadRecord),
      )
    ).map((r) => r.id)

  async function jobRow(state: string, updatedAt: Date) {
    const [row] = await app.db.withSystem((tx) =>
      tx
        .insert(job)
        .values({ name: 'cleanup-test', lane: 'cleanup-test', payload: {}, state, updatedAt })
        .returning({ id: job.id }),
    )
    return row!.id
  }

  it('records that ended before the retention go with their files; recent ones and unfinished ones stay', async () => {
    const oldDone = await record(WORK_STATUS.done, daysAgo(8))
    const oldFailed = await record(WORK_STATUS.failed, daysAgo(30))
    const recentDone = await record(WORK_STATUS.done, daysAgo(6))
    const stuckRunning = await record(WORK_STATUS.running, null, daysAgo(40))

    const result = await purgeFinishedWork({ db: app.db, files: app.exportFiles, jobs: app.jobs }, 7, now)

    const left = await recordIds()
    expect(left).not.toContain(oldDone.id)
    expect(left).not.toContain(oldFailed.id)
    expect(left).toEqual(expect.arrayContaining([recentDone.id, stuckRunning.id]))
    expect(existsSync(oldDone.path)).toBe(false)
    expect(existsSync(oldFailed.path)).toBe(false)
    expect(existsSync(recentDone.path)).toBe(true)
    expect(result.records).toBeGreaterThanOrEqual(2)
  })

  it('jobs that ended before the retention are deleted; queued, active and recent ones stay', async () => {
    const oldDone = await jobRow('done', daysAgo(8))
    const oldFailed = await jobRow('failed', daysAgo(9))
    const recentDone = await jobRow('done', daysAgo(1))
    const oldQueued = await jobRow('queued', daysAgo(20))
    const oldActive = await jobRow('active', daysAgo(20))

    await purgeFinishedWork({ db: app.db, files: app.exportFiles, jobs: app.jobs }, 7, now)

    const ids = [oldDone, oldFailed, recentDone, oldQueued, oldActive]
    const left = await app.db.withSystem((tx) =>
      tx.select({ id: job.id }).from(job).where(inArray(job.id, ids)),
    )
    expect(left.map((r) => r.id).sort()).toEqual([recentDone, oldQueued, oldActive].sort())
    await app.db.withSystem((tx) => tx.delete(job).where(inArray(job.id, ids)))
  })
})
