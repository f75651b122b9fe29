import { DEFAULT_LOCALE, type Locale } from '@store/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionOf } from '../../core/auth'
import type { Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { TenantWork } from '../../core/tenant-work'
import type { JobQueue } from '../../core/jobs/queue'
import { shopPayments, type PaymentGateway } from '../shop'

export const TEAM_DEADLINE_JOB = 'shop-activity:team-deadline'
export interface TeamDeadlinePayload {
  tenantId: string
  teamId: string
}
export const SECKILL_END_JOB = 'shop-activity:seckill-end'
export interface SeckillEndPayload {
  tenantId: string
  activityId: string
}

/** One request's (or job's) work on the activities: its tenant transaction, who acts, the time it takes as now. */
export interface ActivityContext extends TenantWork {
  now: Date
  payments: PaymentGateway
  /** queues the job that fails a team still forming at its deadline */
  scheduleTeamDeadline: (teamId: string, at: Date) => Promise<void>
  /** queues the job that gives a seckill's unsold units back to the goods at its end */
  scheduleSeckillEnd: (activityId: string, at: Date) => Promise<void>
}

export interface ActivityRuntime {
  db: Database
  ids: IdGenerator
  jobs: JobQueue
  timeZoneOf: (tenantId: string) => Promise<string>
}

/** Runs `fn` in one transaction of `tenantId`, as `userId`. */
export async function inTenant<T>(
  rt: ActivityRuntime,
  who: { tenantId: string; userId: string | null; locale: Locale },
  fn: (c: ActivityContext) => Promise<T>,
): Promise<T> {
  const timeZone = await rt.timeZoneOf(who.tenantId)
  return rt.db.withTenant({ tenantId: who.tenantId, userId: who.userId }, (tx) =>
    fn({
      tx,
      ids: rt.ids,
      ...who,
      timeZone,
      now: new Date(),
      payments: shopPayments,
      scheduleTeamDeadline: async (teamId, at) => {
        await rt.jobs.enqueue<TeamDeadlinePayload>(
          tx,
          TEAM_DEADLINE_JOB,
          { tenantId: who.tenantId, teamId },
          3,
          at,
        )
      },
      scheduleSeckillEnd: async (activityId, at) => {
        await rt.jobs.enqueue<SeckillEndPayload>(
          tx,
          SECKILL_END_JOB,
          { tenantId: who.tenantId, activityId },
          3,
          at,
        )
      },
    }),
  )
}

/** The system's context in a tenant (jobs, load tests): nobody acts, messages in the default language. */
export const systemActivityContext = <T>(
  rt: ActivityRuntime,
  tenantId: string,
  fn: (c: ActivityContext) => Promise<T>,
) => inTenant(rt, { tenantId, userId: null, locale: DEFAULT_LOCALE }, fn)

/** The caller's context: their tenant, them, their language. */
export function requestActivityContext(app: FastifyInstance) {
  const rt = runtimeOf(app)
  return <T>(req: FastifyRequest, fn: (c: ActivityContext) => Promise<T>): Promise<T> => {
    const s = sessionOf(req)
    return inTenant(rt, { tenantId: s.tenantId, userId: s.userId, locale: req.locale }, fn)
  }
}
export type InActivity = ReturnType<typeof requestActivityContext>

export const runtimeOf = (app: FastifyInstance): ActivityRuntime => ({
  db: app.db,
  ids: app.ids,
  jobs: app.jobs,
  timeZoneOf: (tenantId) => app.tenants.timeZoneOf(tenantId),
})
