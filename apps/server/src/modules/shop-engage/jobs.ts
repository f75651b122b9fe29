import type { Database, Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobQueue } from '../../core/jobs/queue'
import type { CommissionRuntime } from './commission-orders'
import { releaseCommission } from './commission-orders'

/** Releases one order's frozen commission when its after-sale window has closed. */
export const RELEASE_JOB = 'shop-engage:commission-release'
interface ReleasePayload {
  tenantId: string
  orderId: string
}

export function defineEngageJobs(rt: { db: Database; ids: IdGenerator; jobs: JobQueue }): CommissionRuntime {
  rt.jobs.define<ReleasePayload>({
    name: RELEASE_JOB,
    run: async ({ tenantId, orderId }) => {
      await rt.db.withTenant({ tenantId }, (tx) => releaseCommission(tx, rt.ids, orderId))
    },
  })
  return {
    ids: rt.ids,
    scheduleRelease: (tx: Tx, tenantId: string, orderId: string, at: Date) =>
      rt.jobs.enqueue<ReleasePayload>(tx, RELEASE_JOB, { tenantId, orderId }, 3, at).then(() => undefined),
  }
}
