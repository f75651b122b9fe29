import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { BrowseTask, BrowseTaskInput, DrawStatus, Page } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { couponTemplateUsable } from '../promotion'
import { activityGoods } from '../shop'
import type { EngageContext } from './context'
import { pageOf } from './page'
import { at, holds, scheduleStatus, statusWhere } from './schedule'
import { engageBrowseTask } from './schema'

const T = engageBrowseTask
export type BrowseTaskRow = typeof T.$inferSelect

const taskOut = (r: BrowseTaskRow, targetName: string, timeZone: string, now: Date): BrowseTask => ({
  id: r.id,
  name: r.name,
  description: r.description,
  startTime: formatDateTime(r.startTime, timeZone),
  endTime: formatDateTime(r.endTime, timeZone),
  status: scheduleStatus(r, now),
  targetKind: r.targetKind as BrowseTask['targetKind'],
  target: r.target,
  targetName,
  dwellSeconds: r.dwellSeconds,
  period: r.period as BrowseTask['period'],
  rewardKind: r.rewardKind as BrowseTask['rewardKind'],
  rewardPoints: r.rewardPoints,
  couponTemplateId: r.couponTemplateId,
  visits: r.visits,
  rewards: r.rewards,
  createTime: formatDateTime(r.createTime, timeZone),
})

/** Tasks as staff see them: a goods target named by the shop's goods (its id when gone), a page by its path. */
export async function browseTasksOut(c: EngageContext, rows: BrowseTaskRow[]): Promise<BrowseTask[]> {
  const goodsIds = rows.filter((r) => r.targetKind === 'goods').map((r) => r.target)
  const names = new Map((await activityGoods(c.tx, goodsIds)).map((g) => [g.id, g.goodsName]))
  const now = new Date()
  return rows.map((r) => taskOut(r, names.get(r.target) ?? r.target, c.timeZone, now))
}

export const browseTaskOut = async (c: EngageContext, r: BrowseTaskRow): Promise<BrowseTask> =>
  (await browseTasksOut(c, [r]))[0]!

/** The task's row, locked for the rest of the transaction when `lock` (edits, stop); else a 404. */
export async function browseTaskRow(tx: Tx, id: string, lock = false): Promise<BrowseTaskRow> {
  const q = tx.select().from(T).where(eq(T.id, id))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw notFound()
  return row
}

/**
 * The task's own rules: a points reward needs its points, a coupon reward a coupon template the promotions
 * can issue, a goods target goods of the shop.
 */
async function checkTask(c: EngageContext, input: BrowseTaskInput) {
  if (input.endTime <= input.startTime) throw badRequest('drawTimeOrder')
  if (input.rewardKind === 'points' && input.rewardPoints <= 0) throw badRequest('browseRewardPoints')
  if (
    input.rewardKind === 'coupon' &&
    !(input.couponTemplateId && (await couponTemplateUsable(c, input.couponTemplateId)))
  )
    throw badRequest('browseCouponUnusable')
  const target = input.target.trim()
  if (
    input.targetKind === 'goods' &&
    !(/^\d{1,19}$/.test(target) && (await activityGoods(c.tx, [target])).length)
  )
    throw badRequest('browseGoodsMissing', { target })
}

/** Creates or changes a task, in the caller's transaction. A stopped one is final; once rewarded its period stays. */
export async function submitBrowseTask(c: EngageContext, input: BrowseTaskInput): Promise<BrowseTask> {
  await checkTask(c, input)
  const coupon = input.rewardKind === 'coupon'
  const fields = {
    name: input.name.trim(),
    description: input.description?.trim() || null,
    startTime: at(input.startTime, c.timeZone),
    endTime: at(input.endTime, c.timeZone),
    targetKind: input.targetKind,
    target: input.target.trim(),
    dwellSeconds: input.dwellSeconds,
    period: input.period,
    rewardKind: input.rewardKind,
    rewardPoints: coupon ? 0 : input.rewardPoints,
    couponTemplateId: coupon ? input.couponTemplateId! : null,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  let id = input.id
  if (!id) {
    id = c.ids.next()
    await c.tx.insert(T).values({ id, ...fields, createUser: c.userId })
  } else {
    const row = await browseTaskRow(c.tx, id, true)
    if (row.stoppedAt) throw badRequest('drawStopped')
    if (row.rewards > 0 && row.period !== input.period) throw badRequest('browsePeriodLocked')
    await c.tx.update(T).set(fields).where(eq(T.id, id))
  }
  return browseTaskOut(c, await browseTaskRow(c.tx, id))
}

/** Stops a task for good (a guarded update: stopping twice is refused). */
export async function stopBrowseTask(c: EngageContext, id: string): Promise<BrowseTask> {
  await browseTaskRow(c.tx, id)
  const stopped = await c.tx
    .update(T)
    .set({ stoppedAt: new Date(), updateUser: c.userId, updateTime: new Date() })
    .where(and(eq(T.id, id), isNull(T.stoppedAt)))
    .returning()
  if (!stopped[0]) throw badRequest('drawStopped')
  return browseTaskOut(c, stopped[0])
}

/** Tasks, newest first, by name and state. */
export async function browseTaskPage(
  c: EngageContext,
  q: { current: number; size: number; name?: string; status?: DrawStatus },
): Promise<Page<BrowseTask>> {
  const where = and(
    q.name ? holds(T.name, q.name) : undefined,
    q.status ? statusWhere(T, q.status) : undefined,
  )
  const [{ total } = { total: 0 }] = await c.tx.select({ total: count() }).from(T).where(where)
  const rows = await c.tx
    .select()
    .from(T)
    .where(where)
    .orderBy(desc(T.createTime), desc(T.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  return pageOf(await browseTasksOut(c, rows), total, q)
}
