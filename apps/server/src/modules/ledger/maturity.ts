import type { FastifyInstance } from 'fastify'
import type { Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobContext } from '../../core/jobs/queue'
import { allTenantIds } from '../tenant'
import { membersDue, settlePoints } from './points'

export const POINTS_SWEEP_JOB = 'ledger-points-sweep'
const SWEEP_EVERY_MS = 15 * 60_000
const BATCH = 200

/**
 * Settles every member of a tenant whose lots are due as of `at` (after-sale window closed, or
 * expired), each member in a short transaction of their own. Answers how many members it settled.
 */
export async function sweepTenant(
  db: Database,
  ids: IdGenerator,
  tenantId: string,
  at: Date,
  job?: JobContext,
): Promise<number> {
  let settled = 0
  for (;;) {
    const members = await db.withTenant({ tenantId }, (tx) => membersDue(tx, at, BATCH))
    for (const memberId of members)
      await db.withTenant({ tenantId }, (tx) => settlePoints(tx, { ids, userId: null, at }, memberId))
    settled += members.length
    await job?.heartbeat()
    if (members.length < BATCH) return settled
  }
}

/**
 * The points maturity job: every tenant's due lots unfrozen or retired (a spend settles its own
 * member first, so the job only keeps balances current for members who do nothing). Queued every
 * 15 minutes by each server; a second copy finds nothing left to do.
 */
export function schedulePointsSweep(app: FastifyInstance): void {
  app.jobs.define<Record<string, never>>({
    name: POINTS_SWEEP_JOB,
    run: async (_payload, ctx) => {
      const tenants = await app.db.withSystem(allTenantIds)
      const at = new Date()
      for (const { tenantId } of tenants) await sweepTenant(app.db, app.ids, tenantId, at, ctx)
    },
  })
  const timer = setInterval(() => {
    app.db
      .withSystem((tx) => app.jobs.enqueue(tx, POINTS_SWEEP_JOB, {}, 1))
      .catch((err) => app.log.error({ err }, 'queueing the points sweep failed'))
  }, SWEEP_EVERY_MS).unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
