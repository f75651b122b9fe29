import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { translate, type TeamRecord, type TeamStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { activityOf, assertRunning } from './activities'
import type { ActivityContext } from './context'
import { pageOf } from './paging'
import { failGroupOrders, releaseGroupOrders } from '../shop'
import { orderFor } from './pay'
import { shopActivity, shopActivityTeam, shopActivityTeamMember } from './schema'

const team = shopActivityTeam
const member = shopActivityTeamMember

/**
 * A member opens a team (no `teamId`) or joins an open one, in one transaction: a shop order at the
 * group price, paid, waiting in `group_forming`; the join that fills the team releases every member's
 * order as an ordinary paid order. Joining is one guarded update (`joined < size`, still forming, before its deadline):
 * its row lock queues parallel joins, each re-checks the row the one before left, so a team never
 * holds more members than its size. A new team's deadline job
 * is queued for the time it has to form.
 */
export async function joinTeam(
  c: ActivityContext,
  input: { activityId: string; memberId: string; teamId?: string },
): Promise<TeamRecord> {
  const a = await activityOf(c.tx, input.activityId, 'group')
  assertRunning(a, c)
  const teamId = input.teamId ?? c.ids.next()
  let formed = false
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
      .returning({ id: team.id, status: team.status })
    if (!taken) throw badRequest('shopActivityTeamFull')
    formed = taken.status === 'formed'
  }
  const sale = { memberId: input.memberId, quantity: 1, unitPriceFen: a.activityPriceFen, recordId: seat.id }
  const orderId = await orderFor(c, a, sale, { waitForGroup: true })
  await c.tx.update(member).set({ orderId }).where(eq(member.id, seat.id))
  if (formed) await releaseGroupOrders(c, await teamOrders(c, teamId))
  return teamRecord(c, teamId)
}

/**
 * The team deadline job: a team still forming at its deadline fails (one guarded update, so a join
 * racing it either lands before or is refused) and every member's order is cancelled through the shop
 * (the payment refunded, the unit back to the goods' stock): the shop's one refund path.
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
  const orders = members.flatMap((m) => (m.orderId ? [m.orderId] : []))
  await failGroupOrders(c, orders, translate('shopActivityTeamFailed', c.locale))
  for (const m of members) await c.tx.update(member).set({ refunded: 1 }).where(eq(member.id, m.id))
  return true
}

/** The shop orders of a team's members. */
async function teamOrders(c: ActivityContext, teamId: string): Promise<string[]> {
  const rows = await c.tx.select({ orderId: member.orderId }).from(member).where(eq(member.teamId, teamId))
  return rows.flatMap((r) => (r.orderId ? [r.orderId] : []))
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
