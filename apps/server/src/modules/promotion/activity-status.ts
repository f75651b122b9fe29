import { sql, type SQL } from 'drizzle-orm'
import { ACTIVITY_TRANSITIONS, type ActivityAction, type ActivityStatus } from '@store/contract'
import { promActivity } from './schema'

/** Where the time window puts a stored step: scheduled turns active at the start, any running step ends at the end. */
export function effectiveStatus(stored: ActivityStatus, start: Date, end: Date, now: Date): ActivityStatus {
  const running = stored === 'scheduled' || stored === 'active' || stored === 'paused'
  if (running && end.getTime() <= now.getTime()) return 'ended'
  if (stored === 'scheduled' && start.getTime() <= now.getTime()) return 'active'
  return stored
}

/** The same rule in SQL, for filtering a page by the status as of now. */
export const effectiveStatusSql: SQL<string> = sql<string>`case
  when ${promActivity.status} in ('scheduled', 'active', 'paused') and ${promActivity.endTime} <= now() then 'ended'
  when ${promActivity.status} = 'scheduled' and ${promActivity.startTime} <= now() then 'active'
  else ${promActivity.status} end`

/** The step an action leads to from `from`, or undefined when the action is not allowed there. */
export const nextStatus = (from: ActivityStatus, action: ActivityAction): ActivityStatus | undefined =>
  ACTIVITY_TRANSITIONS[action][from]
