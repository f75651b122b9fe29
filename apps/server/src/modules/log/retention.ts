import { eq, sql } from 'drizzle-orm'
import { recordAudit } from '../../core/audit/service'
import type { Database, Tx } from '../../core/db/database'
import { deleteOlderThan, type LogTable } from '../../core/db/purge'
import type { IdGenerator } from '../../core/ids'
import { purgeLoginLog } from '../auth'
import { allTenantIds } from '../tenant'
import { apiLog, errorLog, logRetention, operationLog, webLog } from './schema'

/** Days each log kind is kept when the tenant has not chosen (docs/logs.md "Retention"). */
export const DEFAULT_RETENTION = {
  apiDays: 30,
  errorDays: 90,
  webDays: 30,
  operationDays: 180,
  loginDays: 180,
}
export type Retention = typeof DEFAULT_RETENTION
export type RetentionKind = keyof Retention

type Purge = (tx: Tx, cutoff: Date, batchSize: number) => Promise<number>
const purgeOf =
  (table: LogTable): Purge =>
  (tx, cutoff, batchSize) =>
    deleteOlderThan(tx, table, cutoff, batchSize)

const PURGES: Record<RetentionKind, Purge> = {
  apiDays: purgeOf(apiLog),
  errorDays: purgeOf(errorLog),
  webDays: purgeOf(webLog),
  operationDays: purgeOf(operationLog),
  loginDays: purgeLoginLog,
}

const KINDS = Object.keys(PURGES) as RetentionKind[]
const DAY_MS = 86_400_000
const PURGE_BATCH = 5000

/** The transaction's tenant's retention: its saved row, else the defaults. */
export async function loadRetention(tx: Tx): Promise<Retention> {
  const [row] = await tx.select().from(logRetention)
  return row ? retentionOf(row) : { ...DEFAULT_RETENTION }
}

const retentionOf = (row: typeof logRetention.$inferSelect) =>
  Object.fromEntries(KINDS.map((k) => [k, row[k]])) as Retention

/**
 * Removes every tenant's log rows older than its retention, in batches of `batchSize` rows, each in
 * its own short transaction (a large backlog never holds locks for long). Answers the rows removed
 * per kind. The hourly job calls it; it is safe to run on several nodes at once.
 */
export async function purgeExpiredLogs(
  db: Database,
  { batchSize = PURGE_BATCH, now = new Date() }: { batchSize?: number; now?: Date } = {},
): Promise<Record<RetentionKind, number>> {
  const removed = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<RetentionKind, number>
  const tenants = await db.withSystem(allTenantIds)
  for (const { tenantId } of tenants) {
    const retention = await db.withTenant({ tenantId }, loadRetention)
    for (const kind of KINDS) {
      const cutoff = new Date(now.getTime() - retention[kind] * DAY_MS)
      for (;;) {
        const n = await db.withTenant({ tenantId }, (tx) => PURGES[kind](tx, cutoff, batchSize))
        removed[kind] += n
        if (n < batchSize) break
      }
    }
  }
  return removed
}

/**
 * Saves the retention of the transaction's tenant with one audit row (before: the defaults when it had
 * none). The row is created with the defaults first and locked, so concurrent changes queue.
 */
export async function changeRetention(
  tx: Tx,
  ids: IdGenerator,
  retention: Retention,
  actor: { tenantId: string; userId: string; requestId: string },
): Promise<Retention> {
  const mine = eq(logRetention.tenantId, actor.tenantId)
  await tx.insert(logRetention).values(DEFAULT_RETENTION).onConflictDoNothing()
  const [current] = await tx.select().from(logRetention).where(mine).for('update')
  const [saved] = await tx
    .update(logRetention)
    .set({ ...retention, updateUser: actor.userId, updateTime: sql`now()` })
    .where(mine)
    .returning()
  const after = retentionOf(saved!)
  await recordAudit(tx, ids, {
    resource: 'log_retention',
    action: 'update',
    recordIds: [actor.tenantId],
    before: retentionOf(current!),
    after,
    userId: actor.userId,
    requestId: actor.requestId,
  })
  return after
}
