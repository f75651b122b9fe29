import { and, eq, sql } from 'drizzle-orm'
import type { FrontVote, VoteRecord, VotePeriod } from '@store/contract'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberExists } from '../insider'
import type { EngageContext } from './context'
import { dayOf, scheduleStatus } from './schedule'
import { engageVote, engageVoteOption, engageVoteRecord } from './schema'
import { optionOut, optionsOf, voteRow, type VoteRow } from './vote-read'
import { voteRecord } from './vote-records'

/** The period a vote at `now` counts in: `all` for the whole activity, else the tenant's day. */
const periodKey = (vote: VoteRow, now: Date, timeZone: string) =>
  (vote.period as VotePeriod) === 'daily' ? dayOf(now, timeZone) : 'all'

/**
 * A member votes, in one transaction: the vote must be running, the member exist and the option be the
 * vote's. The record is inserted under the unique key (vote, member, period key), so a second vote in the
 * period (even a parallel one) inserts nothing and is refused; the counts follow the record.
 */
export async function castVote(
  c: EngageContext,
  input: { voteId: string; memberId: string; optionId: string },
): Promise<VoteRecord> {
  const now = new Date()
  const vote = await voteRow(c.tx, input.voteId)
  const status = scheduleStatus(vote, now)
  if (status === 'stopped') throw badRequest('drawStopped')
  if (status !== 'running') throw badRequest('drawNotRunning')
  if (!(await memberExists(c.tx, input.memberId))) throw badRequest('drawMemberMissing')
  const O = engageVoteOption
  const [option] = await c.tx
    .select({ id: O.id })
    .from(O)
    .where(and(eq(O.id, input.optionId), eq(O.voteId, vote.id)))
  if (!option) throw badRequest('voteOptionMissing')
  const id = c.ids.next()
  const inserted = await c.tx
    .insert(engageVoteRecord)
    .values({
      id,
      voteId: vote.id,
      optionId: option.id,
      memberId: input.memberId,
      periodKey: periodKey(vote, now, c.timeZone),
      createUser: c.userId,
    })
    .onConflictDoNothing()
    .returning({ id: engageVoteRecord.id })
  if (!inserted.length) throw badRequest(vote.period === 'daily' ? 'voteAlreadyToday' : 'voteAlready')
  await c.tx
    .update(O)
    .set({ votes: sql`${O.votes} + 1` })
    .where(eq(O.id, option.id))
  await c.tx
    .update(engageVote)
    .set({ votes: sql`${engageVote.votes} + 1` })
    .where(eq(engageVote.id, vote.id))
  return voteRecord(c.tx, id, c.timeZone)
}

/** The shop front's view of a vote for a member: its options and counts, and whether the member may vote now. */
export async function frontVote(c: EngageContext, voteId: string, memberId: string): Promise<FrontVote> {
  const now = new Date()
  const vote = await voteRow(c.tx, voteId)
  if (!(await memberExists(c.tx, memberId))) throw badRequest('drawMemberMissing')
  const R = engageVoteRecord
  const [mine] = await c.tx
    .select({ optionId: R.optionId })
    .from(R)
    .where(
      and(eq(R.voteId, voteId), eq(R.memberId, memberId), eq(R.periodKey, periodKey(vote, now, c.timeZone))),
    )
  const status = scheduleStatus(vote, now)
  return {
    id: vote.id,
    name: vote.name,
    description: vote.description,
    startTime: formatDateTime(vote.startTime, c.timeZone),
    endTime: formatDateTime(vote.endTime, c.timeZone),
    status,
    period: vote.period as VotePeriod,
    options: (await optionsOf(c.tx, voteId)).map(optionOut),
    canVote: status === 'running' && !mine,
    votedOptionId: mine?.optionId ?? null,
  }
}
