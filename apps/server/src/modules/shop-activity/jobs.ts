import {
  TEAM_DEADLINE_JOB,
  systemActivityContext,
  type ActivityRuntime,
  type TeamDeadlinePayload,
} from './context'
import { expireTeam } from './group'

/** The team deadline job: queued when a team opens, for its deadline; it fails and refunds a team not formed. */
export function defineActivityJobs(rt: ActivityRuntime): void {
  rt.jobs.define<TeamDeadlinePayload>({
    name: TEAM_DEADLINE_JOB,
    run: async ({ tenantId, teamId }) => {
      await systemActivityContext(rt, tenantId, (c) => expireTeam(c, teamId))
    },
  })
}
