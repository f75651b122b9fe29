import { and, eq, isNull, lte, gt, sql, desc } from 'drizzle-orm'
import type { BrowseReward, BrowseVisit, FrontBrowseTask } from '@store/contract'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberExists } from '../insider'
import { earnPoints } from '../ledger'
import { issueMemberCoupons } from '../promotion'
import { browseTaskRow } from './browse-admin'
import { browseRewardOut } from './browse-records'
import type { EngageContext } from './context'
import { dayOf, scheduleStatus } from './schedule'
import { engageBrowseReward, engageBrowseTask, engageBrowseVisit } from './schema'

const R = engageBrowseReward
const V = engageBrowseVisit
const T = engageBrowseTask

/** The period a reward counts in: the whole task (`all`) or the tenant's day of a daily task. */
const periodKeyOf = (period: string, now: Date, timeZone: string) =>
  period === 'daily' ? dayOf(now, timeZone) : 'all'

async function runningTask(c: EngageContext, taskId: string, now: Date) {
  const task = await browseTaskRow(c.tx, taskId)
  const status = scheduleStatus(task, now)
  if (status === 'stopped') throw badRequest('drawStopped')
  if (status !== 'running') throw badRequest('drawNotRunning')
  return task
}

/** A member starts browsing a running task's target: the server records the start the dwell is measured from. */
export async function startBrowse(
  c: EngageContext,
  input: { taskId: string; memberId: string },
): Promise<BrowseVisit> {
  const task = await runningTask(c, input.taskId, new Date())
  if (!(await memberExists(c.tx, input.memberId))) throw badRequest('drawMemberMissing')
  const [visit] = await c.tx
    .insert(V)
    .values({ id: c.ids.next(), taskId: task.id, memberId: input.memberId })
    .returning()
  await c.tx
    .update(T)
    .set({ visits: sql`${T.visits} + 1` })
    .where(eq(T.id, task.id))
  return {
    id: visit!.id,
    taskId: task.id,
    memberId: visit!.memberId,
    startTime: formatDateTime(visit!.startedAt, c.timeZone),
    dwellSeconds: task.dwellSeconds,
  }
}

/**
 * A member finishes a browse, in one transaction: the browse must be the member's and still open (closed by a
 * guarded update, so it finishes once), the task running, and the time since the server's own start at least
 * the dwell. The reward row is inserted under the unique key (task, member, period), so a second reward in the
 * period (even a parallel one) inserts nothing and is refused; then the points are credited through the
 * ledgers (event `browse:<reward id>`) or the coupon issued by the promotions. A refusal rolls everything back,
 * the browse stays open.
 */
export async function finishBrowse(
  c: EngageContext,
  input: { visitId: string; memberId: string },
): Promise<BrowseReward> {
  const now = new Date()
  const [visit] = await c.tx
    .update(V)
    .set({ finishedAt: now })
    .where(and(eq(V.id, input.visitId), eq(V.memberId, input.memberId), isNull(V.finishedAt)))
    .returning()
  if (!visit) {
    const [known] = await c.tx
      .select({ id: V.id })
      .from(V)
      .where(and(eq(V.id, input.visitId), eq(V.memberId, input.memberId)))
    throw badRequest(known ? 'browseVisitFinished' : 'browseVisitMissing')
  }
  const task = await runningTask(c, visit.taskId, now)
  const seconds = Math.floor((now.getTime() - visit.startedAt.getTime()) / 1000)
  if (seconds < task.dwellSeconds) throw badRequest('browseTooShort', { seconds: task.dwellSeconds })
  const id = c.ids.next()
  const [row] = await c.tx
    .insert(R)
    .values({
      id,
      taskId: task.id,
      memberId: input.memberId,
      visitId: visit.id,
      periodKey: periodKeyOf(task.period, now, c.timeZone),
      rewardKind: task.rewardKind,
      rewardPoints: task.rewardPoints,
      couponTemplateId: task.couponTemplateId,
      seconds,
      createUser: c.userId,
    })
    .onConflictDoNothing()
    .returning()
  if (!row) throw badRequest(task.period === 'daily' ? 'browseAlreadyToday' : 'browseAlready')
  if (row.rewardKind === 'points')
    await earnPoints(
      c.tx,
      { ids: c.ids, userId: c.userId, at: now },
      {
        memberId: input.memberId,
        eventKey: `browse:${id}`,
        points: row.rewardPoints,
        frozenUntil: null,
        expiresAt: null,
        remark: task.name,
      },
    )
  else
    await issueMemberCoupons(c, { templateId: row.couponTemplateId!, memberId: input.memberId, quantity: 1 })
  await c.tx
    .update(T)
    .set({ rewards: sql`${T.rewards} + 1` })
    .where(eq(T.id, task.id))
  return browseRewardOut(row, c.timeZone)
}

/** The running tasks as the shop front shows a member, each with whether it may still earn in this period. */
export async function frontBrowseTasks(c: EngageContext, memberId: string): Promise<FrontBrowseTask[]> {
  if (!(await memberExists(c.tx, memberId))) throw badRequest('drawMemberMissing')
  const now = new Date()
  const tasks = await c.tx
    .select()
    .from(T)
    .where(and(isNull(T.stoppedAt), lte(T.startTime, now), gt(T.endTime, now)))
    .orderBy(desc(T.createTime), desc(T.id))
  const earned = await c.tx
    .select({ taskId: R.taskId, periodKey: R.periodKey })
    .from(R)
    .where(and(eq(R.memberId, memberId), sql`${R.periodKey} IN ('all', ${dayOf(now, c.timeZone)})`))
  const had = new Set(earned.map((e) => `${e.taskId}:${e.periodKey}`))
  return tasks.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    targetKind: t.targetKind as FrontBrowseTask['targetKind'],
    target: t.target,
    dwellSeconds: t.dwellSeconds,
    period: t.period as FrontBrowseTask['period'],
    rewardKind: t.rewardKind as FrontBrowseTask['rewardKind'],
    rewardPoints: t.rewardPoints,
    canEarn: !had.has(`${t.id}:${periodKeyOf(t.period, now, c.timeZone)}`),
  }))
}
