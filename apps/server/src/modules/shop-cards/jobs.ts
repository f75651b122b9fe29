import { DEFAULT_LOCALE } from '@store/contract'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobQueue } from '../../core/jobs/queue'
import { job } from '../../core/jobs/schema'
import { allTenantIds } from '../tenant'
import { expireDueCards } from './card-expiry'
import type { CardsContext } from './context'

/** Expires every tenant's gift cards past their expiry, once an hour. */
export const GIFT_CARD_EXPIRY_JOB = 'shop-cards:gift-card-expiry'
const EXPIRY_EVERY_MS = 3_600_000

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

/** Queues the next expiry run unless one is already waiting (several nodes start; one chain runs). */
export async function scheduleCardExpiry(rt: CardsRuntime, now = new Date()): Promise<void> {
  await rt.db.withSystem(async (tx) => {
    const [waiting] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.name, GIFT_CARD_EXPIRY_JOB), eq(job.state, 'queued')))
      .limit(1)
    if (!waiting)
      await rt.jobs.enqueue(tx, GIFT_CARD_EXPIRY_JOB, {}, 3, new Date(now.getTime() + EXPIRY_EVERY_MS))
  })
}

/** One expiry run over every tenant at `now`; the number of cards expired. */
export async function expireAllCards(rt: CardsRuntime, now = new Date()): Promise<number> {
  const tenants = await rt.db.withSystem((tx) => allTenantIds(tx))
  let expired = 0
  for (const { tenantId } of tenants)
    expired += await systemCards(rt, tenantId, (c) => expireDueCards(c, now))
  return expired
}

/** The expiry job: it expires every tenant's due cards, then schedules its next run. */
export function defineCardsJobs(rt: CardsRuntime): void {
  rt.jobs.define<Record<string, never>>({
    name: GIFT_CARD_EXPIRY_JOB,
    run: async () => {
      await expireAllCards(rt)
      await scheduleCardExpiry(rt)
    },
  })
}
