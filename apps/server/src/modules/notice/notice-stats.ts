import { and, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { notice } from './schema'

/** The tenant's published notices per local month (`yyyy-MM`), from the start of `firstMonth` on. */
export async function noticesPerMonth(
  tx: Tx,
  firstMonth: string,
  timeZone: string,
): Promise<{ month: string; count: number }[]> {
  const month = sql<string>`to_char(${notice.releaseTime} AT TIME ZONE ${timeZone}, 'YYYY-MM')`
  return (
    tx
      .select({ month, count: count() })
      .from(notice)
      .where(
        and(
          eq(notice.isDeleted, 0),
          gte(notice.releaseTime, sql`(${`${firstMonth}-01`}::date::timestamp AT TIME ZONE ${timeZone})`),
          lte(notice.releaseTime, sql`now()`),
        ),
      )
      // by position: the month expression's time-zone parameter would not compare equal to a second copy
      .groupBy(sql`1`)
  )
}
