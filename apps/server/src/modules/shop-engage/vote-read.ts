import { asc, eq } from 'drizzle-orm'
import type { Vote, VoteDetail, VoteOption, VotePeriod } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { scheduleStatus } from './schedule'
import { engageVote, engageVoteOption } from './schema'

export type VoteRow = typeof engageVote.$inferSelect
export type OptionRow = typeof engageVoteOption.$inferSelect

export const voteOut = (row: VoteRow, timeZone: string, now = new Date()): Vote => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startTime: formatDateTime(row.startTime, timeZone),
  endTime: formatDateTime(row.endTime, timeZone),
  status: scheduleStatus(row, now),
  period: row.period as VotePeriod,
  votes: row.votes,
  createTime: formatDateTime(row.createTime, timeZone),
})

export const optionOut = (o: OptionRow): VoteOption => ({
  id: o.id,
  text: o.text,
  imageUrl: o.imageUrl,
  votes: o.votes,
})

/** The vote's row, locked for the rest of the transaction when `lock` (edits, stop); else a 404. */
export async function voteRow(tx: Tx, id: string, lock = false): Promise<VoteRow> {
  const q = tx.select().from(engageVote).where(eq(engageVote.id, id))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound()
  return row
}

/** The options in their order. */
export const optionsOf = (tx: Tx, voteId: string): Promise<OptionRow[]> =>
  tx
    .select()
    .from(engageVoteOption)
    .where(eq(engageVoteOption.voteId, voteId))
    .orderBy(asc(engageVoteOption.sort))

export async function voteDetail(tx: Tx, id: string, timeZone: string): Promise<VoteDetail> {
  const row = await voteRow(tx, id)
  return { ...voteOut(row, timeZone), options: (await optionsOf(tx, id)).map(optionOut) }
}
