import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { TeamRecord, TeamStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { activityOf, assertRunning } from './activities'
import type { ActivityContext } from './context'
import { pageOf } from './paging'
import { charge, refund } from './pay'
import { shopActivity, shopActivityTeam, shopActivityTeamMember } from './schema'

const team = shopActivityTeam
const member = shopActivityTeamMember
const payNo = (teamId: string, memberId: string) => `GB${teamId}M${memberId}`

/**
 * A member opens a team (no `teamId`) or joins an open one, paying the group price, in one
 * transaction. Joining is one guarded update (`joined < size`, still forming, before its deadline):
 * its row lock queues parallel joins, each re-checks the row the one before left, so a team never
 * holds more members than its size; the join that fills it forms the team. A new team's deadline job
 * is queued for the time it has to form.
 */
export async function joinTeam(
  c: ActivityContext,
  input: { activityId: string; memberId: string; teamId?: string },
): Promise<TeamRecord> {
  const a = await activityOf(c.tx, input.activityId, 'group')
  assertRunning(a, c)
  const teamId = input.teamId ?? c.ids.next()
  if (!input.teamId) {
    const deadline = new Date(c.now.getTime() + a.formMinutes! * 60_000)
    await c.tx
      .insert(team)
      .values({ id: teamId, activityId: a.id, size: a.teamSize!, joined: 1, status: 'forming', deadline })
    await c.scheduleTeamDeadline(teamId, deadline)
  }
  const [seat] = await c.tx
    .insert(member)
    .values({
      id: c.ids.next(),
      teamId,
      memberId: input.memberId,
      paidFen: a.activityPriceFen,
      payReference: '',
    })
    .onConflictDoNothing()
    .returning({ id: member.id })
  if (!seat) throw badRequest('shopActivityTeamJoined')
  if (input.teamId) {
    const [taken] = await c.tx
      .update(team)
      .set({
        joined: sql`${team.joined} + 1`,
        status: sql`CASE WHEN ${team.joined} + 1 >= ${team.size} THEN 'formed' ELSE 'forming' END`,
      })
      .where(
        and(
          eq(team.id, teamId),
          eq(team.activityId, a.id),
          eq(team.status, 'forming'),
          lt(team.joined, team.size),
          gt(team.deadline, c.now),
        ),
      )
      .returning({ id: team.id })
    if (!taken) throw badRequest('shopActivityTeamFull')
  }
  const reference = await charge(c, payNo(teamId, input.memberId), a.activityPriceFen)
  await c.tx
    .update(member)
    .set({ payReference: reference ?? '' })
    .where(eq(member.id, seat.id))
  return teamRecord(c, teamId)
}

/**
 * The team deadline job: a team still forming at its deadline fails (one guarded update, so a join
 * racing it either lands before or is refused) and every member is refunded what they paid.
 * Answers whether the team failed now.
 */
export async function expireTeam(c: ActivityContext, teamId: string): Promise<boolean> {
  const [failed] = await c.tx
    .update(team)
    .set({ status: 'failed' })
    .where(and(eq(team.id, teamId), eq(team.status, 'forming'), sql`${team.deadline} <= ${c.now}`))
    .returning({ id: team.id })
  if (!failed) return false
  const members = await c.tx
    .select()
    .from(member)
    .where(and(eq(member.teamId, teamId), eq(member.refunded, 0)))
  for (const m of members) {
    await refund(c, payNo(teamId, m.memberId), m.payReference || null, m.paidFen)
    await c.tx.update(member).set({ refunded: 1 }).where(eq(member.id, m.id))
  }
  return true
}

async function teamsWithMembers(c: ActivityContext, where: SQL | undefined, limit: number, offset: number) {
  const rows = await c.tx
    .select({ t: team, activityName: shopActivity.name })
    .from(team)
    .innerJoin(shopActivity, eq(shopActivity.id, team.activityId))
    .where(where)
    .orderBy(desc(team.createTime), desc(team.id))
    .limit(limit)
    .offset(offset)
  const ids = rows.map((r) => r.t.id)
  const members = ids.length
    ? await c.tx
        .select()
        .from(member)
        .where(inArray(member.teamId, ids))
        .orderBy(asc(member.joinTime), asc(member.id))
    : []
  return rows.map(({ t, activityName }): TeamRecord => ({
    id: t.id,
    activityId: t.activityId,
    activityName,
    teamSize: t.size,
    joined: t.joined,
    status: t.status as TeamStatus,
    deadline: formatDateTime(t.deadline, c.timeZone),
    createTime: formatDateTime(t.createTime, c.timeZone),
    members: members
      .filter((m) => m.teamId === t.id)
      .map((m) => ({
        memberId: m.memberId,
        paidFen: m.paidFen,
        refunded: m.refunded === 1,
        joinTime: formatDateTime(m.joinTime, c.timeZone),
      })),
  }))
}

export async function teamRecord(c: ActivityContext, teamId: string): Promise<TeamRecord> {
  const [record] = await teamsWithMembers(c, eq(team.id, teamId), 1, 0)
  if (!record) throw notFound()
  return record
}

export async function teamPage(
  c: ActivityContext,
  q: { current?: number; size?: number; activityId?: string; memberId?: string; status?: TeamStatus },
) {
  const { current = 1, size = 10 } = q
  const where = and(
    q.activityId ? eq(team.activityId, q.activityId) : undefined,
    q.status ? eq(team.status, q.status) : undefined,
    q.memberId
      ? inArray(
          team.id,
          c.tx.select({ id: member.teamId }).from(member).where(eq(member.memberId, q.memberId)),
        )
      : undefined,
  )
  const [{ total }] = (await c.tx.select({ total: count() }).from(team).where(where)) as [{ total: number }]
  return pageOf(await teamsWithMembers(c, where, size, (current - 1) * size), Number(total), current, size)
}
