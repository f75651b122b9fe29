import { and, gt, isNotNull, isNull, like, lte, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { DrawStatus } from '@store/contract'
import { formatDateTime } from '../../core/time'

/** An activity's schedule: its start, end and the time staff stopped it (final). */
export interface Schedule {
  startTime: Date
  endTime: Date
  stoppedAt: Date | null
}

/** A `yyyy-MM-dd HH:mm:ss` of the tenant's zone as the instant it names. */
export const at = (value: string, timeZone: string) => sql`(${value}::timestamp AT TIME ZONE ${timeZone})`

/** An activity's state at `now`: stopped by staff, else from its schedule. */
export function scheduleStatus(row: Schedule, now: Date): DrawStatus {
  if (row.stoppedAt) return 'stopped'
  if (now < row.startTime) return 'not_started'
  if (now >= row.endTime) return 'ended'
  return 'running'
}

/** The columns of a scheduled activity's table. */
export interface ScheduleColumns {
  startTime: PgColumn
  endTime: PgColumn
  stoppedAt: PgColumn
}

/** The condition that an activity is in `status` now (the page's state filter). */
export function statusWhere(t: ScheduleColumns, status: DrawStatus): SQL | undefined {
  switch (status) {
    case 'stopped':
      return isNotNull(t.stoppedAt)
    case 'not_started':
      return and(isNull(t.stoppedAt), gt(t.startTime, sql`now()`))
    case 'running':
      return and(isNull(t.stoppedAt), lte(t.startTime, sql`now()`), gt(t.endTime, sql`now()`))
    case 'ended':
      return and(isNull(t.stoppedAt), lte(t.endTime, sql`now()`))
  }
}

/** The condition that `column` holds `text` (LIKE's wildcards in it taken literally). */
export const holds = (column: PgColumn, text: string) => like(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`)

/** The tenant's day of `now` (`yyyy-MM-dd`): daily limits count per day. */
export const dayOf = (now: Date, timeZone: string) => formatDateTime(now, timeZone).slice(0, 10)
