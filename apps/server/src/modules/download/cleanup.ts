import { and, inArray, lt } from 'drizzle-orm'
import { WORK_STATUS } from '@store/contract'
import type { Database } from '../../core/db/database'
import type { JobQueue } from '../../core/jobs/queue'
import { allTenantIds } from '../tenant'
import type { ExportFiles } from './files'
import { downloadRecord } from './schema'

const DAY_MS = 86_400_000

/** What one clean-up removed. */
export interface CleanupResult {
  records: number
  jobs: number
}

/**
 * Removes the finished work older than the retention (docs/jobs-and-downloads.md "Clean-up"): every
 * tenant's download records that ended (done or failed) before it, with their files, and the job rows
 * that ended before it. A record still queued or running is never touched, however old. Each tenant's
 * records go in one of its own transactions; a file is removed once its row's deletion committed.
 */
export async function purgeFinishedWork(
  deps: { db: Database; files: ExportFiles; jobs: JobQueue },
  retentionDays: number,
  now = new Date(),
): Promise<CleanupResult> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS)
  const tenants = await deps.db.withSystem(allTenantIds)
  let records = 0
  for (const { tenantId } of tenants) {
    const removed = await deps.db.withTenant({ tenantId }, (tx) =>
      tx
        .delete(downloadRecord)
        .where(
          and(
            inArray(downloadRecord.status, [WORK_STATUS.done, WORK_STATUS.failed]),
            lt(downloadRecord.finishTime, cutoff),
          ),
        )
        .returning({ id: downloadRecord.id }),
    )
    for (const { id } of removed) await deps.files.remove(tenantId, id)
    records += removed.length
  }
  return { records, jobs: await deps.jobs.purgeEnded(cutoff) }
}
