import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { loginLog } from './schema'

/** The instant a local day starts in a time zone (`yyyy-MM-dd`), as SQL. */
const startOfDay = (day: string, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`

/** Successful sign-ins of the tenant per local day (`yyyy-MM-dd`), from the start of `firstDay` on. */
export async function signInsPerDay(
  tx: Tx,
  firstDay: string,
  timeZone: string,
): Promise<{ day: string; count: number }[]> {
  const day = sql<string>`to_char(${loginLog.createTime} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`
  return (
    tx
      .select({ day, count: count() })
      .from(loginLog)
      .where(and(eq(loginLog.success, 1), gte(loginLog.createTime, startOfDay(firstDay, timeZone))))
      // by position: the day expression's time-zone parameter would not compare equal to a second copy
      .groupBy(sql`1`)
  )
}

/** The tenant's sign-in attempts of the last `days` days, by result (1 success, 0 failure). */
export async function signInResults(tx: Tx, days: number): Promise<{ success: number; count: number }[]> {
  return tx
    .select({ success: loginLog.success, count: count() })
    .from(loginLog)
    .where(gte(loginLog.createTime, sql`now() - make_interval(days => ${days})`))
    .groupBy(loginLog.success)
}
