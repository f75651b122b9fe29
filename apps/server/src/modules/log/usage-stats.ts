import { and, asc, count, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { apiLog, operationLog } from './schema'

const lastDays = (days: number) => sql`now() - make_interval(days => ${days})`

/** The tenant's most used pages of the last `days` days (user operation log), by recorded menu name. */
export async function operationsPerMenu(
  tx: Tx,
  days: number,
  limit: number,
): Promise<{ menuName: string; count: number }[]> {
  const rows = await tx
    .select({ menuName: operationLog.menuName, count: count() })
    .from(operationLog)
    .where(and(isNotNull(operationLog.menuName), gte(operationLog.operationTime, lastDays(days))))
    .groupBy(operationLog.menuName)
    .orderBy(desc(count()), asc(operationLog.menuName))
    .limit(limit)
  return rows.map((r) => ({ menuName: r.menuName!, count: r.count }))
}

/** The tenant's API calls of the last `days` days (API log), by HTTP status. */
export async function apiCallsByStatus(tx: Tx, days: number): Promise<{ status: number; count: number }[]> {
  return tx
    .select({ status: apiLog.status, count: count() })
    .from(apiLog)
    .where(gte(apiLog.createTime, lastDays(days)))
    .groupBy(apiLog.status)
    .orderBy(asc(apiLog.status))
}

/** A user's most used screens of the last `days` days (at most 100), most used first. */
export async function mostUsedMenus(tx: Tx, userId: string, days: number): Promise<string[]> {
  const rows = await tx
    .select({ menuId: operationLog.menuId, n: count() })
    .from(operationLog)
    .where(
      and(
        eq(operationLog.userId, userId),
        isNotNull(operationLog.menuId),
        gt(operationLog.operationTime, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .groupBy(operationLog.menuId)
    .orderBy(desc(count()), asc(operationLog.menuId))
    .limit(100)
  return rows.map((r) => r.menuId!)
}
