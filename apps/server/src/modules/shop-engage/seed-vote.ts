import { sql } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import { formatDateTime } from '../../core/time'
import type { IdBlock } from '../../core/ids'
import type { EngageContext } from './context'
import { stopVote, submitVote } from './vote-admin'
import { castVote } from './vote-front'

const DAY = 86_400_000
/** The demo members who vote (after the distribution centre's applicants), each for option i mod 3. */
const FIRST = 30
const VOTERS = 9

const when = (c: EngageContext, offsetDays: number) =>
  formatDateTime(new Date(Date.now() + offsetDays * DAY), c.timeZone)

/** A demo tenant's votes: a running daily one its members voted in (through the real vote), and a stopped one. */
export async function seedVotes(c: EngageContext, members: IdBlock | null | undefined): Promise<void> {
  const running = await submitVote(c, {
    name: '最受欢迎新品评选',
    description: '每天可投一票',
    startTime: when(c, -2),
    endTime: when(c, 12),
    period: 'daily',
    options: [{ text: '冷萃咖啡' }, { text: '桂花乌龙' }, { text: '海盐芝士' }],
  })
  const past = await submitVote(c, {
    name: '门店装修风格投票',
    startTime: when(c, -30),
    endTime: when(c, -5),
    period: 'activity',
    options: [{ text: '原木风' }, { text: '工业风' }],
  })
  await stopVote(c, past.id)
  if (!members || members.count < FIRST + VOTERS) return
  const rows = await c.tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(${FIRST}::int, ${FIRST + VOTERS - 1}::int) AS n`,
  )
  for (const [i, { id }] of (rows.rows as { id: string }[]).entries())
    await castVote(c, { voteId: running.id, memberId: id, optionId: running.options[i % 3]!.id })
}
