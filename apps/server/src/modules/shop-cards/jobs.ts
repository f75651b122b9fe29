import { DEFAULT_LOCALE } from '@store/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobQueue } from '../../core/jobs/queue'
import { job } from '../../core/jobs/schema'
import { allTenantIds } from '../tenant'
import { expireDueCards } from './card-expiry'
import type { CardsContext } from './context'
import { grantMonthlyCoupons } from './monthly-coupons'

/** Expires every tenant's gift cards past their expiry, once an hour. */
export const GIFT_CARD_EXPIRY_JOB = 'shop-cards:gift-card-expiry'
const EXPIRY_EVERY_MS = 3_600_000
/** Issues paying members their monthly coupons, every six hours (each member once per month). */
export const MONTHLY_COUPONS_JOB = 'shop-cards:monthly-coupons'
const MONTHLY_COUPONS_EVERY_MS = 6 * 3_600_000

export interface CardsRuntime {
  db: Database
  ids: IdGenerator
  jobs: JobQueue
  timeZoneOf: (tenantId: string) => Promise<string>
}

/** The system's context in a tenant, in a transaction of its own (a job) or the caller's (`tx`). */
async function systemCards<T>(rt: CardsRuntime, tenantId: string, fn: (c: CardsContext) => Promise<T>) {
  const timeZone = await rt.timeZoneOf(tenantId)
  return rt.db.withTenant({ tenantId }, (tx) =>
    fn({ tx, ids: rt.ids, tenantId, userId: null, timeZone, locale: DEFAULT_LOCALE }),
  )
}

/** Queues the job's next run `everyMs` on unless one is already waiting (several nodes start; one chain runs). */
async function scheduleNext(rt: CardsRuntime, name: string, everyMs: number, now: Date): Promise<void> {
  await rt.db.withSystem(async (tx) => {
    const [waiting] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.name, name), eq(job.state, 'queued')))
      .limit(1)
    if (!waiting) await rt.jobs.enqueue(tx, name, {}, 3, new Date(now.getTime() + everyMs))
  })
}

/** Queues the cards tools' next expiry and monthly-coupons runs, each unless one is already waiting. */
export async function scheduleCardJobs(rt: CardsRuntime, now = new Date()): Promise<void> {
  await scheduleNext(rt, GIFT_CARD_EXPIRY_JOB, EXPIRY_EVERY_MS, now)
  await scheduleNext(rt, MONTHLY_COUPONS_JOB, MONTHLY_COUPONS_EVERY_MS, now)
}

/** One expiry run over every tenant at `now`; the number of cards expired. */
export async function expireAllCards(rt: CardsRuntime, now = new Date()): Promise<number> {
  const tenants = await rt.db.withSystem((tx) => allTenantIds(tx))
  let expired = 0
  for (const { tenantId } of tenants)
    expired += await systemCards(rt, tenantId, (c) => expireDueCards(c, now))
  return expired
}

/** One monthly-coupons run over every tenant at `now`; the number of members issued their coupons. */
export async function grantAllMonthlyCoupons(rt: CardsRuntime, now = new Date()): Promise<number> {
  const tenants = await rt.db.withSystem((tx) => allTenantIds(tx))
  let granted = 0
  for (const { tenantId } of tenants)
    granted += (await systemCards(rt, tenantId, (c) => grantMonthlyCoupons(c, now))).granted
  return granted
}

/**
 * The expiry job (every tenant's due cards expire) and the monthly-coupons job (every active paying
 * member gets the month's coupons once); each schedules its next run.
 */
export function defineCardsJobs(rt: CardsRuntime): void {
  rt.jobs.define<Record<string, never>>({
    name: GIFT_CARD_EXPIRY_JOB,
    run: async () => {
      await expireAllCards(rt)
      await scheduleNext(rt, GIFT_CARD_EXPIRY_JOB, EXPIRY_EVERY_MS, new Date())
    },
  })
  rt.jobs.define<Record<string, never>>({
    name: MONTHLY_COUPONS_JOB,
    run: async () => {
      await grantAllMonthlyCoupons(rt)
      await scheduleNext(rt, MONTHLY_COUPONS_JOB, MONTHLY_COUPONS_EVERY_MS, new Date())
    },
  })
}
