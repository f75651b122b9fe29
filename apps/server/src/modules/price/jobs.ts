import { and, eq } from 'drizzle-orm'
import type { Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobQueue } from '../../core/jobs/queue'
import { job } from '../../core/jobs/schema'
import { allTenantIds } from '../tenant'
import { checkAllLists } from './anomalies'
import { applyOrder } from './apply'
import { APPLY_JOB, type ApplyPayload } from './orders'

export const NIGHTLY_JOB = 'price:nightly-check'
/** The nightly check runs at this hour (server time). */
const NIGHTLY_HOUR = 2

/** The next NIGHTLY_HOUR o'clock after `from`. */
export function nextNight(from: Date): Date {
  const next = new Date(from)
  next.setHours(NIGHTLY_HOUR, 0, 0, 0)
  if (next <= from) next.setDate(next.getDate() + 1)
  return next
}

/** Queues the nightly check unless one is already waiting (several nodes start; one chain runs). */
export async function scheduleNightly(queue: JobQueue, db: Database, now = new Date()): Promise<void> {
  await db.withSystem(async (tx) => {
    const [waiting] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.name, NIGHTLY_JOB), eq(job.state, 'queued')))
      .limit(1)
    if (!waiting) await queue.enqueue(tx, NIGHTLY_JOB, {}, 3, nextNight(now))
  })
}

/**
 * The price centre's jobs: a scheduled order applied at its effective time (once, whichever worker
 * runs it), and the nightly anomaly check of every tenant's lists, which queues the next night's.
 */
export function definePriceJobs(queue: JobQueue, db: Database, ids: IdGenerator): void {
  queue.define<ApplyPayload>({
    name: APPLY_JOB,
    run: async ({ tenantId, orderId }) => {
      await db.withTenant({ tenantId }, (tx) => applyOrder(tx, ids, tenantId, orderId))
    },
  })
  queue.define<Record<string, never>>({
    name: NIGHTLY_JOB,
    run: async () => {
      const tenants = await db.withSystem((tx) => allTenantIds(tx))
      for (const { tenantId } of tenants) await db.withTenant({ tenantId }, (tx) => checkAllLists(tx, ids))
      await scheduleNightly(queue, db)
    },
  })
}
