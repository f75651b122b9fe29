import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { DrawStatus, Page, Vote, VoteDetail, VoteInput, VoteOptionInput } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { at, holds, statusWhere } from './schedule'
import { engageVote, engageVoteOption } from './schema'
import { optionsOf, voteDetail, voteOut, voteRow, type OptionRow } from './vote-read'

const optionValues = (o: VoteOptionInput) => ({ text: o.text.trim(), imageUrl: o.imageUrl ?? null })

/** Once a vote has votes, its records name its options: they keep their ids and order. */
const sameOptions = (options: OptionRow[], input: VoteOptionInput[]) =>
  options.length === input.length && options.every((o, i) => input[i]!.id === o.id)

/** Creates or changes a vote and its options, in the caller's transaction. A stopped one is final. */
export async function submitVote(c: EngageContext, input: VoteInput): Promise<VoteDetail> {
  if (input.endTime <= input.startTime) throw badRequest('drawTimeOrder')
  const fields = {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    startTime: at(input.startTime, c.timeZone),
    endTime: at(input.endTime, c.timeZone),
    period: input.period,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  if (!input.id) {
    const id = c.ids.next()
    await c.tx.insert(engageVote).values({ id, ...fields, createUser: c.userId })
    await insertOptions(c, id, input.options)
    return voteDetail(c.tx, id, c.timeZone)
  }
  const row = await voteRow(c.tx, input.id, true)
  if (row.stoppedAt) throw badRequest('drawStopped')
  if (row.votes > 0 && row.period !== input.period) throw badRequest('votePeriodLocked')
  await c.tx.update(engageVote).set(fields).where(eq(engageVote.id, row.id))
  if (row.votes === 0) {
    await c.tx.delete(engageVoteOption).where(eq(engageVoteOption.voteId, row.id))
    await insertOptions(c, row.id, input.options)
  } else {
    if (!sameOptions(await optionsOf(c.tx, row.id), input.options)) throw badRequest('voteOptionsLocked')
    for (const o of input.options)
      await c.tx.update(engageVoteOption).set(optionValues(o)).where(eq(engageVoteOption.id, o.id!))
  }
  return voteDetail(c.tx, row.id, c.timeZone)
}

async function insertOptions(c: EngageContext, voteId: string, options: VoteOptionInput[]) {
  await c.tx
    .insert(engageVoteOption)
    .values(options.map((o, sort) => ({ id: c.ids.next(), voteId, sort, ...optionValues(o) })))
}

/** Stops a vote for good (a guarded update: stopping twice is refused). */
export async function stopVote(c: EngageContext, id: string): Promise<VoteDetail> {
  await voteRow(c.tx, id)
  const stopped = await c.tx
    .update(engageVote)
    .set({ stoppedAt: new Date(), updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(engageVote.id, id), isNull(engageVote.stoppedAt)))
    .returning({ id: engageVote.id })
  if (!stopped.length) throw badRequest('drawStopped')
  return voteDetail(c.tx, id, c.timeZone)
}

export interface VotePageQuery {
  current: number
  size: number
  name?: string
  status?: DrawStatus
}

/** Votes, newest first, by name and state. */
export async function votePage(c: EngageContext, q: VotePageQuery): Promise<Page<Vote>> {
  const where = and(
    q.name ? holds(engageVote.name, q.name) : undefined,
    q.status ? statusWhere(engageVote, q.status) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(engageVote).where(where)
  const rows = await c.tx
    .select()
    .from(engageVote)
    .where(where)
    .orderBy(desc(engageVote.createTime), desc(engageVote.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const now = new Date()
  return pageOf(
    rows.map((r) => voteOut(r, c.timeZone, now)),
    total,
    q,
  )
}
