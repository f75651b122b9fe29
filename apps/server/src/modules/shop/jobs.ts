import { DEFAULT_LOCALE } from '@store/contract'
import { and, eq } from 'drizzle-orm'
import type { Database, Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { JobQueue } from '../../core/jobs/queue'
import { job } from '../../core/jobs/schema'
import { allTenantIds } from '../tenant'
import { completeDueOrders } from './auto-complete'
import type { OrderContext } from './context'
import type { PaymentGateway } from './payment'
import { expireOrder } from './transitions'

export const UNPAID_TIMEOUT_JOB = 'shop:unpaid-timeout'
/** Completes every tenant's orders shipped longer ago than its completion setting, once an hour. */
export const AUTO_COMPLETE_JOB = 'shop:auto-complete'
const AUTO_COMPLETE_EVERY_MS = 3_600_000
interface TimeoutPayload {
  tenantId: string
  orderId: string
}

export interface OrderRuntime {
  db: Database
  ids: IdGenerator
  jobs: JobQueue
  payments: PaymentGateway
  timeZoneOf: (tenantId: string) => Promise<string>
}

/** Queues the order's timeout for its time; the job cancels it only if it is still unpaid then. */
export const timeoutScheduler =
  (jobs: JobQueue) =>
  (tx: Tx, tenantId: string, orderId: string, at: Date): Promise<void> =>
    jobs.enqueue<TimeoutPayload>(tx, UNPAID_TIMEOUT_JOB, { tenantId, orderId }, 3, at).then(() => undefined)

/** The system's order context in a tenant (the timeout job acts as nobody, in the default language). */
export async function systemContext<T>(
  rt: OrderRuntime,
  tenantId: string,
  fn: (c: OrderContext) => Promise<T>,
): Promise<T> {
  const timeZone = await rt.timeZoneOf(tenantId)
  return rt.db.withTenant({ tenantId }, (tx) =>
    fn({
      tx,
      ids: rt.ids,
      tenantId,
      userId: null,
      timeZone,
      locale: DEFAULT_LOCALE,
      payments: rt.payments,
      scheduleTimeout: timeoutScheduler(rt.jobs),
    }),
  )
}

/** Queues the next auto-complete run unless one is already waiting (several nodes start; one chain runs). */
export async function scheduleAutoComplete(rt: OrderRuntime, now = new Date()): Promise<void> {
  await rt.db.withSystem(async (tx) => {
    const [waiting] = await tx
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.name, AUTO_COMPLETE_JOB), eq(job.state, 'queued')))
      .limit(1)
    if (!waiting)
      await rt.jobs.enqueue(tx, AUTO_COMPLETE_JOB, {}, 3, new Date(now.getTime() + AUTO_COMPLETE_EVERY_MS))
  })
}

/** One auto-complete run over every tenant at `now`; the number of orders completed. */
export async function autoCompleteAll(rt: OrderRuntime, now = new Date()): Promise<number> {
  const tenants = await rt.db.withSystem((tx) => allTenantIds(tx))
  let completed = 0
  for (const { tenantId } of tenants)
    completed += await systemContext(rt, tenantId, (c) => completeDueOrders(c, now))
  return completed
}

export function defineShopJobs(rt: OrderRuntime): void {
  rt.jobs.define<Record<string, never>>({
    name: AUTO_COMPLETE_JOB,
    run: async () => {
      await autoCompleteAll(rt)
      await scheduleAutoComplete(rt)
    },
  })
  rt.jobs.define<TimeoutPayload>({
    name: UNPAID_TIMEOUT_JOB,
    run: async ({ tenantId, orderId }) => {
      await systemContext(rt, tenantId, (c) => expireOrder(c, orderId))
    },
  })
}
