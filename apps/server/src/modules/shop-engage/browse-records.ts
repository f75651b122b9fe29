import { and, count, countDistinct, desc, eq, sql, sum } from 'drizzle-orm'
import type { BrowseReward, BrowseStats, Page } from '@store/contract'
import { formatDateTime } from '../../core/time'
import { browseTaskRow } from './browse-admin'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { engageBrowseReward } from './schema'

const R = engageBrowseReward
type RewardRow = typeof R.$inferSelect

export const browseRewardOut = (r: RewardRow, timeZone: string): BrowseReward => ({
  id: r.id,
  taskId: r.taskId,
  memberId: r.memberId,
  visitId: r.visitId,
  periodKey: r.periodKey,
  rewardKind: r.rewardKind as BrowseReward['rewardKind'],
  rewardPoints: r.rewardPoints,
  couponTemplateId: r.couponTemplateId,
  seconds: r.seconds,
  createTime: formatDateTime(r.createTime, timeZone),
})

/** A task's rewards, newest first, by member. */
export async function browseRewardPage(
  c: EngageContext,
  q: { current: number; size: number; taskId: string; memberId?: string },
): Promise<Page<BrowseReward>> {
  await browseTaskRow(c.tx, q.taskId)
  const where = and(eq(R.taskId, q.taskId), q.memberId ? eq(R.memberId, q.memberId) : undefined)
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(R).where(where)
  const rows = await c.tx
    .select()
    .from(R)
    .where(where)
    .orderBy(desc(R.createTime), desc(R.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(
    rows.map((r) => browseRewardOut(r, c.timeZone)),
    total,
    q,
  )
}

/** A task's figures: browses started (the task's count), and from its rewards members, points and coupons. */
export async function browseStats(c: EngageContext, taskId: string): Promise<BrowseStats> {
  const task = await browseTaskRow(c.tx, taskId)
  const [t] = await c.tx
    .select({
      rewards: count(),
      members: countDistinct(R.memberId),
      pointsGiven: sum(R.rewardPoints).mapWith(Number),
      couponsGiven: sum(sql<number>`CASE WHEN ${R.rewardKind} = 'coupon' THEN 1 ELSE 0 END`).mapWith(Number),
    })
    .from(R)
    .where(eq(R.taskId, taskId))
  return {
    visits: task.visits,
    rewards: t?.rewards ?? 0,
    members: t?.members ?? 0,
    pointsGiven: t?.pointsGiven ?? 0,
    couponsGiven: t?.couponsGiven ?? 0,
  }
}
