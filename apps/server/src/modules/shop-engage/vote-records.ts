import { and, count, countDistinct, desc, eq } from 'drizzle-orm'
import { BASIS_POINTS, type Page, type VoteRecord, type VoteStats } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { engageVoteOption, engageVoteRecord } from './schema'
import { optionsOf, voteRow } from './vote-read'

const R = engageVoteRecord
const O = engageVoteOption
const recordColumns = {
  id: R.id,
  voteId: R.voteId,
  optionId: R.optionId,
  optionText: O.text,
  memberId: R.memberId,
  periodKey: R.periodKey,
  createTime: R.createTime,
}
type RecordRow = { [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'] }

const recordOut = (r: RecordRow, timeZone: string): VoteRecord => ({
  ...r,
  createTime: formatDateTime(r.createTime, timeZone),
})

/** One record with its option's text. */
export async function voteRecord(tx: Tx, id: string, timeZone: string): Promise<VoteRecord> {
  const [row] = await tx.select(recordColumns).from(R).innerJoin(O, eq(O.id, R.optionId)).where(eq(R.id, id))
  return recordOut(row!, timeZone)
}

export interface VoteRecordQuery {
  current: number
  size: number
  voteId: string
  memberId?: string
  optionId?: string
}

/** A vote's records, newest first, by member and option. */
export async function voteRecordPage(c: EngageContext, q: VoteRecordQuery): Promise<Page<VoteRecord>> {
  await voteRow(c.tx, q.voteId)
  const where = and(
    eq(R.voteId, q.voteId),
    q.memberId ? eq(R.memberId, q.memberId) : undefined,
    q.optionId ? eq(R.optionId, q.optionId) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(R).where(where)
  const rows = await c.tx
    .select(recordColumns)
    .from(R)
    .innerJoin(O, eq(O.id, R.optionId))
    .where(where)
    .orderBy(desc(R.createTime), desc(R.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    rows.map((r) => recordOut(r, c.timeZone)),
    total,
    q,
  )
}

/** A vote's results from its records: votes, members, and per option its count and share. */
export async function voteStats(c: EngageContext, voteId: string): Promise<VoteStats> {
  await voteRow(c.tx, voteId)
  const [totals] = await c.tx
    .select({ votes: count(), members: countDistinct(R.memberId) })
    .from(R)
    .where(eq(R.voteId, voteId))
  const perOption = await c.tx
    .select({ optionId: R.optionId, n: count() })
    .from(R)
    .where(eq(R.voteId, voteId))
    .groupBy(R.optionId)
  const votes = totals?.votes ?? 0
  return {
    votes,
    members: totals?.members ?? 0,
    options: (await optionsOf(c.tx, voteId)).map((o) => {
      const n = perOption.find((p) => p.optionId === o.id)?.n ?? 0
      return {
        optionId: o.id,
        text: o.text,
        votes: n,
        shareBp: votes ? Math.floor((n * BASIS_POINTS) / votes) : 0,
      }
    }),
  }
}
