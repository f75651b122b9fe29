import {
  SECKILL_END_JOB,
  TEAM_DEADLINE_JOB,
  systemActivityContext,
  type ActivityRuntime,
  type SeckillEndPayload,
  type TeamDeadlinePayload,
} from './context'
import { expireTeam } from './group'
import { endSeckill } from './seckill-stock'

/**
 * The activities' jobs: the team deadline (queued when a team opens; it fails a team not formed and
 * cancels its orders) and the seckill end (queued on each save; it gives the unsold units back).
 */
export function defineActivityJobs(rt: ActivityRuntime): void {
  rt.jobs.define<TeamDeadlinePayload>({
    name: TEAM_DEADLINE_JOB,
    run: async ({ tenantId, teamId }) => {
      await systemActivityContext(rt, tenantId, (c) => expireTeam(c, teamId))
    },
  })
  rt.jobs.define<SeckillEndPayload>({
    name: SECKILL_END_JOB,
    run: async ({ tenantId, activityId }) => {
      await systemActivityContext(rt, tenantId, (c) => endSeckill(c, activityId))
    },
  })
}
